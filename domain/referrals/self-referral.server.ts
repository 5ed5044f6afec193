import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { type ReferralSide, type SelfReferralReason, selfReferralReason } from './referral-rules';

/**
 * One side of a referral as the database knows it (docs/decisions/0042): the account's e-mail, the
 * browsers it was used on (and, for the referred side, the one it signed up on), and the keyed
 * fingerprints of every card it tried to pay with, for bookings or gift cards.
 */
async function sideOf(tx: DbOrTx, userId: number, extraDeviceId: string | null): Promise<ReferralSide> {
  const [user] = await queryRows<{ email: string }>(tx, sql`select email from users where id = ${userId}`);
  const devices = await queryRows<{ device_id: string }>(
    tx,
    sql`select device_id from user_devices where user_id = ${userId}`,
  );
  const cards = await queryRows<{ card_fingerprint: string }>(
    tx,
    sql`select distinct card_fingerprint from payment_attempts
      where user_id = ${userId} and card_fingerprint is not null`,
  );
  const deviceIds = devices.map((row) => row.device_id);
  if (extraDeviceId) deviceIds.push(extraDeviceId);
  return {
    email: user?.email ?? '',
    deviceIds,
    cardFingerprints: cards.map((row) => row.card_fingerprint),
  };
}

/** Why a referral's two accounts are the same person, or null. */
export async function findSelfReferral(
  tx: DbOrTx,
  referral: { referrerUserId: number; referredUserId: number; referredDeviceId: string | null },
): Promise<SelfReferralReason | null> {
  return selfReferralReason(
    await sideOf(tx, referral.referrerUserId, null),
    await sideOf(tx, referral.referredUserId, referral.referredDeviceId),
  );
}

/** Marks a pending referral as a self-referral with its reason: it will never earn anything. */
export async function markSelfReferral(
  tx: DbOrTx,
  referralId: number,
  reason: SelfReferralReason,
  now: Date,
): Promise<void> {
  await queryRows(
    tx,
    sql`update referrals set status = 'self_referral', self_referral_reason = ${reason}, closed_at = ${now}
      where id = ${referralId} and status = 'pending'`,
  );
}
