/**
 * The back office's support for bookings (docs/product.md § Support for bookings;
 * docs/decisions/0074-admin-booking-support): find a booking, read its whole story, cancel it by the
 * administration, refund a part of it. Admin calls answer 404 to anyone else. The form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { PURCHASE_STATES } from '../../common/lifecycle-states';
import { isIsoDate } from '../booking/calendar-days';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { paginationReply } from '../catalog/replies-contract';
import { idSchema } from '../id-schema';
import { toCents } from '../pricing/money';
import { placedDaysQuery } from '../admins/placed-days';
import { idempotencyHeaders } from '../purchases/bodies-contract';
import { PURCHASE_STATUSES } from '../purchases/purchase-lifecycle';
import { reasonText } from '../supplier-cancellations/cancel-reason';
import { bookingStoryReply } from './story-contract';

const tags = ['admin'];
const key = (name: string) => `admin.bookings.errors.${name}`;

const usd = z.number().describe('USD');

/** An amount of USD with at most two decimals (the product's money rule, domain/pricing/money.ts). */
function hasCents(value: number): boolean {
  try {
    toCents(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Search by one or more of: a code or an e-mail (`q`), an experience, a company, a day of the experience, a
 * status, the days the bookings were placed (`from`, `to`) and `paid=1` (paid bookings only, what the
 * dashboard counts: docs/decisions/0078-admin-dashboard).
 */
export const bookingSearchQuery = z.object({
  q: z
    .string({ error: key('query') })
    .trim()
    .max(200, key('query'))
    .optional()
    .describe('A booking code (exact) or the traveller’s e-mail (exact, any case)'),
  experience_id: idSchema.optional(),
  company_id: idSchema.optional(),
  date: z
    .string({ error: key('date') })
    .refine(isIsoDate, key('date'))
    .optional()
    .describe('The day of the experience, yyyy-MM-dd'),
  status: z
    .enum(PURCHASE_STATUSES, { error: key('status') })
    .optional()
    .describe('A booking’s status now (a failed payment is never a booking)'),
  ...placedDaysQuery,
  paid: z
    .enum(['1'], { error: key('paid') })
    .optional()
    .describe('1: only bookings paid when placed (not `created`), as the dashboard counts them'),
  page: z.coerce
    .number({ error: key('page') })
    .int(key('page'))
    .min(1, key('page'))
    .max(10_000, key('page'))
    .default(1),
  limit: z.coerce
    .number({ error: key('page') })
    .int(key('page'))
    .min(1, key('page'))
    .max(100, key('page'))
    .default(20),
});

export const bookingSearchItem = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(PURCHASE_STATES),
  booking_date: z.string(),
  booking_hour: z.string(),
  traveller_email: z.string(),
  traveller_name: z.string(),
  experience_id: z.int(),
  experience_name: z.string(),
  company_id: z.int(),
  company_name: z.string(),
  total: usd.describe('What the traveller paid, wallet credit included'),
  refunded: usd,
});

export const searchBookingsEndpoint = endpoint('GET', '/api/v1/admin/purchases', {
  tags,
  summary:
    'Bookings found by code or traveller e-mail (q), experience, company, day, status, the days they were ' +
    'placed (from, to: America/Panama) or paid=1; newest departure first, paginated (page, limit ≤ 100)',
  querystring: bookingSearchQuery,
  response: { 200: z.object({ data: z.array(bookingSearchItem), pagination: paginationReply }) },
});

export const bookingStoryEndpoint = endpoint('GET', '/api/v1/admin/purchases/:id', {
  tags,
  summary:
    'The whole story of a booking: status history, payment attempts with provider references, refunds, ' +
    'e-mails sent, attendance, the operator’s payable and commission, what remains refundable',
  params: idParams,
  response: { 200: bookingStoryReply },
});

const refunded = z
  .object({ wallet: usd, card: usd, paypal: usd })
  .describe('Given back by this call: the wallet part at once, card and PayPal through their providers');

export const adminCancelEndpoint = endpoint('POST', '/api/v1/admin/purchases/:id/cancel', {
  tags,
  summary:
    'Cancels a booking by the administration with a full refund of what remains, once (a retry answers ' +
    'the same); the traveller is e-mailed; 409 with a code once cancelled by someone else, started or attended',
  params: idParams,
  body: z.object({ reason: reasonText(key('reason'), 'Why: kept in the history and the audit log') }),
  response: {
    200: z.object({
      data: z.object({ id: z.int(), status: z.literal('canceled_by_administration'), refunded }),
    }),
  },
});

export const adminRefundEndpoint = endpoint('POST', '/api/v1/admin/purchases/:id/refund', {
  tags,
  summary:
    'Refunds a part of a booking, to its original payment method or to the traveller’s wallet, never more ' +
    'than what remains refundable; exactly once per Idempotency-Key; reverses the operator’s payable in ' +
    'proportion; the traveller is e-mailed',
  params: idParams,
  headers: idempotencyHeaders,
  body: z.object({
    amount: z
      .number({ error: key('amount') })
      .positive(key('amount'))
      .max(1_000_000, key('amount'))
      .refine((value) => value <= 0 || hasCents(value), key('amount'))
      .describe('USD, at most two decimals'),
    to: z.enum(['original', 'wallet'], { error: key('to') }),
    reason: reasonText(key('reason'), 'Why: kept with the refund and in the audit log'),
  }),
  response: {
    200: z.object({
      data: z.object({
        id: z.int().describe('The refund operation'),
        purchase_id: z.int(),
        amount: usd,
        refunded,
        operator_payable_reversed: usd,
        refundable: usd.describe('What remains refundable after this refund'),
      }),
    }),
  },
});
