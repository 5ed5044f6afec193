/**
 * A departure as a result card shows it: "sáb, 5 dic · 9:00 AM" / "Sat, Dec 5 · 9:00 AM" (docs/product.md §
 * Search by date and group; times on the product's 12-hour clock).
 */
import { intlLocale, type Lang } from '../../common/i18n/languages';
import { twelveHour } from './departures';

const formats = new Map<Lang, Intl.DateTimeFormat>();

export function departureLabel(departure: { date: string; hour: string }, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    // The day is the experience's own: formatted at UTC midnight it cannot slip to a neighbour.
    format = new Intl.DateTimeFormat(intlLocale(lang), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formats.set(lang, format);
  }
  return `${format.format(new Date(`${departure.date}T00:00:00Z`))} · ${twelveHour(departure.hour)}`;
}
