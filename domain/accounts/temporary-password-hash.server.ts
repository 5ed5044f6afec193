import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Temporary passwords (the recovery e-mail's) are stored as SHA-256, not argon2id. A memory-hard KDF
 * protects secrets people choose; this one is ~64 random bits (random-codes.ts), valid for 24 hours
 * and one sign-in, so a fast hash is as safe for it, and checking it costs microseconds. That keeps
 * every sign-in at exactly one argon2 verification, whether a recovery is pending or not: equal time
 * without paying a second argon2 run on every sign-in (docs/decisions/0026).
 */
const PREFIX = 'sha256:';

const digest = (password: string) => createHash('sha256').update(password, 'utf8').digest();

export function hashTemporaryPassword(password: string): string {
  return `${PREFIX}${digest(password).toString('base64url')}`;
}

/**
 * Whether `password` is the temporary password behind `stored`. With no stored hash it compares against
 * a value nothing matches, so both cases do the same work. A stored value of another format (argon2,
 * from before this change) matches nothing: its owner asks for a new recovery.
 */
export function temporaryPasswordMatches(stored: string | null, password: string): boolean {
  const expected =
    stored?.startsWith(PREFIX) === true ? Buffer.from(stored.slice(PREFIX.length), 'base64url') : null;
  const given = digest(password);
  // Always one constant-time comparison of full length; a missing or malformed hash compares to zeros.
  const target = expected?.length === given.length ? expected : Buffer.alloc(given.length);
  const equal = timingSafeEqual(given, target);
  return equal && target === expected;
}
