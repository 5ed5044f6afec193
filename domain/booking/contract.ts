/**
 * Live availability, the price of a booking and coupons (docs/product.md § Booking, docs/decisions/0033);
 * the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { scheduleReply } from '../catalog/replies-contract';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';
import {
  availableDatesReply,
  availableScheduleBody,
  availableScheduleReply,
  couponErrorReply,
  couponReply,
  lockedDatesReply,
  quoteBody,
  quoteReplySchema,
  schedulesBody,
  validateCouponBody,
} from './replies-contract';

const tags = ['booking'];

/** The path names its id as the mobile app's calls do. */
const experienceParams = z.object({ experienceId: idSchema });

export const getAvailableDatesEndpoint = endpoint('GET', '/api/v1/get-available-dates/:experienceId', {
  tags,
  summary: 'Bookable days of an experience, from the earliest allowed through 180 days ahead',
  params: experienceParams,
  response: { 200: availableDatesReply },
});

export const getLockedDatesEndpoint = endpoint('GET', '/api/v1/get-locked-dates/:experienceId', {
  tags,
  summary: 'Dates and hours the operator closed',
  params: experienceParams,
  response: { 200: lockedDatesReply },
});

export const getSchedulesByExperienceCompanyEndpoint = endpoint(
  'POST',
  '/api/v1/get-schedules-by-experience-company',
  {
    tags,
    summary: 'The weekly schedule of an experience’s operator',
    body: schedulesBody,
    response: { 200: scheduleReply },
  },
);

export const getAvailableScheduleEndpoint = endpoint('POST', '/api/v1/get-available-schedule', {
  tags,
  summary: 'Hours of a day with their places left; an unavailable day answers no hours',
  body: availableScheduleBody,
  response: { 200: availableScheduleReply },
});

export const bookingQuoteEndpoint = endpoint('POST', '/api/v1/booking/quote', {
  tags,
  summary: 'The all-in price of a booking, or the rule it breaks (400 with its code)',
  body: quoteBody,
  response: { 200: quoteReplySchema },
});

export const validateCouponEndpoint = endpoint('POST', '/api/v1/validate-coupon', {
  tags,
  summary: 'Whether a coupon can be used on an experience, with its terms',
  body: validateCouponBody,
  response: { 200: couponReply, 400: couponErrorReply, 404: couponErrorReply },
});
