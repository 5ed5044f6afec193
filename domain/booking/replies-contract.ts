/**
 * The shapes of the booking calls' answers and bodies (docs/product.md § Booking), for OpenAPI and for the
 * mobile app that depends on them. Field names are those the app already reads; money is USD with at
 * most two decimals.
 */
import { z } from 'zod';
import { CLOSED_REASONS } from './availability';
import { COUPON_ERROR_REASONS } from './booking-errors';
import { idSchema } from '../id-schema';

const day = z.string().describe('yyyy-MM-dd');
const usd = z.number().nonnegative().describe('USD, at most two decimals');

export const availableDatesReply = z.object({
  type: z.enum(['weekly', 'list', 'range']),
  start_date: day.nullable().describe('First day the calendar shows; null when nothing falls inside'),
  end_date: day.nullable(),
  time_zone: z.string().describe('IANA time zone of the experience: every date and hour is read there'),
  anticipation_day: z.int().nonnegative(),
  dates: z.array(day).describe('Every bookable day, earliest first, through 180 days ahead'),
  unavailable_days: z
    .array(z.object({ date: day, reason: z.enum(CLOSED_REASONS) }))
    .describe(
      'Every other day from today through end_date, earliest first, with why it cannot be booked: too_soon (anticipation), closed (by the operator), sold_out, no_departure',
    ),
});

export const lockedDatesReply = z.object({
  data: z.array(
    z.object({
      type_date: z.int().min(0).max(2).describe('0 one date, 1 a range, 2 a list'),
      lock_full_day: z.boolean(),
      dates: z.array(day),
      start_date: day.nullable(),
      end_date: day.nullable(),
      time_slots: z.array(z.string()).describe('"HH:mm" hours closed when the whole day is not'),
    }),
  ),
});

export const availableScheduleReply = z.object({
  data: z.array(
    z.object({
      hour: z.string().describe('HH:mm'),
      available_places: z.int().nonnegative(),
    }),
  ),
});

export const quoteReplySchema = z.object({
  data: z.object({
    total_participants: z.int().positive(),
    participants_amount: usd,
    group_discount_percent: z.number().nonnegative(),
    group_discount: usd,
    additional_amount: usd,
    service_fee: usd.describe('1 USD per participant, never discounted'),
    coupon_percent: z.number().nonnegative().describe('The percent given (lowered when capped)'),
    coupon_discount: usd,
    wallet_discount: usd,
    total: usd.describe('What will be charged'),
    currency: z.literal('USD'),
    notices: z.array(z.enum(['couponHasMaxDiscount'])),
  }),
});

export const couponReply = z.object({
  id: z.int().positive(),
  percent: z.number().positive().max(100),
  max_price_by_experience: usd.nullable().describe('Refused above this booking price; null: any'),
  max_discount_applied: usd.nullable().describe('The largest discount; null: no cap'),
});

/**
 * A refused coupon: the error body with the reason the app maps to its message (absent on other errors,
 * such as an unknown experience or a malformed body, whose extra fields are kept).
 */
export const couponErrorReply = z.looseObject({
  code: z.string(),
  message: z.string(),
  error_reason: z.enum(Object.keys(COUPON_ERROR_REASONS) as [keyof typeof COUPON_ERROR_REASONS]).optional(),
});

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'booking.errors.invalidDate')
  .describe('yyyy-MM-dd');
const code = z.string().trim().min(1).max(64);

export const schedulesBody = z.object({ experience: idSchema, company: idSchema });

export const availableScheduleBody = z.object({
  experience: idSchema,
  date_booking: isoDay,
  company: idSchema.optional(),
});

/** Counts are checked by the engine (INVALID_PARTICIPANTS), so a bad one answers the rule's code. */
const count = z.number().optional().default(0);

/**
 * Where to be picked up: the hotel or address in words and the point on the map (WGS 84 degrees). The
 * purchase checks the words (3–200 characters) and that the point lies in the experience's pickup area
 * (docs/decisions/0081-pickup-area.md); a body without the words answers 400 PICKUP_ADDRESS_REQUIRED.
 */
export const pickupPoint = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: z.string().max(1000).optional().describe('Hotel or address in words, 3–200 characters'),
});

export const quoteBody = z.object({
  experience_id: idSchema,
  booking_date: isoDay,
  booking_hour: z.string().max(8).describe('HH:mm'),
  participants: z.object({ adults: count, children: count, babies: count, seniors: count }),
  additional_products: z.array(z.number()).max(100).optional().default([]),
  pickup: pickupPoint.nullish().describe('Where to be picked up, when a pickup add-on is chosen'),
  coupon_code: code.nullish(),
  apply_wallet: z.boolean().optional().default(false),
  affiliateCode: z
    .string()
    .max(64)
    .nullish()
    .describe('The affiliate code the traveller arrived with; without it, the `affiliate` cookie’s'),
});

export const validateCouponBody = z.object({
  coupon_code: code,
  experience_id: idSchema,
  affiliateCode: z.string().max(64).nullish(),
  referentCode: z.string().max(64).nullish(),
});

export type QuoteBody = z.infer<typeof quoteBody>;
