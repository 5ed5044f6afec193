/**
 * Recording a coupon's use (docs/decisions/0045), in the transaction that places the purchase or the gift
 * card, before anything is charged. The limits are the database's: the row's triggers count the use for
 * the traveller and for the coupon, each by a conditional update of a counter row, and refuse it past
 * `max_uses_per_user` or `max_uses` however many requests (or servers) record uses at once. A refusal
 * becomes the coupon's answer and rolls the whole placement back: no seat, no credit, no charge.
 */
import type { DbOrTx } from '../../db/client';
import { couponUses } from '../../db/schema/promotions';
import { violatedConstraint } from '../../db/violated-constraint';
import { couponRefused } from '../booking/booking-errors';

export interface CouponUseRow {
  couponId: number;
  userId: number;
  /** The purchase or the gift card the coupon discounted (one of them). */
  purchaseId?: number;
  giftCardId?: number;
  discountCents: number;
  now: Date;
}

/** The triggers' names for the two limits (db/migrations, `coupon_uses_claim`) and what each answers. */
const LIMITS = {
  coupon_uses_max_uses_per_user: 'COUPON_MAX_USES_BY_USER',
  coupon_uses_max_uses: 'COUPON_EXPIRED',
} as const;

export async function recordCouponUse(tx: DbOrTx, use: CouponUseRow): Promise<void> {
  try {
    await tx.insert(couponUses).values({
      couponId: use.couponId,
      userId: use.userId,
      purchaseId: use.purchaseId ?? null,
      giftCardId: use.giftCardId ?? null,
      discountCents: use.discountCents,
      createdAt: use.now,
    });
  } catch (error) {
    const limit = violatedConstraint(error, '23514');
    if (limit && limit in LIMITS) throw couponRefused(LIMITS[limit as keyof typeof LIMITS]);
    throw error;
  }
}
