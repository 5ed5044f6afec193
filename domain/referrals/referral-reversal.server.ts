/**
 * A referral reward given back (docs/decisions/0042): when the purchase that earned it is refunded
 * after all, the reward leaves the referrer's wallet through the ledger (`referral_reward_reversal`,
 * keyed by the referral) and the referral is `reversed` for good. A wallet never goes below zero: what
 * the referrer already spent of it stays spent (the platform's loss), and the referral records what was
 * taken back. Rewards are granted at completion and nothing refunds a completed purchase today, so
 * this reaches the rewards granted at confirmation before decision 0042 and any refund path added later.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import {
  platformAccountId,
  postTransaction,
  walletAccountId,
  walletBalanceCents,
} from '../wallet/ledger.server';

/** Reverses the reward `purchaseId` earned, if any; answers the cents taken back. */
export async function reverseReferralReward(tx: DbOrTx, purchaseId: number, now: Date): Promise<number> {
  const [referral] = await queryRows<{ id: number; referrer_user_id: number; reward_cents: number }>(
    tx,
    sql`update referrals set status = 'reversed', closed_at = ${now}
      where rewarded_purchase_id = ${purchaseId} and status = 'rewarded'
      returning id, referrer_user_id, reward_cents`,
  );
  if (!referral) return 0;
  // The wallet is locked before its balance is read, as spending it does (wallet-spend.server.ts).
  const wallet = await walletAccountId(tx, referral.referrer_user_id);
  await queryRows(tx, sql`select id from ledger_accounts where id = ${wallet} for update`);
  const balance = await walletBalanceCents(tx, referral.referrer_user_id);
  const taken = Math.max(0, Math.min(referral.reward_cents, balance));
  if (taken > 0) {
    await postTransaction(
      tx,
      {
        kind: 'referral_reward_reversal',
        referenceType: 'referral',
        referenceId: String(referral.id),
        description: `Referral reward reversed: purchase ${purchaseId} refunded`,
        entries: [
          { accountId: wallet, amountCents: -taken },
          { accountId: await platformAccountId(tx, 'referral_expense'), amountCents: taken },
        ],
      },
      now,
    );
  }
  await queryRows(tx, sql`update referrals set reversed_cents = ${taken} where id = ${referral.id}`);
  return taken;
}
