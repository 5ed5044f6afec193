/**
 * What the server's answers about a coupon mean on the booking card (docs/decisions/0045): the applied
 * terms of a valid one, and the message of a refused one. Pure: no React, no fetch.
 */
import { COUPON_ERROR_REASONS, type CouponErrorReason } from '../../../domain/booking/booking-errors';
import type { CouponTerms } from '../../../domain/pricing/coupon';
import { usdToCents } from '../../../domain/pricing/money';
import type { validateCouponEndpoint } from '../../../domain/booking/contract';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';

export interface AppliedCoupon {
  code: string;
  terms: CouponTerms;
}

/** A coupon message: the catalogue key and its kind (refusals are errors, the cap is a notice). */
export interface CouponMessage {
  key: string;
  kind: 'error' | 'success' | 'warning';
  params?: Record<string, string | number>;
  /** The server's own translated message, for failures that are not a coupon refusal. */
  text?: string;
}

/** The answer of `POST validate-coupon`, USD. */
export type CouponReply = SuccessAnswer<typeof validateCouponEndpoint>;

/** A failed call as the coupon rules read it: null when it never reached the API's error shape. */
export interface CouponFailure {
  status: number;
  reason: unknown;
  message: string;
}

/** The catalogue key of a refusal's reason; an unknown one reads as an invalid code. */
export const couponReasonKey = (reason: unknown): string =>
  typeof reason === 'string' && reason in COUPON_ERROR_REASONS
    ? COUPON_ERROR_REASONS[reason as CouponErrorReason]
    : 'resumeCard.couponInvalid';

export function appliedCoupon(code: string, reply: CouponReply): AppliedCoupon {
  return {
    code: code.toUpperCase(),
    terms: {
      percent: reply.percent,
      maxPriceByExperienceCents:
        reply.max_price_by_experience === null ? null : usdToCents(reply.max_price_by_experience),
      maxDiscountAppliedCents:
        reply.max_discount_applied === null ? null : usdToCents(reply.max_discount_applied),
    },
  };
}

export const couponAppliedMessage = (coupon: AppliedCoupon): CouponMessage => ({
  key: 'booking.card.couponApplied',
  kind: 'success',
  params: { code: coupon.code, percent: coupon.terms.percent },
});

/**
 * Why validate-coupon did not apply a code. A refusal carries its reason (and an unknown code is a 404);
 * anything else (too many tries, no network) shows the server's own message.
 */
export function couponFailureMessage(failure: CouponFailure | null): CouponMessage {
  if (failure && failure.reason === undefined && failure.status !== 404)
    return { key: 'errors.internal', kind: 'error', text: failure.message };
  return { key: couponReasonKey(failure?.reason), kind: 'error' };
}

/**
 * A failed quote of a selection with a coupon: the message that takes the coupon off when the server
 * refused the coupon itself (every coupon refusal carries its reason), else null (the quote's own error).
 */
export function quoteCouponRefusal(
  couponCode: string | null,
  failure: CouponFailure | null,
): CouponMessage | null {
  if (!couponCode || !failure || typeof failure.reason !== 'string') return null;
  return { key: couponReasonKey(failure.reason), kind: 'error' };
}
