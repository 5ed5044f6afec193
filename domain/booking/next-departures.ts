/**
 * What the experience page says about when it runs (docs/decisions/0084-gallery-and-availability.md): the
 * first days with places, from the booking calendar's own list of bookable days, and whether they are few.
 */
import { addDays } from './calendar-days';

/** How many of the first bookable days the page names. */
export const NEXT_DEPARTURES_SHOWN = 3;
/** The page warns when fewer bookable days than this fall in the next FEW_DATES_WINDOW_DAYS. */
export const FEW_DATES_THRESHOLD = 4;
export const FEW_DATES_WINDOW_DAYS = 90;

export interface NextDepartures {
  /** The first bookable days, yyyy-MM-dd, earliest first (empty: none in the booking horizon). */
  dates: string[];
  /** Some bookable days, but fewer than FEW_DATES_THRESHOLD from today through today + 90. */
  few: boolean;
}

/** `bookable`: the calendar's bookable days (`availableDates(...).dates`), earliest first. */
export function nextDepartures(bookable: readonly string[], today: string): NextDepartures {
  const last = addDays(today, FEW_DATES_WINDOW_DAYS);
  let soon = 0;
  for (const day of bookable) {
    if (day > last || soon >= FEW_DATES_THRESHOLD) break;
    if (day >= today) soon++;
  }
  return {
    dates: bookable.slice(0, NEXT_DEPARTURES_SHOWN),
    few: bookable.length > 0 && soon < FEW_DATES_THRESHOLD,
  };
}
