import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { referrals } from '../../db/schema/promotions';

/**
 * Links a new account to the person whose referral code brought it (docs/product.md § Audience: the referrer
 * earns 5 USD at the referred account's first purchase, posted later by the purchase flow). An unknown,
 * deleted or malformed code is ignored: a stale link must never block a sign-up. Returns the referrer's id.
 */
export async function attachReferral(
  tx: DbOrTx,
  newUserId: number,
  code: string | undefined,
  now: Date,
): Promise<number | null> {
  const trimmed = code?.trim().toUpperCase();
  if (!trimmed || !/^[A-Z0-9_-]{4,40}$/.test(trimmed)) return null;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, trimmed), isNull(users.deletedAt)));
  if (!referrer || referrer.id === newUserId) return null;
  await tx.update(users).set({ referredBy: referrer.id }).where(eq(users.id, newUserId));
  await tx
    .insert(referrals)
    .values({ referrerUserId: referrer.id, referredUserId: newUserId, code: trimmed, createdAt: now })
    .onConflictDoNothing({ target: referrals.referredUserId });
  return referrer.id;
}
