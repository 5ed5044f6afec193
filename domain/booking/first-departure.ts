/**
 * The first departure of an experience, within some days, that still has places for a group
 * (docs/product.md § Search by date and group). It asks the availability engine day by day, the same
 * `hoursOn` the booking card's hours come from, so a search never promises a departure the card refuses.
 */
import { hoursOn } from './availability';
import type { AvailabilityInput } from './availability-input';
import { daysThrough } from './calendar-days';

export interface FirstDeparture {
  /** yyyy-MM-dd in the experience's time zone. */
  date: string;
  /** "HH:mm" */
  hour: string;
}

export function firstDepartureFor(
  input: AvailabilityInput,
  days: { from: string; to: string },
  travellers: number,
  now: Date,
): FirstDeparture | null {
  for (const date of daysThrough(days.from, days.to)) {
    const hour = hoursOn(input, date, now).find((slot) => slot.available_places >= travellers);
    if (hour) return { date, hour: hour.hour };
  }
  return null;
}
