/**
 * Supplier cancellations (docs/product.md § Supplier cancellations,
 * docs/decisions/0068-supplier-cancellations.md): an operator cancels one booking of its company or a whole
 * departure, each traveller refunded in full; the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { isIsoDate } from '../booking/calendar-days';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';
import { isScheduleHour } from '../operator-availability/schedule-rules';
import { reasonSchema } from './cancel-reason';

const tags = ['operators'];
const key = (name: string) => `operator.cancellations.errors.${name}`;

const departureQuery = {
  experience_id: idSchema,
  date: z
    .string({ error: key('date') })
    .refine(isIsoDate, key('date'))
    .describe('yyyy-MM-dd, on the experience’s clock'),
  hour: z
    .string({ error: key('hour') })
    .refine(isScheduleHour, key('hour'))
    .describe('HH:mm, 24-hour'),
};

const usd = z.number().nonnegative().describe('USD');
const refunded = z
  .object({ wallet: usd, card: usd, paypal: usd })
  .describe('Given back in full: the wallet part at once, card and PayPal through their providers');

const canceledBooking = z.object({
  id: z.int(),
  status: z.literal('canceled_by_supplier'),
  refunded,
});

export const cancelBookingEndpoint = endpoint('POST', '/api/v1/operator/bookings/:id/cancel', {
  tags,
  summary:
    'Cancels one of the company’s bookings with a full refund of everything paid (service fee ' +
    'included) and e-mails the traveller the reason and similar experiences; 409 with a code once ' +
    'cancelled, started, completed or attended; 404 for another company’s',
  params: idParams,
  body: z.object({ reason: reasonSchema }),
  response: { 200: z.object({ data: canceledBooking }) },
});

export const cancelDepartureEndpoint = endpoint('POST', '/api/v1/operator/departures/cancel', {
  tags,
  summary:
    'Closes one departure and cancels every booking of it, each refunded in full and told by e-mail; ' +
    'a retry cancels what is left; 409 when a booking has started or was attended',
  body: z.object({ ...departureQuery, reason: reasonSchema }),
  response: {
    200: z.object({
      data: z.object({
        departure: z.object({
          experience_id: z.int(),
          date: z.string(),
          hour: z.string(),
          closed: z.boolean(),
        }),
        bookings: z.array(canceledBooking).describe('The bookings this call cancelled'),
      }),
    }),
  },
});

export const departureCancelPreviewEndpoint = endpoint('GET', '/api/v1/operator/departures/cancel-preview', {
  tags,
  summary: 'What cancelling a departure now would touch: its bookings, travellers and the total refunded',
  querystring: z.object(departureQuery),
  response: {
    200: z.object({
      data: z.object({
        bookings: z.int(),
        travellers: z.int(),
        refund: usd.describe('Everything those bookings paid, USD'),
      }),
    }),
  },
});
