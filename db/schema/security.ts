import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Abuse counters shared by every process on the database (docs/decisions/0026): one fixed window per
 * key. The key is a SHA-256 of "limit name + subject" (an address, an e-mail, a user id), so the table
 * holds no e-mail or address in clear. Rows whose window has ended are deleted by a periodic sweep.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/**
 * Proof-of-work challenges issued to sign-ins under attack (ALTCHA, docs/decisions/0026). A row exists
 * from issue until its first verification (deleted then, so a solution works once) or its expiry. Each
 * challenge carries its own HMAC key, so no process-wide secret has to be shared between processes.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    challenge: text('challenge').primaryKey(),
    hmacKey: text('hmac_key').notNull(),
    /** What the challenge may be spent on (the hashed e-mail of the sign-in it was issued for). */
    scope: text('scope').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
);
