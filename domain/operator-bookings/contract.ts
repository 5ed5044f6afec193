/**
 * An operator's bookings and departure manifests (docs/product.md § Bookings and manifests,
 * docs/decisions/0067-bookings-and-manifests.md); the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { isIsoDate } from '../booking/calendar-days';
import { paginationReply } from '../catalog/replies-contract';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';
import { isScheduleHour } from '../operator-availability/schedule-rules';
import { PURCHASE_STATUSES } from '../purchases/purchase-lifecycle';
import { MAX_SEARCH_LENGTH } from './bookings-filter';

const tags = ['operators'];
const key = (name: string) => `operator.bookings.errors.${name}`;

const day = z
  .string({ error: key('date') })
  .refine(isIsoDate, key('date'))
  .describe('yyyy-MM-dd, on the experience’s clock');

const pageText = z
  .string()
  .optional()
  .describe('Read as the catalogue reads it (domain/catalog/pagination.ts)');

export const bookingsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  experience_id: idSchema.optional(),
  status: z.enum(PURCHASE_STATUSES, { error: key('status') }).optional(),
  q: z
    .string({ error: key('q') })
    .trim()
    .max(MAX_SEARCH_LENGTH, key('q'))
    .optional()
    .describe('Part of the booking’s code, or of the traveller’s name or e-mail'),
  page: pageText,
  limit: pageText.describe('At most 100; 20 when absent'),
});

const usd = z.number().describe('USD, at most two decimals');
const tiers = z.object({ adults: z.int(), children: z.int(), babies: z.int(), seniors: z.int() });

const booking = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  experience: z.object({ id: z.int(), name: z.string().describe('In the request’s language') }),
  date: z.string().describe('yyyy-MM-dd, on the experience’s clock'),
  hour: z.string().describe('HH:mm, on the experience’s clock'),
  time_zone: z.string(),
  participants: tiers,
  total_participants: z.int(),
  add_ons: z.array(z.object({ name: z.string(), quantity: z.int() })),
  pickup: z
    .object({ lat: z.number(), lng: z.number(), address: z.string(), notes: z.string().nullable() })
    .nullable(),
  traveller: z
    .object({ name: z.string(), phone: z.string().nullable(), email: z.string() })
    .nullable()
    .describe('While the departure is ahead and for 30 days after it; null otherwise'),
  operator_earning: usd.describe('What the operator earns on it (its payable, fixed when booked)'),
  checked_in_at: z.string().nullable().describe('ISO 8601, UTC'),
  no_show_at: z.string().nullable().describe('ISO 8601, UTC'),
});

export const operatorBookingsEndpoint = endpoint('GET', '/api/v1/operator/bookings', {
  tags,
  summary:
    'The company’s bookings, by departure: from/to (dates of the departure), experience_id, status, q ' +
    '(code, traveller’s name or e-mail), page, limit',
  querystring: bookingsQuery,
  response: {
    200: z.object({
      data: z.array(booking),
      pagination: paginationReply,
      experiences: z
        .array(z.object({ id: z.int(), name: z.string() }))
        .describe('All the company’s experiences by name, for the filter'),
    }),
  },
});

export const manifestParams = z.object({
  experienceId: idSchema,
  date: day,
  hour: z
    .string({ error: key('hour') })
    .regex(/^\d{4}$/, key('hour'))
    .refine((value) => isScheduleHour(`${value.slice(0, 2)}:${value.slice(2)}`), key('hour'))
    .describe('HHmm'),
});

const pickupStop = z.object({
  code: z.string(),
  traveller: z.string().nullable(),
  address: z.string(),
  notes: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  total_participants: z.int(),
});

export const manifestReply = z.object({
  experience: z.object({ id: z.int(), name: z.string(), slug: z.string() }),
  date: z.string(),
  hour: z.string().describe('HH:mm'),
  time_zone: z.string(),
  meeting_point: z
    .object({ lat: z.number(), lng: z.number(), reference: z.string(), address: z.string() })
    .nullable(),
  bookings: z.array(booking.omit({ experience: true })),
  pickups: z.array(pickupStop).describe('In the order a driver collects them from the meeting point'),
  totals: tiers.extend({ total: z.int(), bookings: z.int(), checked_in: z.int(), no_show: z.int() }),
});

export const departureManifestEndpoint = endpoint(
  'GET',
  '/api/v1/operator/departures/:experienceId/:date/:hour/manifest',
  {
    tags,
    summary:
      'One departure’s manifest: its confirmed, in-progress and completed bookings, pickups in a ' +
      'driver’s order and totals per tier; `format=csv` answers it as a CSV file (text/csv)',
    params: manifestParams,
    querystring: z.object({ format: z.enum(['json', 'csv'], { error: key('format') }).optional() }),
    response: { 200: z.object({ data: manifestReply }) },
  },
);
