/**
 * The similar experiences a supplier's cancellation e-mail offers (docs/decisions/0068-supplier-cancellations.md):
 * among the catalogue's similar experiences, those with an open departure on a day near the cancelled
 * one, the nearest day first (a later day before an earlier one at the same distance: the traveller was
 * free then, and an earlier day may be too soon to plan), ties kept in the catalogue's order of
 * similarity. Pure: the caller reads the candidates and their bookable days.
 */
import { addDays } from '../booking/calendar-days';

/** Days before and after the cancelled departure an alternative may be on. */
export const NEARBY_DAYS = 7;
/** How many alternatives the e-mail shows. */
export const ALTERNATIVES = 3;

export interface AlternativeCandidate {
  id: number;
  name: string;
  /** Root-relative path of the experience page. */
  path: string;
  /** Days that can be booked now (yyyy-MM-dd, ascending), from the availability engine. */
  bookableDays: readonly string[];
}

export interface Alternative {
  id: number;
  name: string;
  path: string;
  /** The nearby bookable day offered (yyyy-MM-dd on that experience's clock). */
  day: string;
}

const distance = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The nearest bookable day within NEARBY_DAYS of `date`, later days first on equal distance; or null. */
export function nearestDay(date: string, days: readonly string[]): string | null {
  const first = addDays(date, -NEARBY_DAYS);
  const last = addDays(date, NEARBY_DAYS);
  let best: string | null = null;
  for (const day of days) {
    if (day < first || day > last) continue;
    if (best === null) {
      best = day;
      continue;
    }
    const [d, b] = [Math.abs(distance(date, day)), Math.abs(distance(date, best))];
    if (d < b || (d === b && day > best)) best = day;
  }
  return best;
}

/**
 * Up to ALTERNATIVES candidates (in the catalogue's order of similarity) with a bookable day near `date`,
 * the nearest first; the cancelled experience itself is never one.
 */
export function rankAlternatives(
  cancelled: { experienceId: number; date: string },
  candidates: readonly AlternativeCandidate[],
): Alternative[] {
  const ranked = candidates
    .filter((candidate) => candidate.id !== cancelled.experienceId)
    .map((candidate, order) => ({
      candidate,
      order,
      day: nearestDay(cancelled.date, candidate.bookableDays),
    }))
    .filter((entry): entry is typeof entry & { day: string } => entry.day !== null)
    .sort((a, b) => {
      const gap = Math.abs(distance(cancelled.date, a.day)) - Math.abs(distance(cancelled.date, b.day));
      return gap !== 0 ? gap : a.order - b.order;
    });
  return ranked
    .slice(0, ALTERNATIVES)
    .map(({ candidate, day }) => ({ id: candidate.id, name: candidate.name, path: candidate.path, day }));
}
