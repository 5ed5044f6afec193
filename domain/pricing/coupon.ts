/**
 * A coupon's discount on a booking (docs/product.md § Coupons and gift card amounts): a percent that
 * counts only above 0 and up to 100, refused when the booking costs more than the coupon allows, and
 * capped at its largest discount, with a notice that the percent was lowered.
 */
import type { CouponErrorReason } from '../booking/booking-errors';
import { applyPercent } from './money';

/** The coupon fields the price needs (validate-coupon's answer, in cents). */
export interface CouponTerms {
  percent: number;
  /** null: any booking price. */
  maxPriceByExperienceCents: number | null;
  /** null: no cap. */
  maxDiscountAppliedCents: number | null;
}

export interface CouponDiscount {
  discountCents: number;
  /** The percent given: the coupon's, or lower when the cap applied (two decimals). */
  percent: number;
  capped: boolean;
}

/** The discount on `priceCents`, the booking's price after the group discount and with its add-ons. */
export function couponDiscount(
  priceCents: number,
  coupon: CouponTerms,
): { ok: true; value: CouponDiscount } | { ok: false; reason: CouponErrorReason } {
  if (!Number.isFinite(coupon.percent) || coupon.percent <= 0 || coupon.percent > 100) {
    return { ok: false, reason: 'COUPON_INVALID_PERCENT' };
  }
  if (coupon.maxPriceByExperienceCents !== null && priceCents > coupon.maxPriceByExperienceCents) {
    return { ok: false, reason: 'COUPON_PRICE_NOT_ELIGIBLE' };
  }
  const discount = applyPercent(priceCents, coupon.percent);
  const cap = coupon.maxDiscountAppliedCents;
  if (cap !== null && discount > cap) {
    // The percent that gives exactly the cap, for the breakdown; the cents are the authority.
    const percent = priceCents === 0 ? 0 : Math.round((cap * 10_000) / priceCents) / 100;
    return { ok: true, value: { discountCents: cap, percent, capped: true } };
  }
  return { ok: true, value: { discountCents: discount, percent: coupon.percent, capped: false } };
}
