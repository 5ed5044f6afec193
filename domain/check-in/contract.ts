/**
 * Check-in at the meeting point and no-shows (docs/product.md § Check-in, docs/decisions/0072-check-in.md);
 * the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';
import { MAX_SCANNED_LENGTH } from './scanned-code';

const tags = ['operators'];

const attendanceBooking = z.object({
  id: z.int(),
  code: z.string(),
  status: z.string(),
  traveller_name: z.string(),
  experience: z.object({ id: z.int(), name: z.string() }),
  date: z.string().describe('yyyy-MM-dd on the experience’s clock'),
  hour: z.string().describe('HH:mm on the experience’s clock'),
  total_participants: z.int(),
  participants: z.array(
    z.object({ tier: z.enum(['adults', 'children', 'babies', 'seniors']), quantity: z.int() }),
  ),
  add_ons: z.array(z.object({ name: z.string(), quantity: z.int() })),
});

export type AttendanceBookingJson = z.infer<typeof attendanceBooking>;

export const checkInEndpoint = endpoint('POST', '/api/v1/operator/check-in', {
  tags,
  summary:
    'Checks a traveller in: `scanned` is the voucher’s QR (its link) or a booking code typed by hand. ' +
    'A second scan answers the first time with `already: true`; 409 says why a booking cannot be checked ' +
    'in (CHECK_IN_OTHER_COMPANY with only its code, CHECK_IN_CANCELED, CHECK_IN_PENDING, CHECK_IN_NOT_TODAY); ' +
    'an unknown code, a forged link or another company’s typed code answer 404',
  body: z.object({
    scanned: z
      .string({ error: 'operator.checkIn.errors.scanned' })
      .trim()
      .min(1, 'operator.checkIn.errors.scanned')
      .max(MAX_SCANNED_LENGTH, 'operator.checkIn.errors.scanned'),
  }),
  response: {
    200: z.object({
      data: z.object({ booking: attendanceBooking, checked_in_at: z.string(), already: z.boolean() }),
    }),
  },
});

export const noShowEndpoint = endpoint('POST', '/api/v1/operator/bookings/:id/no-show', {
  tags,
  summary:
    'Marks a booking whose departure has started as a no-show (nothing is refunded); marking it again ' +
    'answers the first time with `already: true`. 409: NO_SHOW_CANCELED, NO_SHOW_PENDING, ' +
    'NO_SHOW_NOT_STARTED, NO_SHOW_CHECKED_IN',
  params: z.object({ id: idSchema }),
  response: {
    200: z.object({
      data: z.object({ booking: attendanceBooking, no_show_at: z.string(), already: z.boolean() }),
    }),
  },
});
