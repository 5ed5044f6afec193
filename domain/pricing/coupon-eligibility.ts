/**
 * Whether a stored coupon may be used at all (validate-coupon, docs/product.md § Coupons and gift card
 * amounts): active and within its validity dates, uses left in total and for this traveller, and meant
 * for this experience and affiliate. The price rules come later, in the quote (coupon.ts).
 */
import type { CouponErrorReason } from '../booking/booking-errors';

export interface CouponRecord {
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  /** null: unlimited. */
  maxUses: number | null;
  maxUsesPerUser: number;
  /** Set: only bookings arriving with this affiliate code may use it. */
  affiliateCode: string | null;
  /** Empty: every experience. */
  experienceIds: readonly number[];
}

export interface CouponUseContext {
  experienceId: number;
  affiliateCode: string | null;
  usesTotal: number;
  /** null for a visitor not signed in: checked again at payment, when the buyer is known. */
  usesByUser: number | null;
  now: Date;
}

/**
 * The first reason the coupon cannot be used, or null. A coupon not yet valid, or switched off, reads
 * as not found; one used up by everybody reads as expired: the traveller can do nothing about either.
 */
export function couponRefusal(
  coupon: CouponRecord | null,
  context: CouponUseContext,
): CouponErrorReason | null {
  if (!coupon || !coupon.isActive) return 'COUPON_NOT_FOUND';
  const now = context.now.getTime();
  if (coupon.validFrom && now < coupon.validFrom.getTime()) return 'COUPON_NOT_FOUND';
  if (coupon.validUntil && now > coupon.validUntil.getTime()) return 'COUPON_EXPIRED';
  if (coupon.maxUses !== null && context.usesTotal >= coupon.maxUses) return 'COUPON_EXPIRED';
  if (context.usesByUser !== null && context.usesByUser >= coupon.maxUsesPerUser) {
    return 'COUPON_MAX_USES_BY_USER';
  }
  if (
    coupon.affiliateCode !== null &&
    coupon.affiliateCode.toLowerCase() !== context.affiliateCode?.toLowerCase()
  ) {
    return 'COUPON_NOT_VALID_FOR_AFFILIATE';
  }
  if (coupon.experienceIds.length > 0 && !coupon.experienceIds.includes(context.experienceId)) {
    return 'COUPON_NOT_VALID_FOR_PRODUCT';
  }
  return null;
}
