import type { DbOrTx } from '../../db/client';
import { availableDates, bookingWindow } from './availability';
import { loadBookingInput } from './booking-input.server';
import { type NextDepartures, nextDepartures } from './next-departures';

/**
 * The first days a traveller can book an experience now, in its time zone, and whether they are few;
 * null for an unknown experience. The days the booking card's calendar offers, from the same engine
 * (docs/product.md § Booking): one read of the experience's availability.
 */
export async function upcomingDepartures(
  db: DbOrTx,
  experienceId: number,
  now: Date,
): Promise<NextDepartures | null> {
  const input = await loadBookingInput(db, experienceId, now);
  if (!input) return null;
  const { today } = bookingWindow(input.availability, now);
  return nextDepartures(availableDates(input.availability, now).dates, today);
}

/** The first bookable day, or null (unknown experience, or nothing bookable in the next 180 days). */
export async function firstBookableDay(db: DbOrTx, experienceId: number, now: Date): Promise<string | null> {
  return (await upcomingDepartures(db, experienceId, now))?.dates[0] ?? null;
}
