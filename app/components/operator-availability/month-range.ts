/**
 * The month an operator's calendar of departures shows (docs/product.md § Schedule): "yyyy-MM" from the
 * page's address, its first and last day, and the months around it. Pure, for the page and its tests.
 */
import { addDays } from '../../../domain/booking/calendar-days';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month named by `text`, or the month of `today` when it names none. */
export function monthOf(text: string | null, today: string): string {
  return text && MONTH.test(text) ? text : today.slice(0, 7);
}

/** The first and the last day of a "yyyy-MM" month (at most 31 days: within the calendar's limit). */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const next = shiftMonth(month, 1);
  return { from, to: addDays(`${next}-01`, -1) };
}

export function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  const shifted = index % 12;
  return `${Math.floor(index / 12)}-${String(shifted + 1).padStart(2, '0')}`;
}
