/**
 * The one way a money call runs under an Idempotency-Key (docs/decisions/0039): claim the key (or answer
 * what the first request under it answered), run the command, and store its answer for every replay. A
 * command that throws changed nothing (bad input, a spent captcha, seats gone before any money moved), so
 * its key is freed and the same click may be retried once the cause is fixed. An answer that is not final
 * yet (the payment's outcome is unknown) is left for the reconciler, which stores it once settled.
 */
import type { Db } from '../../db/client';
import {
  claimKey,
  completeKey,
  type KeySubject,
  linkKeyToSubject,
  releaseKey,
  requestFingerprint,
  type StoredAnswer,
} from './idempotency.server';

export interface KeyedCommand<T> {
  /**
   * Does the work. `link` notes what it placed (a purchase, a gift card) as soon as it exists, so the
   * reconciler can answer the key's replays if this request never finishes.
   */
  run(link: (subject: KeySubject) => Promise<void>): Promise<T>;
  /** The answer of what `run` did, and whether it is final (stored for replays now). */
  answer(
    result: T,
  ): Promise<{ answer: StoredAnswer; final: boolean }> | { answer: StoredAnswer; final: boolean };
}

export type KeyedOutcome<T> =
  { kind: 'replay'; answer: StoredAnswer } | { kind: 'ran'; answer: StoredAnswer; result: T };

export interface KeyStore {
  db: Db;
  clock: () => Date;
}

/**
 * Runs `command` once per `key` in `scope` for this `request` (its fingerprint tells a replay from another
 * request under the same key: 422). Without a key (an optional one left out) the command just runs.
 */
export async function withIdempotency<T>(
  store: KeyStore,
  scope: string,
  key: string | undefined,
  request: unknown,
  command: KeyedCommand<T>,
): Promise<KeyedOutcome<T>> {
  const { db, clock } = store;
  if (key === undefined) {
    const result = await command.run(async () => undefined);
    const { answer } = await command.answer(result);
    return { kind: 'ran', answer, result };
  }
  const claim = await claimKey(db, scope, key, requestFingerprint(request), clock());
  if (claim.kind === 'replay') return claim;
  let result: T;
  try {
    result = await command.run((subject) => linkKeyToSubject(db, scope, key, subject));
  } catch (error) {
    await releaseKey(db, scope, key);
    throw error;
  }
  const { answer, final } = await command.answer(result);
  if (final) await completeKey(db, scope, key, answer, clock());
  return { kind: 'ran', answer, result };
}
