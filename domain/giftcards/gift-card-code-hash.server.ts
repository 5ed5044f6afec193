import { createHash } from 'node:crypto';

/**
 * What the database keeps of a redeem code: SHA-256 of its normalised form. With 80 random bits a code
 * cannot be guessed back from its hash, and redemption looks the hash up (one unique index).
 */
export function giftCardCodeHash(normalizedCode: string): string {
  return createHash('sha256').update(normalizedCode).digest('hex');
}
