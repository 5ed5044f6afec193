import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { platformAccountId, postTransaction, walletAccountId } from '../wallet/ledger.server';
import { REFERRAL_REWARD_CENTS } from '../wallet/promotions';

/**
 * Refer-and-earn (spec § 1, § 9): when a referred account's purchase is confirmed, its referrer earns
 * 5 USD of credit, once ever. The referral row is locked and moves from pending to rewarded in the
 * purchase's confirming transaction, and the ledger posting is keyed by the referral: neither a second
 * purchase nor a replay can pay twice. A referrer whose account was deleted earns nothing.
 */
export async function rewardReferrer(
  tx: DbOrTx,
  referredUserId: number,
  purchaseId: number,
  now: Date,
): Promise<boolean> {
  const [referral] = await queryRows<{ id: number; referrer_user_id: number }>(
    tx,
    sql`select r.id, r.referrer_user_id from referrals r join users u on u.id = r.referrer_user_id
      where r.referred_user_id = ${referredUserId} and r.status = 'pending' and u.deleted_at is null
      for update of r`,
  );
  if (!referral) return false;
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
      description: 'Referral reward',
      entries: [
        { accountId: expense, amountCents: -REFERRAL_REWARD_CENTS },
        { accountId: wallet, amountCents: REFERRAL_REWARD_CENTS },
      ],
    },
    now,
  );
  await queryRows(
    tx,
    sql`update referrals set status = 'rewarded', reward_cents = ${REFERRAL_REWARD_CENTS},
      rewarded_purchase_id = ${purchaseId}, rewarded_at = ${now} where id = ${referral.id}`,
  );
  return posted;
}
