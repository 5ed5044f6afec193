/**
 * A gift card's price (docs/decisions/0041: a gift card's coupon works as a booking's, docs/product.md § Coupons and gift card amounts): its amount,
 * less a gift-card coupon under the booking coupon's rules (coupon-eligibility.ts, coupon.ts) applied to
 * the amount. Only coupons of kind `gift_card` apply (coupon-record.server.ts). gift-card/quote answers
 * it and create-gift-card charges it, so both see the same number.
 */
import type { DbOrTx } from '../../db/client';
import { couponRefused } from '../booking/booking-errors';
import { type CouponMissLimit, lookUpCoupon } from '../booking/price-selection.server';
import { couponDiscount } from '../pricing/coupon';

export interface GiftCardPrice {
  amountCents: number;
  discountCents: number;
  totalCents: number;
  coupon: {
    id: number;
    code: string;
    /** The percent given: the coupon's, or lower when its largest discount applied. */
    percent: number;
    /** The coupon's own percent, named in the notice when its largest discount applied. */
    ownPercent: number;
    capped: boolean;
    maxPriceCents: number | null;
    maxDiscountCents: number | null;
  } | null;
}

/**
 * Prices a card of `amountCents` with an optional coupon code, or throws the coupon's refusal. `limit`
 * counts unknown codes per address (the booking's coupon-misses limit); `userId` counts the buyer's own
 * uses of the coupon (null: not signed in, checked again at payment).
 */
export async function priceGiftCard(
  db: DbOrTx,
  limit: CouponMissLimit | null,
  input: { amountCents: number; couponCode: string | null; userId: number | null; now: Date },
): Promise<GiftCardPrice> {
  const { amountCents } = input;
  if (!input.couponCode) return { amountCents, discountCents: 0, totalCents: amountCents, coupon: null };
  const found = await lookUpCoupon(db, limit, input.couponCode, {
    // A gift card is no experience and has no affiliate: a coupon limited to either does not apply.
    experienceId: 0,
    affiliateCode: null,
    userId: input.userId,
    now: input.now,
    use: 'gift_card',
  });
  if (!found.ok) throw couponRefused(found.reason);
  const { coupon } = found;
  const discount = couponDiscount(amountCents, coupon.terms);
  if (!discount.ok) throw couponRefused(discount.reason);
  const { discountCents, percent, capped } = discount.value;
  return {
    amountCents,
    discountCents,
    totalCents: amountCents - discountCents,
    coupon: {
      id: coupon.id,
      code: coupon.code,
      percent,
      ownPercent: coupon.terms.percent,
      capped,
      maxPriceCents: coupon.terms.maxPriceByExperienceCents,
      maxDiscountCents: coupon.terms.maxDiscountAppliedCents,
    },
  };
}
