/** Weekdays in the order of `Date#getUTCDay()` (docs/product.md § Schedule). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/**
 * "14:30" → "2:30 PM": the product shows times on a 12-hour clock (docs/product.md § Booking), in both
 * languages.
 */
export function twelveHour(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  const hour = Number.parseInt(h, 10);
  return `${hour % 12 || 12}:${m.padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The calendar day ("2026-11-22") of an instant in a time zone. */
export function dateIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The first day a visitor can book: `anticipationDay` days after today (docs/product.md § Booking, both in
 * the experience's time zone), moved on to the next weekday that has departures. Null when the operator has
 * no departures on any day.
 */
export function firstBookableDate(
  days: Record<Weekday, string[]>,
  today: string,
  anticipationDay: number,
): string | null {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + anticipationDay);
  for (let step = 0; step < 7; step++) {
    if (days[WEEKDAYS[date.getUTCDay()]!].length > 0) return date.toISOString().slice(0, 10);
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return null;
}

/** When an experience leaves, as the booking card shows it. */
export interface Departures {
  /** The first day a visitor can book ("2026-11-24"), or null when the operator has no departures. */
  firstDate: string | null;
  /** The weekdays with departures, Sunday first. */
  weekdays: Weekday[];
  /** Departure hours, "08:00" to "23:30", earliest first. */
  hours: string[];
}

/** The booking card's departures from an experience's weekly schedule, today in its time zone. */
export function departuresOf(
  schedule: { days: Record<Weekday, string[]>; hours: string[]; anticipationDay: number },
  timeZone: string,
  now: Date,
): Departures {
  return {
    firstDate: firstBookableDate(schedule.days, dateIn(timeZone, now), schedule.anticipationDay),
    weekdays: WEEKDAYS.filter((day) => schedule.days[day].length > 0),
    hours: schedule.hours,
  };
}
