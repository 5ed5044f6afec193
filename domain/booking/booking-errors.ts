/**
 * The ways a booking selection can be refused (docs/product.md § Booking, § Coupons and gift card
 * amounts), as values rather than exceptions: the booking card shows them as it goes, and the server
 * turns them into a translated 400 with `toAppError`.
 */
import { AppError } from '../errors';

/** Why a coupon does not apply; the first five are validate-coupon's error_reason values. */
export const COUPON_ERROR_REASONS = {
  COUPON_MAX_USES_BY_USER: 'resumeCard.couponHasMaxUsesPerUser',
  COUPON_EXPIRED: 'resumeCard.couponExpired',
  COUPON_NOT_VALID_FOR_AFFILIATE: 'resumeCard.couponAffiliateInvalid',
  COUPON_NOT_VALID_FOR_PRODUCT: 'resumeCard.couponInvalid',
  COUPON_NOT_FOUND: 'resumeCard.couponInvalid',
  /** The booking costs more than the coupon's max_price_by_experience. */
  COUPON_PRICE_NOT_ELIGIBLE: 'resumeCard.couponNotElegiblePrice',
  /** A percent outside (0, 100]: the coupon gives nothing, so it is refused rather than ignored. */
  COUPON_INVALID_PERCENT: 'resumeCard.couponInvalid',
} as const;

export type CouponErrorReason = keyof typeof COUPON_ERROR_REASONS;

/**
 * Codes of a refused selection and the catalogue key of their message. The booking.errors keys are
 * added to the catalogues with the routes and the card that show them.
 */
export const BOOKING_ERROR_KEYS = {
  DATE_UNAVAILABLE: 'booking.errors.dateUnavailable',
  HOUR_UNAVAILABLE: 'booking.errors.hourUnavailable',
  INVALID_PARTICIPANTS: 'booking.errors.invalidParticipants',
  BELOW_MIN_PARTICIPANTS: 'booking.errors.belowMinParticipants',
  ABOVE_MAX_PARTICIPANTS: 'booking.errors.aboveMaxParticipants',
  CAPACITY_EXCEEDED: 'booking.errors.capacityExceeded',
  TIER_NOT_OFFERED: 'booking.errors.tierNotOffered',
  ADD_ON_UNKNOWN: 'booking.errors.addOnUnknown',
  /**
   * The engine's own code for a coupon the selection refuses; the message is the reason's
   * (COUPON_ERROR_REASONS) and the API answers the reason as the code (couponRefused).
   */
  COUPON_NOT_APPLICABLE: 'resumeCard.couponInvalid',
} as const;

export type BookingErrorCode = keyof typeof BOOKING_ERROR_KEYS;

export interface BookingRuleError {
  ok: false;
  code: BookingErrorCode;
  messageKey: string;
  params: Record<string, string | number>;
  /** Set for COUPON_NOT_APPLICABLE. */
  errorReason?: CouponErrorReason;
}

export type BookingResult<T> = { ok: true; value: T } | BookingRuleError;

export function bookingError(
  code: BookingErrorCode,
  params: Record<string, string | number> = {},
): BookingRuleError {
  return { ok: false, code, messageKey: BOOKING_ERROR_KEYS[code], params };
}

export function couponError(reason: CouponErrorReason): BookingRuleError {
  return {
    ok: false,
    code: 'COUPON_NOT_APPLICABLE',
    messageKey: COUPON_ERROR_REASONS[reason],
    params: {},
    errorReason: reason,
  };
}

/**
 * A refused coupon as every call answers it (validate-coupon, booking/quote, the purchase and its PayPal
 * order, gift-card/quote and create-gift-card; docs/decisions/0045): the reason is the code, its message
 * the reason's, and it travels as `error_reason` too; an unknown code is 404, any other reason 400.
 */
export function couponRefused(reason: CouponErrorReason): AppError {
  return new AppError(
    reason === 'COUPON_NOT_FOUND' ? 404 : 400,
    reason,
    COUPON_ERROR_REASONS[reason],
    {},
    { error_reason: reason },
  );
}

/** The server's answer to a refused selection: a 400 with the rule's code, or the coupon's refusal. */
export function toAppError(error: BookingRuleError): AppError {
  if (error.errorReason) return couponRefused(error.errorReason);
  return new AppError(400, error.code, error.messageKey, error.params);
}
