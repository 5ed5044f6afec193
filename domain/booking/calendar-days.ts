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

/** Milliseconds of a day's UTC midnight, from its digits (faster than parsing the text as a date). */
function utcMidnight(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

const DAY_MS = 86_400_000;

function dayText(ms: number): string {
  const date = new Date(ms);
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  return `${date.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

export function addDays(day: string, days: number): string {
  return dayText(utcMidnight(day) + days * DAY_MS);
}

export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[new Date(utcMidnight(day)).getUTCDay()]!;
}

/** Every day from `first` through `last`, both included; none when last comes first. */
export function daysThrough(first: string, last: string): string[] {
  const days: string[] = [];
  const end = utcMidnight(last);
  for (let ms = utcMidnight(first); ms <= end; ms += DAY_MS) days.push(dayText(ms));
  return days;
}
