/**
 * Step 5 of the purchase pipeline (docs/decisions/0039): an attempt the provider settled settles its
 * subject: a confirmed purchase, or a refused one gives back everything step 3 took; a gift card
 * (docs/decisions/0041) is paid or canceled likewise. Each is one transaction whose first statement moves
 * the attempt out of `pending` only if it is still there, so the live request and the reconciler can
 * race over an attempt and exactly one of them settles it.
 */
import { paymentAttemptLifecycle } from '../payments/payment-attempt-lifecycle';
import { step } from '../lifecycle-sql';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import type { EmailLinks } from '../emails/rendered-email';
import { postOperatorEarning } from '../earnings/earnings-ledger.server';
import { markGiftCardPaid, releaseGiftCard } from '../giftcards/gift-card-settle.server';
import { PAYMENT_FAILED } from './purchase-lifecycle';
import { giveBack, givenBackFacts } from './give-back.server';
import { moveStatus } from './purchase-status-write.server';

/** Work done in the transaction that confirms a purchase (the confirmation e-mail). */
export type OnConfirmed = (tx: Tx, purchaseId: number, now: Date) => Promise<void>;

/**
 * What a confirmed purchase brings about, whichever way it was paid: the operator's payable posted to
 * its company's account (docs/decisions/0066-earnings-ledger.md) and the confirmation's own work. A referral
 * reward is not among them: it waits for the purchase's completion (docs/decisions/0042).
 */
export async function afterConfirmed(tx: Tx, purchaseId: number, now: Date, onConfirmed: OnConfirmed) {
  await postOperatorEarning(tx, purchaseId, now);
  await onConfirmed(tx, purchaseId, now);
}

export type Settlement = 'settled' | 'already-captured' | 'already-failed';

/** What settling a captured attempt does besides moving its subject (e-mails need the public links). */
export interface SettleHooks {
  onConfirmed: OnConfirmed;
  links: EmailLinks;
}

/** The attempt row's subject columns: exactly one is set (payment_attempts_subject_check). */
interface MovedAttempt {
  purchase_id: number | null;
  gift_card_id: number | null;
}

/** A capture whose subject cannot take it any more: the attempt counts as released, the caller refunds. */
async function refuseCapture(tx: Tx, attemptId: number, errorCode: string, now: Date): Promise<Settlement> {
  const failed = step(paymentAttemptLifecycle, 'failed', 'system', { from: ['captured'] });
  await queryRows(
    tx,
    sql`update payment_attempts set status = ${failed.to}, error_code = ${errorCode},
      updated_at = ${now} where id = ${attemptId} and status in (${failed.from})`,
  );
  return 'already-failed';
}

/**
 * The provider captured the attempt's money: the purchase is confirmed. Answers `already-failed` when the
 * attempt was released meanwhile (the reconciler gave up on it): the caller then refunds the charge, so
 * no money is ever kept without its booking.
 */
export async function confirmAttempt(
  db: Db,
  attemptId: number,
  providerReference: string,
  now: Date,
  hooks: SettleHooks,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const captured = step(paymentAttemptLifecycle, 'captured', 'provider');
    const [moved] = await queryRows<MovedAttempt>(
      tx,
      sql`update payment_attempts set status = ${captured.to}, provider_reference = ${providerReference},
        updated_at = ${now} where id = ${attemptId} and status in (${captured.from})
        returning purchase_id, gift_card_id`,
    );
    if (!moved) return settledAlready(tx, attemptId);
    if (moved.gift_card_id !== null) {
      const paid = await markGiftCardPaid(tx, moved.gift_card_id, now, hooks.links);
      return paid ? 'settled' : refuseCapture(tx, attemptId, 'GIFT_CARD_NOT_PENDING', now);
    }
    const purchaseId = moved.purchase_id!;
    const from = await moveStatus(tx, {
      purchaseId,
      to: 'confirmed',
      actor: 'system',
      now,
    });
    if (from === null) {
      // The purchase left `created` meanwhile (it cannot today: a cancellation waits for a pending
      // payment). The money must not be kept without its booking: the attempt counts as released and
      // the caller refunds the charge.
      return refuseCapture(tx, attemptId, 'PURCHASE_NOT_CREATED', now);
    }
    await afterConfirmed(tx, purchaseId, now, hooks.onConfirmed);
    return 'settled';
  });
}

async function settledAlready(tx: DbOrTx, attemptId: number): Promise<Settlement> {
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select status from payment_attempts where id = ${attemptId}`,
  );
  return row?.status === 'captured' ? 'already-captured' : 'already-failed';
}

/**
 * The provider refused, or never charged: the seats, the credit and the coupon go back and the purchase
 * is cancelled as a failed payment (a gift card is canceled and its coupon use given back). Answers
 * `already-captured` when the money was taken meanwhile (then the purchase stands).
 */
export async function releaseAttempt(
  db: Db,
  attemptId: number,
  errorCode: string,
  now: Date,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    // Only a pending attempt is released: one captured meanwhile stands.
    const failed = step(paymentAttemptLifecycle, 'failed', 'provider', { from: ['pending'] });
    const [moved] = await queryRows<MovedAttempt>(
      tx,
      sql`update payment_attempts set status = ${failed.to}, error_code = ${errorCode}, updated_at = ${now}
        where id = ${attemptId} and status in (${failed.from}) returning purchase_id, gift_card_id`,
    );
    if (!moved) return settledAlready(tx, attemptId);
    if (moved.gift_card_id !== null) await releaseGiftCard(tx, moved.gift_card_id);
    else await releasePurchase(tx, moved.purchase_id!, errorCode, now);
    return 'settled';
  });
}

/**
 * A failed or abandoned payment (decision 0047): the purchase was never a booking. It moves to the
 * internal `payment_failed` with the provider's or the pipeline's code as `ended_reason` (support and the
 * reconciler read it; no traveller-facing read shows the row), its voucher secret is dropped and it gives
 * back what it took. A purchase that left `created` already gave everything back then: nothing happens
 * twice.
 */
export async function releasePurchase(
  tx: DbOrTx,
  purchaseId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const from = await moveStatus(tx, {
    purchaseId,
    to: PAYMENT_FAILED,
    actor: 'system',
    reason,
    endedReason: reason,
    now,
  });
  if (from === null) return;
  await queryRows(tx, sql`update purchases set voucher_token = null where id = ${purchaseId}`);
  const facts = await givenBackFacts(tx, purchaseId);
  if (facts) await giveBack(tx, facts, now);
}
