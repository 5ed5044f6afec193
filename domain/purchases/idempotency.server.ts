/**
 * Idempotency-Key for money calls (docs/decisions/0039): the first request under a
 * key claims it; a replay with the same body answers the first answer, with another body 422. The claim
 * is a row in `idempotency_keys`, so every process sees it.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/platform';
import { AppError } from '../errors';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Claim =
  /** This request owns the key: run it, then `completeKey` (or `releaseKey` if nothing happened). */
  | { kind: 'claimed' }
  /** A finished request under the key: answer this. */
  | { kind: 'replay'; answer: StoredAnswer };

/** Keys are opaque client strings (a UUID in our apps); bounded so they cannot bloat the table. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** How long a replay waits for the first request under its key before answering 409. */
const WAIT_MS = 8000;
const POLL_MS = 25;

/**
 * A fingerprint of a request body, to tell a replay from another request under the same key. Object keys
 * are sorted, so the same body serialised in another order is the same request; the captcha token is
 * left out, since a retry may carry a fresh one.
 */
export function requestFingerprint(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key, entry]) => key !== 'captcha_token' && entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims `key` in `scope` (the paying user), or answers what a finished request under it answered. A
 * request still running under the key is waited for a few seconds, so concurrent retries of one click
 * all get its answer; after that 409 PURCHASE_IN_PROGRESS.
 */
export async function claimKey(
  db: Db,
  scope: string,
  key: string,
  fingerprint: string,
  now: Date,
): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: fingerprint, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 1) return { kind: 'claimed' };
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    // Released between the two statements: claim again.
    if (!row) continue;
    if (row.requestHash !== fingerprint) {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'payment.idempotencyKeyReused');
    }
    if (row.completedAt && row.responseStatus !== null) {
      return { kind: 'replay', answer: { status: row.responseStatus, body: row.responseBody } };
    }
    if (Date.now() >= deadline) throw new AppError(409, 'PURCHASE_IN_PROGRESS', 'payment.purchaseInProgress');
    await sleep(POLL_MS);
  }
}

/** The row of a key whose request has not finished yet (a finished answer is never changed). */
function unfinished(scope: string, key: string) {
  return and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
    isNull(idempotencyKeys.completedAt),
  );
}

/** Stores the answer of the request that claimed the key: every later replay gets it. */
export async function completeKey(
  db: DbOrTx,
  scope: string,
  key: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body, completedAt: now })
    .where(unfinished(scope, key));
}

/**
 * Frees a key whose request changed nothing (bad input, a spent captcha, seats gone before any money
 * moved), so the client may retry it once the cause is fixed.
 */
export async function releaseKey(db: DbOrTx, scope: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(unfinished(scope, key));
}

/** What a request under a key placed: the reconciler finds the key again by it. */
export type KeySubject = { purchase_id: number } | { gift_card_id: number };

/**
 * Notes which purchase (or gift card) the request under a key placed, so that if the request never
 * finishes (the process stopped, the provider did not answer) the reconciler can store the answer for
 * its replays.
 */
export async function linkKeyToSubject(
  db: DbOrTx,
  scope: string,
  key: string,
  subject: KeySubject,
): Promise<void> {
  await db.update(idempotencyKeys).set({ responseBody: subject }).where(unfinished(scope, key));
}

export async function linkKeyToPurchase(
  db: DbOrTx,
  scope: string,
  key: string,
  purchaseId: number,
): Promise<void> {
  await linkKeyToSubject(db, scope, key, { purchase_id: purchaseId });
}

/** Stores the answer of every unfinished request that placed this subject (the reconciler's part). */
export async function completeKeysOfSubject(
  db: DbOrTx,
  subject: KeySubject,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  const [field, id] = Object.entries(subject)[0] as [string, number];
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body, completedAt: now })
    .where(
      and(
        isNull(idempotencyKeys.completedAt),
        sql`${idempotencyKeys.responseBody} ->> ${field} = ${String(id)}`,
      ),
    );
}
