/**
 * What the search bars (the home hero's, the desktop header's, the phone's) read from and carry over from
 * the page's address (docs/product.md § Search by date and group). Pure, so server rendering and the
 * browser agree, and unit-tested apart from React.
 */
import { isIsoDate } from '../booking/calendar-days';
import { dateRangeIssue } from './date-range';
import { PLAIN_KEYS, TRAVELLERS_RANGE } from './filter-values';

/** The day (or range) and group as the fields hold them: '' is "not chosen". */
export interface DateGroup {
  /** yyyy-MM-dd or ''. */
  date: string;
  /** yyyy-MM-dd or '': the end of a range, only with `date`. */
  to: string;
  /** A whole number as typed, or ''. */
  travellers: string;
}

export const NO_DATE_GROUP: DateGroup = { date: '', to: '', travellers: '' };

/**
 * The day, range and group of an address, when they are ones the search accepts; anything else reads as
 * not chosen (the page itself answers a bad address with its translated 400).
 */
export function dateGroupFromSearchParams(params: URLSearchParams): DateGroup {
  const date = params.get('date') ?? '';
  const to = params.get('to') ?? '';
  const travellers = params.get('travellers') ?? '';
  const n = Number(travellers);
  const dateOk = isIsoDate(date);
  return {
    date: dateOk ? date : '',
    to: dateOk && isIsoDate(to) && to !== date && dateRangeIssue(date, to) === null ? to : '',
    travellers:
      /^\d+$/.test(travellers) && n >= TRAVELLERS_RANGE.min && n <= TRAVELLERS_RANGE.max ? String(n) : '',
  };
}

/**
 * Filters of the results page that a new search from a bar keeps: everything but the text, the day, the
 * group (the bar's own fields) and the page number. The search text replaces the search, not its filters
 * nor its order.
 */
const BAR_FIELDS: readonly string[] = ['searchText', 'date', 'to', 'travellers'];
const KEPT_ON_RESULTS = PLAIN_KEYS.filter((key) => !BAR_FIELDS.includes(key));

/**
 * The address parameters a bar's search carries as hidden fields, in their order: on the results page
 * (`/search`) its other filters and order; anywhere else the header's country choice (`country`), which
 * every page understands.
 */
export function keptSearchParams(pathname: string, params: URLSearchParams): [string, string][] {
  const keys: readonly string[] = pathname === '/search' ? KEPT_ON_RESULTS : ['country'];
  return [...params].filter(([key]) => keys.includes(key));
}
