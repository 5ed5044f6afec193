/**
 * The business figures of the admins' dashboard (docs/decisions/0078-admin-dashboard): today and the last days
 * on the marketplace's clock. Amounts in US dollars. An admin route: 404 NOT_FOUND for anyone but an admin
 * whose session passed the second factor.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { DEFAULT_METRICS_PERIOD, METRICS_PERIODS } from './metrics-periods';

const count = z.int().nonnegative();
const usd = z.number().nonnegative();
const share = z.number().min(0).nullable().describe('A fraction (0.25 = 25 %); null when nothing to divide');

const cancellation = z.object({
  count: count.describe('Bookings of the period now cancelled by this party'),
  rate: share,
});

const figures = z.object({
  from: z.string().describe('First day, yyyy-MM-dd on the marketplace’s clock'),
  to: z.string().describe('Last day (today), yyyy-MM-dd'),
  bookings: count.describe('Bookings placed and paid in the period, cancelled ones included'),
  gross_booking_value: usd.describe('What travellers agreed to pay for them, service fees included'),
  service_fees: usd,
  commission: usd.describe('The marketplace’s commission on their price (decision 0064)'),
  refunds: z.object({
    count: count.describe('Bookings with money given back in the period'),
    amount: usd.describe('Money given back in the period (card, PayPal, wallet)'),
  }),
  cancellations: z.object({
    customer: cancellation,
    supplier: cancellation,
    administration: cancellation,
  }),
  new_travellers: count.describe('Accounts opened by travellers (not admins, operators or guest checkouts)'),
  new_operators: count.describe('Companies that joined'),
  conversion: z.object({
    booking_card: count.describe('Visits that went from the booking card to the booking details'),
    payment_page: count.describe('Visits that reached the payment page'),
    paid: count.describe('Bookings paid'),
    rate: share.describe('paid ÷ booking_card; null without visits'),
  }),
  top_experiences: z
    .array(
      z.object({
        id: z.int(),
        name: z.string().describe('In the request’s language'),
        bookings: count,
        gross_booking_value: usd,
      }),
    )
    .describe('The 5 most booked, by bookings then value'),
});

export const dashboardMetricsReply = z.object({
  data: z.object({
    currency: z.literal('USD'),
    time_zone: z.string().describe('The marketplace’s clock: days start at its midnight'),
    today: figures,
    period: figures.extend({ days: count }),
    daily: z
      .array(z.object({ date: z.string(), bookings: count, gross_booking_value: usd }))
      .describe('Each day of the period, oldest first, days without bookings at zero'),
  }),
});

export type DashboardMetrics = z.infer<typeof dashboardMetricsReply>['data'];
export type DashboardFigures = DashboardMetrics['today'];

export const dashboardMetricsEndpoint = endpoint('GET', '/api/v1/admin/dashboard/metrics', {
  tags: ['admin'],
  summary:
    'The marketplace’s figures of today and the last 7, 30 or 90 days: bookings, gross value, fees, ' +
    'commission, refunds, cancellations by who cancelled, sign-ups, conversion, top experiences, per day',
  description: '404 NOT_FOUND for anyone but an admin past the second factor; 400 VALIDATION_ERROR for days.',
  querystring: z.object({
    days: z
      .enum(METRICS_PERIODS, { error: 'admin.metrics.errors.days' })
      .default(DEFAULT_METRICS_PERIOD)
      .describe('The period besides today: 7, 30 or 90 days ending today'),
  }),
  response: { 200: dashboardMetricsReply },
});
