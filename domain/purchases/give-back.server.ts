/**
 * What a purchase that will not happen gives back (decision 0040): its seats to the departure, the wallet
 * credit it spent to the traveller's wallet, the coupon use to the traveller, a referral reward it earned
 * (decision 0042), the operator's payable it posted (docs/decisions/0066-earnings-ledger.md). Shared by the failed
 * payment (settle-purchase.server.ts) and the cancellations (cancel-purchase.server.ts); the caller has
 * just moved the purchase out of a seat-holding status by a conditional update, so this runs once per
 * purchase, and the wallet posting is keyed by the purchase besides (a replay posts nothing).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { reverseAllOperatorEarning } from '../earnings/earnings-ledger.server';
import { reverseReferralReward } from '../referrals/referral-reversal.server';
import { releaseSeats } from './seats.server';
import { returnWalletCredit } from './wallet-spend.server';

export interface GivenBackPurchase {
  id: number;
  userId: number;
  experienceId: number;
  companyId: number;
  /** yyyy-MM-dd and HH:mm, on the experience's clock. */
  bookingDate: string;
  bookingHour: string;
  totalParticipants: number;
  walletDiscountCents: number;
}

/** The purchase's facts the give-back needs, read in the caller's transaction. */
export async function givenBackFacts(tx: DbOrTx, purchaseId: number): Promise<GivenBackPurchase | null> {
  const [row] = await queryRows<GivenBackPurchase>(
    tx,
    sql`select id, user_id as "userId", experience_id as "experienceId", company_id as "companyId",
        booking_date::text as "bookingDate", to_char(booking_hour, 'HH24:MI') as "bookingHour",
        total_participants as "totalParticipants", wallet_discount_cents as "walletDiscountCents"
      from purchases where id = ${purchaseId}`,
  );
  return row ?? null;
}

/**
 * Gives everything back; answers the wallet cents returned now (0 when none, or returned before). In the
 * placing transaction's order (the wallet, the coupon's counters, the departure last), so a purchase
 * being placed and one being given back never wait for each other's locks in a circle.
 */
export async function giveBack(tx: DbOrTx, purchase: GivenBackPurchase, now: Date): Promise<number> {
  const wallet = purchase.walletDiscountCents;
  const returned = wallet > 0 && (await returnWalletCredit(tx, purchase.userId, purchase.id, wallet, now));
  // The booking never happened: the traveller may use the coupon again (its counters go down with it).
  await queryRows(tx, sql`delete from coupon_uses where purchase_id = ${purchase.id}`);
  await releaseSeats(
    tx,
    {
      experienceId: purchase.experienceId,
      companyId: purchase.companyId,
      date: purchase.bookingDate,
      hour: purchase.bookingHour,
    },
    purchase.totalParticipants,
  );
  // A referral reward it earned goes back (docs/decisions/0042).
  await reverseReferralReward(tx, purchase.id, now);
  // All its price is refunded: so is the operator's payable, if it was earned (docs/decisions/0064).
  await reverseAllOperatorEarning(tx, purchase.id, now);
  return returned ? wallet : 0;
}
