/**
 * The dates of a search by date (docs/product.md § Search by date and group): one day (`date`) or a range
 * (`date` to `to`), at most MAX_DATE_SPAN_DAYS days. Pure, so the parser and the forms agree.
 */
import { addDays, daysThrough } from '../booking/calendar-days';
import { MAX_DATE_SPAN_DAYS } from './filter-values';

/** Why a date pair is not a search range, or null when it is one. */
export function dateRangeIssue(
  from: string | undefined,
  to: string | undefined,
): { field: 'date' | 'to'; message: string } | null {
  if (to === undefined) return null;
  if (from === undefined) return { field: 'date', message: 'to needs a start date' };
  if (to < from) return { field: 'to', message: 'to must not come before date' };
  if (daysThrough(from, to).length > MAX_DATE_SPAN_DAYS)
    return {
      field: 'to',
      message: `a range covers at most ${MAX_DATE_SPAN_DAYS} days`,
    };
  return null;
}

/**
 * The days a date search looks at: the chosen ones, or, when only travellers were given, the next
 * MAX_DATE_SPAN_DAYS days from `today` (the server's day; each experience's own window still applies).
 */
export function searchDays(
  filters: { dateFrom?: string; dateTo?: string },
  today: string,
): { from: string; to: string } {
  if (filters.dateFrom !== undefined)
    return { from: filters.dateFrom, to: filters.dateTo ?? filters.dateFrom };
  return { from: today, to: addDays(today, MAX_DATE_SPAN_DAYS - 1) };
}
