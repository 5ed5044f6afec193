/**
 * The operator's calendar of departures (docs/product.md § Schedule): every departure of a range of days
 * with its capacity, the seats sold or held and whether travellers can book it. The days and hours come
 * from the booking engine's own rules (`scheduledHours`, `lockOn`), so the operator sees what the
 * traveller's calendar offers.
 */
import { formatHour } from '../booking/anticipation';
import { scheduledHours } from '../booking/availability';
import type { AvailabilityInput } from '../booking/availability-input';
import { daysThrough } from '../booking/calendar-days';
import { lockOn } from '../booking/locked-dates';

/** The longest range one calendar request may ask for. */
export const MAX_CALENDAR_DAYS = 62;

/** A departure's own row (time_slots): created on its first sale or its operator's first change. */
export interface DepartureRow {
  date: string;
  hour: string;
  capacity: number;
  seatsTaken: number;
  closed: boolean;
}

/** What one experience's calendar is computed from, read in one snapshot. */
export interface CalendarInput extends Pick<AvailabilityInput, 'schedule' | 'uniqueDates' | 'lockedDates'> {
  experienceId: number;
  departures: readonly DepartureRow[];
  /** Seats of purchases that hold them, for departures without a row yet (seeded or imported sales). */
  sold: readonly { date: string; hour: string; seats: number }[];
}

export interface CalendarDeparture {
  experience_id: number;
  date: string;
  /** "HH:mm" */
  hour: string;
  capacity: number;
  seats_taken: number;
  /** Not offered to travellers: closed by the operator, locked, or no longer in the schedule. */
  closed: boolean;
  /** Closed by a locked date or hour of the schedule (reopened by editing the schedule's locks). */
  locked: boolean;
  /** Part of the weekly schedule or the unique dates on that day. */
  scheduled: boolean;
}

const keyOf = (date: string, hour: string) => `${date}T${formatHour(hour)}`;

/** The departures of `from`..`to` (both included), earliest first. */
export function departuresCalendar(input: CalendarInput, from: string, to: string): CalendarDeparture[] {
  const rows = new Map(input.departures.map((row) => [keyOf(row.date, row.hour), row]));
  const sold = new Map(input.sold.map((entry) => [keyOf(entry.date, entry.hour), entry.seats]));
  const result: CalendarDeparture[] = [];
  for (const day of daysThrough(from, to)) {
    const lock = lockOn(input.lockedDates, day);
    const seen = new Set<string>();
    for (const { hour, capacity } of scheduledHours(input, day)) {
      const key = keyOf(day, hour);
      seen.add(key);
      const row = rows.get(key);
      const locked = lock.fullDay || lock.hours.has(hour);
      result.push({
        experience_id: input.experienceId,
        date: day,
        hour,
        capacity: row?.capacity ?? capacity,
        seats_taken: row?.seatsTaken ?? sold.get(key) ?? 0,
        closed: locked || (row?.closed ?? false),
        locked,
        scheduled: true,
      });
    }
    // Sold departures the schedule no longer runs stay visible: their travellers still come.
    const extras = new Set(
      [...rows.keys(), ...sold.keys()].filter((key) => key.startsWith(`${day}T`) && !seen.has(key)),
    );
    for (const key of [...extras].sort()) {
      const row = rows.get(key);
      const hour = key.slice(11);
      const seats = row?.seatsTaken ?? sold.get(key) ?? 0;
      result.push({
        experience_id: input.experienceId,
        date: day,
        hour,
        capacity: row?.capacity ?? seats,
        seats_taken: seats,
        closed: true,
        locked: lock.fullDay || lock.hours.has(hour),
        scheduled: false,
      });
    }
  }
  return result.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.hour < b.hour ? -1 : a.hour > b.hour ? 1 : 0,
  );
}
