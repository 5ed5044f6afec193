/**
 * Step 6 of the purchase pipeline (docs/decisions/0039): attempts left pending by a crash or a provider
 * that did not answer are settled from the provider's own record of their key. Afterwards no purchase or
 * gift card is charged but unbooked, and none is booked but unpaid; the requests that placed them get
 * their answer stored for replays.
 */
import { type ChargeDeps, pendingAttempts, settleFromProvider } from './charge-attempt.server';
import { completeKeysOfSubject, type StoredAnswer } from './idempotency.server';

/** Long enough that no live request is still talking to the provider about the attempt. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

export interface ReconcileDeps extends ChargeDeps {
  /** The answer a replay of the purchase's request gets, once it is settled. */
  answerFor(purchaseId: number): Promise<StoredAnswer>;
  /** The answer a replay of the gift card's request gets, once it is settled. */
  giftCardAnswerFor(giftCardId: number): Promise<StoredAnswer>;
}

export interface ReconcileReport {
  settled: number;
  stillPending: number;
}

export async function reconcilePayments(
  deps: ReconcileDeps,
  olderThanMs: number = RECONCILE_AFTER_MS,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { settled: 0, stillPending: 0 };
  for (const attempt of await pendingAttempts(deps.db, deps.clock(), olderThanMs)) {
    const outcome = await settleFromProvider(deps, attempt);
    if (outcome.kind === 'unknown') {
      report.stillPending++;
      continue;
    }
    report.settled++;
    const giftCardId = attempt.giftCardId ?? null;
    if (giftCardId !== null) {
      const answer = await deps.giftCardAnswerFor(giftCardId);
      await completeKeysOfSubject(deps.db, { gift_card_id: giftCardId }, answer, deps.clock());
    } else if (attempt.purchaseId !== null) {
      const answer = await deps.answerFor(attempt.purchaseId);
      await completeKeysOfSubject(deps.db, { purchase_id: attempt.purchaseId }, answer, deps.clock());
    }
  }
  return report;
}
