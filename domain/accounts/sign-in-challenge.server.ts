import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authChallenges } from '../../db/schema/security';
import { AppError } from '../errors';
import { CHALLENGE_TTL_MS } from './abuse-limits';

/** What the client receives and solves (ALTCHA's challenge JSON). */
export interface SignInChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const payloadSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().max(200),
  number: z.number().int().min(0),
  salt: z.string().max(500),
  signature: z.string().max(200),
});

/**
 * Issues a proof-of-work challenge for one scope (a sign-in: the account's hashed e-mail; a purchase:
 * domain/captcha). Stored until it is spent or expires, so any process can verify it and none twice.
 */
export async function issueChallenge(
  db: Db,
  scope: string,
  maxNumber: number,
  now: Date,
  ttlMs: number = CHALLENGE_TTL_MS,
): Promise<SignInChallenge> {
  const hmacKey = randomBytes(32).toString('base64url');
  const challenge = await createChallenge({ hmacKey, maxNumber, algorithm: 'SHA-256' });
  await db.insert(authChallenges).values({
    challenge: challenge.challenge,
    hmacKey,
    scope,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return { ...challenge, maxnumber: challenge.maxnumber ?? maxNumber };
}

function parsePayload(encoded: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * Spends a solved challenge: true once for a correct solution of an unexpired challenge issued for this
 * scope. The row is deleted before the check (one statement), so a replay, even a concurrent one in
 * another process, finds nothing.
 */
export async function spendChallenge(db: Db, scope: string, encoded: string, now: Date): Promise<boolean> {
  const payload = parsePayload(encoded);
  if (!payload) return false;
  const [row] = await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.challenge, payload.challenge), eq(authChallenges.scope, scope)))
    .returning({ hmacKey: authChallenges.hmacKey, expiresAt: authChallenges.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
  // Expiry is checked above against the app's clock; the library would read the system clock.
  return verifySolution(payload, row.hmacKey, false);
}

/** 428: the sign-in must be sent again with `altcha`, the solution of this challenge. */
export const challengeRequired = (challenge: SignInChallenge) =>
  new AppError(428, 'CHALLENGE_REQUIRED', 'signInForm.errors.challengeRequired', {}, { challenge });
