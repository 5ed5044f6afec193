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

/** When an experience leaves, as the booking card shows it. */
export interface Departures {
  /** The first day a visitor can book ("2026-11-24"), or null when the operator has no departures. */
  firstDate: string | null;
  /** The weekdays with departures, Sunday first. */
  weekdays: Weekday[];
  /** Departure hours, "08:00" to "23:30", earliest first. */
  hours: string[];
  /** The first days with places (next-departures.ts), earliest first. */
  next: string[];
  /** Few bookable days in the next three months. */
  few: boolean;
}

/**
 * The booking card's departures: the weekly schedule's weekdays and hours, and the first bookable days as
 * the booking engine decides them (`upcomingDepartures`: locks, unique dates, sold-out days, anticipation).
 */
export function departuresOf(
  schedule: { days: Record<Weekday, string[]>; hours: string[] },
  upcoming: { dates: string[]; few: boolean } | null,
): Departures {
  return {
    firstDate: upcoming?.dates[0] ?? null,
    weekdays: WEEKDAYS.filter((day) => schedule.days[day].length > 0),
    hours: schedule.hours,
    next: upcoming?.dates ?? [],
    few: upcoming?.few ?? false,
  };
}
