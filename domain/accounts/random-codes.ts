/**
 * Random codes from the Web Crypto generator (present in Node and browsers alike), with rejection
 * sampling so every character of the alphabet is equally likely.
 */
function randomIndexes(count: number, alphabetLength: number): number[] {
  const limit = 256 - (256 % alphabetLength);
  const out: number[] = [];
  while (out.length < count) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(count * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < count) out.push(byte % alphabetLength);
    }
  }
  return out;
}

export function randomString(length: number, alphabet: string): string {
  return randomIndexes(length, alphabet.length)
    .map((index) => alphabet[index])
    .join('');
}

/** No 0/O, 1/I/L: codes people read aloud or copy from a phone screen. */
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A person's own referral code: 10 readable characters, about 49 bits, so collisions stay negligible at
 * any realistic number of accounts (the unique index guards the rest).
 */
export function newReferralCode(): string {
  return randomString(10, READABLE);
}

/**
 * A recovery e-mail's temporary password: 12 characters that satisfy both the sign-in and the sign-up
 * rules (so the person can type it anywhere), drawn from letters and digits that are hard to misread.
 */
export function newTemporaryPassword(): string {
  const upper = 'ABCDEFGHJKMNPQRSTUVWXYZ';
  const lower = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const chars = [
    randomString(1, upper),
    randomString(1, lower),
    randomString(1, digits),
    ...randomString(9, upper + lower + digits),
  ];
  // Shuffle so the required classes are not always in the first three places.
  const order = randomIndexes(chars.length, 256);
  return chars
    .map((char, i) => ({ char, key: order[i] ?? 0 }))
    .sort((a, b) => a.key - b.key)
    .map((item) => item.char)
    .join('');
}
