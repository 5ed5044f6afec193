/**
 * Refer-and-earn (docs/decisions/0042): the referrer earns the referral reward (5 USD unless the back office
 * set another amount, docs/decisions/0075-admin-promotions) of credit, once ever, when a purchase
 * of the referred account that was paid at least REFERRAL_MIN_PAID_CENTS by card or PayPal is
 * completed; never at confirmation, when it could still be cancelled. The purchases' job calls
 * `rewardCompletedPurchases` in the transaction that completes them. The referral row is locked and
 * moves out of pending by that transaction, and the ledger posting is keyed by the referral: neither a
 * second purchase, a second process nor a replay can pay twice. A referral whose two sides share an
 * e-mail mailbox, a device or a card is marked a self-referral and earns nothing. A referrer whose
 * account was deleted earns nothing.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { platformAccountId, postTransaction, walletAccountId } from '../wallet/ledger.server';
import { promotionCents } from '../promotions/promotion-settings.server';
import { earnsReferralReward } from './referral-rules';
import { findSelfReferral, markSelfReferral } from './self-referral.server';

export type RewardOutcome = 'rewarded' | 'self_referral' | 'none';

interface LockedReferral {
  id: number;
  referrer_user_id: number;
  referred_user_id: number;
  referred_device_id: string | null;
}

/**
 * Pays the pending referral of `referredUserId` for `purchaseId`, unless it is a self-referral (then
 * marked so). The caller decided the purchase earns it (`earnsReferralReward`).
 */
export async function rewardReferrer(
  tx: DbOrTx,
  referredUserId: number,
  purchaseId: number,
  now: Date,
): Promise<RewardOutcome> {
  const [referral] = await queryRows<LockedReferral>(
    tx,
    sql`select r.id, r.referrer_user_id, r.referred_user_id, r.referred_device_id
      from referrals r join users u on u.id = r.referrer_user_id
      where r.referred_user_id = ${referredUserId} and r.status = 'pending' and u.deleted_at is null
      for update of r`,
  );
  if (!referral) return 'none';
  // The reward as the settings say now (docs/decisions/0075-admin-promotions); switched off, the referral
  // stays pending and earns nothing from this purchase.
  const rewardCents = await promotionCents(tx, 'referral_reward');
  if (rewardCents <= 0) return 'none';
  const reason = await findSelfReferral(tx, {
    referrerUserId: referral.referrer_user_id,
    referredUserId: referral.referred_user_id,
    referredDeviceId: referral.referred_device_id,
  });
  if (reason) {
    await markSelfReferral(tx, referral.id, reason, now);
    return 'self_referral';
  }
  const [expense, wallet] = [
    await platformAccountId(tx, 'referral_expense'),
    await walletAccountId(tx, referral.referrer_user_id),
  ];
  const posted = await postTransaction(
    tx,
    {
      kind: 'referral_reward',
      referenceType: 'referral',
      referenceId: String(referral.id),
      description: `Referral reward for purchase ${purchaseId}`,
      entries: [
        { accountId: expense, amountCents: -rewardCents },
        { accountId: wallet, amountCents: rewardCents },
      ],
    },
    now,
  );
  await queryRows(
    tx,
    sql`update referrals set status = 'rewarded', reward_cents = ${rewardCents},
      rewarded_purchase_id = ${purchaseId}, rewarded_at = ${now} where id = ${referral.id}`,
  );
  return posted ? 'rewarded' : 'none';
}

/**
 * The rewards earned by purchases the job has just completed (in its transaction): each purchase of a
 * referred account with a pending referral that meets the rule. Answers the rewards paid.
 */
export async function rewardCompletedPurchases(
  tx: DbOrTx,
  purchaseIds: number[],
  now: Date,
): Promise<number> {
  if (purchaseIds.length === 0) return 0;
  const ids = sql.join(
    purchaseIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const candidates = await queryRows<{ id: number; user_id: number; status: string; captured_cents: number }>(
    tx,
    sql`select p.id, p.user_id, p.status::text as status,
        coalesce((select sum(a.amount_cents) from payment_attempts a
          where a.purchase_id = p.id and a.status = 'captured' and a.method in ('card', 'paypal')), 0)::int
          as captured_cents
      from purchases p
      where p.id in (${ids})
        and exists (select 1 from referrals r where r.referred_user_id = p.user_id and r.status = 'pending')
      order by p.id`,
  );
  let paid = 0;
  for (const purchase of candidates) {
    if (!earnsReferralReward({ status: purchase.status, capturedCents: purchase.captured_cents })) continue;
    if ((await rewardReferrer(tx, purchase.user_id, purchase.id, now)) === 'rewarded') paid += 1;
  }
  return paid;
}
