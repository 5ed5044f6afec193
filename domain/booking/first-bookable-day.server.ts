import type { DbOrTx } from '../../db/client';
import { availableDates } from './availability';
import { loadBookingInput } from './booking-input.server';

/**
 * The first day a traveller can book an experience now, in its time zone, or null (unknown experience,
 * or nothing bookable in the next 180 days): the first of the days the booking card's calendar offers,
 * from the same engine (docs/product.md § Booking).
 */
export async function firstBookableDay(db: DbOrTx, experienceId: number, now: Date): Promise<string | null> {
  const input = await loadBookingInput(db, experienceId, now);
  return input ? (availableDates(input.availability, now).dates[0] ?? null) : null;
}
