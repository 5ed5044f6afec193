/**
 * Step 5 of the purchase pipeline (docs/decisions/0039): an attempt the provider settled becomes a
 * confirmed purchase, or a refused one gives back everything step 3 took. Each is one transaction whose
 * first statement moves the attempt out of `pending` only if it is still there, so the live request and
 * the reconciler can race over an attempt and exactly one of them settles it.
 */
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import { rewardReferrer } from '../referrals/referral-reward.server';
import { releaseSeats } from './seats.server';
import { returnWalletCredit } from './wallet-spend.server';

/** Work done in the transaction that confirms a purchase (the confirmation e-mail). */
export type OnConfirmed = (tx: Tx, purchaseId: number, now: Date) => Promise<void>;

interface PurchaseRow {
  user_id: number;
  experience_id: number;
  company_id: number;
  booking_date: string;
  booking_hour: string;
  total_participants: number;
  wallet_discount_cents: number;
  status: string;
}

async function purchaseRow(tx: DbOrTx, purchaseId: number): Promise<PurchaseRow> {
  const [row] = await queryRows<PurchaseRow>(
    tx,
    sql`select user_id, experience_id, company_id, booking_date::text, to_char(booking_hour, 'HH24:MI') as booking_hour,
      total_participants, wallet_discount_cents, status from purchases where id = ${purchaseId} for update`,
  );
  if (!row) throw new Error(`purchase ${purchaseId} is missing`);
  return row;
}

async function recordStatus(
  tx: DbOrTx,
  purchaseId: number,
  from: string,
  to: string,
  reason: string | null,
  now: Date,
) {
  await queryRows(
    tx,
    sql`insert into purchase_status_history (purchase_id, from_status, to_status, actor, reason, created_at)
      values (${purchaseId}, ${from}::purchase_status, ${to}::purchase_status, 'system', ${reason}, ${now})`,
  );
}

/** What a confirmed purchase brings about, whichever way it was paid. */
export async function afterConfirmed(
  tx: Tx,
  purchaseId: number,
  userId: number,
  now: Date,
  onConfirmed: OnConfirmed,
) {
  await rewardReferrer(tx, userId, purchaseId, now);
  await onConfirmed(tx, purchaseId, now);
}

export type Settlement = 'settled' | 'already-captured' | 'already-failed';

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
  onConfirmed: OnConfirmed,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [moved] = await queryRows<{ purchase_id: number }>(
      tx,
      sql`update payment_attempts set status = 'captured', provider_reference = ${providerReference},
        updated_at = ${now} where id = ${attemptId} and status = 'pending' returning purchase_id`,
    );
    if (!moved) return settledAlready(tx, attemptId);
    const purchase = await purchaseRow(tx, moved.purchase_id);
    await queryRows(
      tx,
      sql`update purchases set status = 'confirmed', updated_at = ${now} where id = ${moved.purchase_id}`,
    );
    await recordStatus(tx, moved.purchase_id, purchase.status, 'confirmed', null, now);
    await afterConfirmed(tx, moved.purchase_id, purchase.user_id, now, onConfirmed);
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
 * is cancelled as a failed payment. Answers `already-captured` when the money was taken meanwhile (then
 * the purchase stands).
 */
export async function releaseAttempt(
  db: Db,
  attemptId: number,
  errorCode: string,
  now: Date,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [moved] = await queryRows<{ purchase_id: number }>(
      tx,
      sql`update payment_attempts set status = 'failed', error_code = ${errorCode}, updated_at = ${now}
        where id = ${attemptId} and status = 'pending' returning purchase_id`,
    );
    if (!moved) return settledAlready(tx, attemptId);
    await releasePurchase(tx, moved.purchase_id, 'payment_failed', now);
    return 'settled';
  });
}

/** Gives back what a purchase took and cancels it (a failed payment here; cancellations in issue 17). */
export async function releasePurchase(
  tx: DbOrTx,
  purchaseId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const purchase = await purchaseRow(tx, purchaseId);
  await releaseSeats(
    tx,
    {
      experienceId: purchase.experience_id,
      companyId: purchase.company_id,
      date: purchase.booking_date,
      hour: purchase.booking_hour,
    },
    purchase.total_participants,
  );
  if (purchase.wallet_discount_cents > 0) {
    await returnWalletCredit(tx, purchase.user_id, purchaseId, purchase.wallet_discount_cents, now);
  }
  // The use never happened: the traveller may use the coupon again.
  await queryRows(tx, sql`delete from coupon_uses where purchase_id = ${purchaseId}`);
  await queryRows(
    tx,
    sql`update purchases set status = 'canceled_by_administration', canceled_at = ${now}, updated_at = ${now}
      where id = ${purchaseId}`,
  );
  await recordStatus(tx, purchaseId, purchase.status, 'canceled_by_administration', reason, now);
}
