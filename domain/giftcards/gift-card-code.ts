/**
 * Redeem codes (docs/decisions/0041): 16 characters of Crockford's base32, 80 random bits, shown as
 * `XXXX-XXXX-XXXX-XXXX`. The alphabet has no I, L, O or U, and what a person types is read the
 * forgiving way: lower case, spaces and dashes are fine, O counts as 0, I and L as 1. Only a hash of
 * the normalised code is stored (gift-card-code-hash.server.ts).
 */
import { randomString } from '../accounts/random-codes';

export const GIFT_CARD_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;
const GROUP = 4;

/** A new code, normalised (no dashes): 16 × 5 = 80 random bits from the Web Crypto generator. */
export function newGiftCardCode(): string {
  return randomString(GIFT_CARD_CODE_LENGTH, GIFT_CARD_CODE_ALPHABET);
}

/** The code as people read it: four groups of four. */
export function formatGiftCardCode(code: string): string {
  return (normalizeGiftCardCode(code) ?? code).match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? code;
}

/**
 * The code as typed, normalised to its 16 alphabet characters, or undefined when it cannot be a code
 * (wrong length, a character outside the alphabet). Separators between groups may be spaces or dashes.
 */
export function normalizeGiftCardCode(typed: string): string | undefined {
  const compact = typed
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.length !== GIFT_CARD_CODE_LENGTH) return undefined;
  for (const char of compact) if (!GIFT_CARD_CODE_ALPHABET.includes(char)) return undefined;
  return compact;
}

/** The last four characters, kept in clear so a card can be told apart without its code. */
export function giftCardCodeHint(code: string): string {
  return (normalizeGiftCardCode(code) ?? code).slice(-GROUP);
}
