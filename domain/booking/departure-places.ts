/** The departure a traveller chose, checked against availability (docs/product.md § Booking). */
import { formatHour } from './anticipation';
import { hoursOn } from './availability';
import type { AvailabilityInput } from './availability-input';
import { type BookingResult, bookingError } from './booking-errors';

/** The places left at `hour` on `date`, or why that departure cannot be booked now. */
export function placesLeftAt(
  availability: AvailabilityInput,
  date: string,
  hour: string,
  now: Date,
): BookingResult<number> {
  const hours = hoursOn(availability, date, now);
  if (hours.length === 0) return bookingError('DATE_UNAVAILABLE', { date });
  // "8:00" and the database's "08:00:00" name the same departure.
  const wanted = /^\d{1,2}:\d{1,2}(:\d{1,2})?$/.test(hour) ? formatHour(hour) : hour;
  const slot = hours.find((candidate) => candidate.hour === wanted);
  if (!slot) return bookingError('HOUR_UNAVAILABLE', { date, hour });
  return { ok: true, value: slot.available_places };
}
