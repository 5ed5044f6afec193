/**
 * The business figures of the admins' dashboard (docs/decisions/0078-admin-dashboard): which days "today" and
 * "the last N days" are, on the marketplace's clock, and the arithmetic the page and the API share. Pure.
 */
import { instantAt, wallClockIn } from '../../common/time/zoned-time';
import { addDays, daysThrough } from '../booking/calendar-days';

/**
 * The marketplace's own clock: the team works from Panama, the default country (docs/product.md §
 * Audience). An experience's dates stay on its country's clock; the dashboard's days are the team's.
 */
export const MARKETPLACE_TIME_ZONE = 'America/Panama';

/** How many experiences the "top experiences" list names. */
export const TOP_EXPERIENCES = 5;

/** The pages whose visits measure the funnel from the booking card to the payment (the page views recorded). */
export const FUNNEL_PATHS = { bookingCard: '/booking/details', paymentPage: '/booking/payment' } as const;

export interface MetricsWindow {
  timeZone: string;
  /** Today, yyyy-MM-dd on the marketplace's clock. */
  today: string;
  /** The first day of the period: today and the `days - 1` before it. */
  first: string;
  /** Every day of the period, oldest first. */
  days: string[];
  /** The instants that bound the period [start, end) and today [todayStart, end). */
  start: Date;
  todayStart: Date;
  end: Date;
}

/** Today and the `days` days that end today, on the marketplace's clock, as days and as instants. */
export function metricsWindow(now: Date, days: number, timeZone = MARKETPLACE_TIME_ZONE): MetricsWindow {
  const today = wallClockIn(timeZone, now).date;
  const first = addDays(today, 1 - days);
  return {
    timeZone,
    today,
    first,
    days: daysThrough(first, today),
    start: instantAt(timeZone, first, '00:00'),
    todayStart: instantAt(timeZone, today, '00:00'),
    end: instantAt(timeZone, addDays(today, 1), '00:00'),
  };
}

/**
 * A share as a fraction with four decimals (0.1234 = 12.34 %), or null when there is nothing to share:
 * a rate of zero bookings is unknown, not zero.
 */
export function shareOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** A day's purchases as the query groups them (cents). */
export interface DayBookings {
  day: string;
  bookings: number;
  grossCents: number;
  serviceFeeCents: number;
  commissionCents: number;
  canceledByCustomer: number;
  canceledBySupplier: number;
  canceledByAdministration: number;
}

export interface DayRefunds {
  day: string;
  refunds: number;
  refundedCents: number;
}

/** The sums of the days from `first` on (today alone, or the whole period). */
export function sumDays<T extends { day: string }>(
  rows: readonly T[],
  first: string,
  keys: readonly (keyof T)[],
) {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<keyof T, number>;
  for (const row of rows) {
    if (row.day < first) continue;
    for (const key of keys) totals[key] += Number(row[key]);
  }
  return totals;
}

/** One entry per day of the window, days without bookings at zero, oldest first. */
export function dailySeries(days: readonly string[], rows: readonly DayBookings[]) {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => ({
    date: day,
    bookings: byDay.get(day)?.bookings ?? 0,
    grossCents: byDay.get(day)?.grossCents ?? 0,
  }));
}
