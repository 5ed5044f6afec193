import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { referrals } from '../../db/schema/promotions';
import { isDeviceId } from './device-id';
import { findSelfReferral, markSelfReferral } from './self-referral.server';

/**
 * Links a new account to the person whose referral code brought it (docs/product.md § Audience; the
 * reward waits for a completed purchase paid with real money, docs/decisions/0042). The browser's
 * device id is kept with the referral; when the two sides already share a
 * mailbox or a device, the referral is a self-referral from the start. An unknown, deleted or malformed
 * code is ignored: a stale link must never block a sign-up. Returns the referrer's id.
 */
export async function attachReferral(
  tx: DbOrTx,
  newUserId: number,
  code: string | undefined,
  now: Date,
  deviceId?: string,
): Promise<number | null> {
  const device = isDeviceId(deviceId) ? deviceId : null;
  const trimmed = code?.trim().toUpperCase();
  if (!trimmed || !/^[A-Z0-9_-]{4,40}$/.test(trimmed)) return null;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, trimmed), isNull(users.deletedAt)));
  if (!referrer || referrer.id === newUserId) return null;
  await tx.update(users).set({ referredBy: referrer.id }).where(eq(users.id, newUserId));
  const [created] = await tx
    .insert(referrals)
    .values({
      referrerUserId: referrer.id,
      referredUserId: newUserId,
      code: trimmed,
      referredDeviceId: device,
      createdAt: now,
    })
    .onConflictDoNothing({ target: referrals.referredUserId })
    .returning({ id: referrals.id });
  if (created) {
    const reason = await findSelfReferral(tx, {
      referrerUserId: referrer.id,
      referredUserId: newUserId,
      referredDeviceId: device,
    });
    if (reason) await markSelfReferral(tx, created.id, reason, now);
  }
  return referrer.id;
}
