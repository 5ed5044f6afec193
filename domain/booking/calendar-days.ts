/**
 * Calendar days as "yyyy-MM-dd" text, the form the booking calls carry (docs/product.md § Booking). A day
 * is a date in the experience's own time zone, so arithmetic runs on UTC midnights, where no daylight
 * saving change can make a day 23 or 25 hours long.
 */
import { WEEKDAYS, type Weekday } from './departures';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-MM-dd ("2026-02-30" is not one). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/** Every day from `first` through `last`, both included; none when last comes first. */
export function daysThrough(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
