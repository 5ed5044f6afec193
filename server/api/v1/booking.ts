import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availableDates, hoursOn } from '../../../domain/booking/availability';
import { type BookingInput, loadBookingInput } from '../../../domain/booking/booking-input.server';
import { couponRefused } from '../../../domain/booking/booking-errors';
import {
  experienceNotFound,
  lookUpCoupon,
  priceSelection,
} from '../../../domain/booking/price-selection.server';
import { loadSchedule } from '../../../domain/catalog/schedule.server';
import { centsToUsd } from '../../../domain/pricing/money';
import { quoteReply } from '../../../domain/pricing/quote';
import { AFFILIATE_COOKIE, bookingAffiliate } from '../../../domain/referrals/landing-cookies';
import { optionalUser } from '../../plugins/auth';
import {
  bookingQuoteEndpoint,
  getAvailableDatesEndpoint,
  getAvailableScheduleEndpoint,
  getLockedDatesEndpoint,
  getSchedulesByExperienceCompanyEndpoint,
  validateCouponEndpoint,
} from '../../../domain/booking/contract';
import { selectionInput } from '../request-input';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * Live availability, the price of a booking and coupons (docs/product.md § Booking, docs/decisions/0033).
 * Every answer is computed per request from the database: places change with each purchase, and the
 * quote and coupon answers depend on who asks, so none goes through the shared response cache.
 */
export async function bookingApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  noStore(app);

  /** The engine's input, or 404; a `company` that is not the experience's is as unknown. */
  async function input(experienceId: number, company?: number): Promise<BookingInput> {
    const loaded = await loadBookingInput(db, experienceId, app.clock());
    if (!loaded || (company !== undefined && company !== loaded.companyId)) throw experienceNotFound();
    return loaded;
  }

  route(app, getAvailableDatesEndpoint, {
    handler: async (request) =>
      availableDates((await input(request.params.experienceId)).availability, app.clock()),
  });

  route(app, getLockedDatesEndpoint, {
    handler: async (request) => {
      const { availability } = await input(request.params.experienceId);
      return {
        data: availability.lockedDates.map((lock) => ({
          type_date: lock.typeDate,
          lock_full_day: lock.lockFullDay,
          dates: [...lock.dates],
          start_date: lock.startDate,
          end_date: lock.endDate,
          time_slots: lock.timeSlots.map((slot) => slot.slice(0, 5)),
        })),
      };
    },
  });

  route(app, getSchedulesByExperienceCompanyEndpoint, {
    handler: async (request) => {
      const { experience, company } = request.body;
      const loaded = await input(experience, company);
      return loadSchedule(db, experience, company, loaded.timeZone, app.clock());
    },
  });

  route(app, getAvailableScheduleEndpoint, {
    handler: async (request) => {
      const { experience, date_booking, company } = request.body;
      const { availability } = await input(experience, company);
      return { data: hoursOn(availability, date_booking, app.clock()) };
    },
  });

  route(app, bookingQuoteEndpoint, {
    handler: async (request) => {
      const body = request.body;
      // The user is looked up only when the coupon or the credit needs it, and meanwhile the experience
      // is read (price-selection.server.ts), so a quote waits one round trip.
      const needsUser = Boolean(body.coupon_code) || body.apply_wallet;
      const priced = await priceSelection(
        db,
        { counter: app.limiter, ip: request.ip },
        selectionInput(body, request.cookies[AFFILIATE_COOKIE]),
        needsUser ? optionalUser(request) : null,
        app.clock(),
      );
      return { data: quoteReply(priced.quote) };
    },
  });

  route(app, validateCouponEndpoint, {
    handler: async (request) => {
      const body = request.body;
      // The experience and the coupon are read at once; an unknown experience still answers 404.
      const [, result] = await Promise.all([
        input(body.experience_id),
        optionalUser(request).then((user) =>
          lookUpCoupon(db, { counter: app.limiter, ip: request.ip }, body.coupon_code, {
            experienceId: body.experience_id,
            affiliateCode: bookingAffiliate(body.affiliateCode, request.cookies[AFFILIATE_COOKIE]),
            userId: user?.userId ?? null,
            now: app.clock(),
          }),
        ),
      ]);
      if (!result.ok) throw couponRefused(result.reason);
      const { id, terms } = result.coupon;
      const usd = (cents: number | null) => (cents === null ? null : centsToUsd(cents));
      return {
        id,
        percent: terms.percent,
        max_price_by_experience: usd(terms.maxPriceByExperienceCents),
        max_discount_applied: usd(terms.maxDiscountAppliedCents),
      };
    },
  });
}
