/**
 * Whether a stored coupon may be used at all (validate-coupon, docs/product.md § Coupons and gift card
 * amounts): active and within its validity dates, meant for what is bought, uses left for this traveller
 * and in total, and meant for this experience (or its company or country) and affiliate. The price rules come later, in the quote
 * (coupon.ts).
 */
import type { CouponErrorReason } from '../booking/booking-errors';

/**
 * What a coupon discounts (docs/decisions/0041): `gift_card` coupons only gift cards, every other kind
 * (`promotion`, `affiliate`) only bookings. A code used where its kind does not apply reads as unknown.
 */
export type CouponUse = 'booking' | 'gift_card';

export type CouponKind = 'promotion' | 'affiliate' | 'gift_card';

export interface CouponRecord {
  kind: CouponKind;
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
  /** Empty: experiences of every company (docs/decisions/0075-admin-promotions). */
  companyIds: readonly number[];
  /** Empty: experiences in every country. */
  countryIds: readonly number[];
}

export interface CouponUseContext {
  experienceId: number;
  /** The experience's company and country; null where nothing is an experience (a gift card). */
  companyId: number | null;
  countryId: number | null;
  affiliateCode: string | null;
  usesTotal: number;
  /** null for a visitor not signed in: checked again at payment, when the buyer is known. */
  usesByUser: number | null;
  now: Date;
  use: CouponUse;
}

/** An empty list allows anything; a listed one only its members (nothing when there is no value). */
const listed = (ids: readonly number[], id: number | null) =>
  ids.length === 0 || (id !== null && ids.includes(id));

export const couponAppliesTo = (kind: CouponKind, use: CouponUse) =>
  use === 'gift_card' ? kind === 'gift_card' : kind !== 'gift_card';

/**
 * The first reason the coupon cannot be used, or null. A coupon switched off or not yet valid reads as
 * not found; an expired one is expired whatever else would refuse it, even where its kind does not apply
 * (docs/decisions/0045); one used up by everybody reads as expired too: the traveller can do nothing about
 * either. The traveller's own limit is named before the coupon's, in the order the database counts them
 * when a use is recorded (coupon-use.server.ts).
 */
export function couponRefusal(
  coupon: CouponRecord | null,
  context: CouponUseContext,
): CouponErrorReason | null {
  if (!coupon || !coupon.isActive) return 'COUPON_NOT_FOUND';
  const now = context.now.getTime();
  if (coupon.validUntil && now > coupon.validUntil.getTime()) return 'COUPON_EXPIRED';
  if (coupon.validFrom && now < coupon.validFrom.getTime()) return 'COUPON_NOT_FOUND';
  if (!couponAppliesTo(coupon.kind, context.use)) return 'COUPON_NOT_FOUND';
  if (context.usesByUser !== null && context.usesByUser >= coupon.maxUsesPerUser) {
    return 'COUPON_MAX_USES_BY_USER';
  }
  if (coupon.maxUses !== null && context.usesTotal >= coupon.maxUses) return 'COUPON_EXPIRED';
  if (
    coupon.affiliateCode !== null &&
    coupon.affiliateCode.toLowerCase() !== context.affiliateCode?.toLowerCase()
  ) {
    return 'COUPON_NOT_VALID_FOR_AFFILIATE';
  }
  if (coupon.experienceIds.length > 0 && !coupon.experienceIds.includes(context.experienceId)) {
    return 'COUPON_NOT_VALID_FOR_PRODUCT';
  }
  if (!listed(coupon.companyIds, context.companyId) || !listed(coupon.countryIds, context.countryId)) {
    return 'COUPON_NOT_VALID_FOR_PRODUCT';
  }
  return null;
}
