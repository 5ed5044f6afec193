import { describe, expect, it } from 'vitest';
import {
  appliedCoupon,
  couponAppliedMessage,
  couponFailureMessage,
  quoteCouponRefusal,
} from '../../../app/components/booking/coupon-answer';

describe('what a coupon answer means on the booking card', () => {
  it('applies the code upper-cased, with its limits in cents', () => {
    const coupon = appliedCoupon('spring', {
      id: 7,
      percent: 20,
      max_price_by_experience: 150,
      max_discount_applied: null,
    });
    expect(coupon).toEqual({
      code: 'SPRING',
      terms: { percent: 20, maxPriceByExperienceCents: 15_000, maxDiscountAppliedCents: null },
    });
    expect(couponAppliedMessage(coupon)).toEqual({
      key: 'booking.card.couponApplied',
      kind: 'success',
      params: { code: 'SPRING', percent: 20 },
    });
  });

  it('names a refusal by its reason; an unknown code or reason reads as an invalid code', () => {
    expect(couponFailureMessage({ status: 422, reason: 'COUPON_EXPIRED', message: 'x' })).toEqual({
      key: 'resumeCard.couponExpired',
      kind: 'error',
    });
    expect(couponFailureMessage({ status: 404, reason: undefined, message: 'x' }).key).toBe(
      'resumeCard.couponInvalid',
    );
    expect(couponFailureMessage({ status: 422, reason: 'SOMETHING_NEW', message: 'x' }).key).toBe(
      'resumeCard.couponInvalid',
    );
    expect(couponFailureMessage(null).key).toBe('resumeCard.couponInvalid');
  });

  it("shows the server's own message for a failure that is no refusal (too many tries, no network)", () => {
    expect(couponFailureMessage({ status: 429, reason: undefined, message: 'Too many tries' })).toEqual({
      key: 'errors.internal',
      kind: 'error',
      text: 'Too many tries',
    });
    expect(couponFailureMessage({ status: 0, reason: undefined, message: 'Offline' }).text).toBe('Offline');
  });

  it("takes the coupon off only when the quote's failure is the coupon's refusal", () => {
    const refusal = { status: 422, reason: 'COUPON_PRICE_NOT_ELIGIBLE', message: 'x' };
    expect(quoteCouponRefusal('SPRING', refusal)).toEqual({
      key: 'resumeCard.couponNotElegiblePrice',
      kind: 'error',
    });
    expect(quoteCouponRefusal(null, refusal)).toBeNull();
    expect(quoteCouponRefusal('SPRING', { status: 409, reason: undefined, message: 'Sold out' })).toBeNull();
    expect(quoteCouponRefusal('SPRING', null)).toBeNull();
  });
});
