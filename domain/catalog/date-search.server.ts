/**
 * Search by date and group (docs/product.md § Search by date and group, docs/decisions/0086-search-by-date.md):
 * the experiences matching the filters that have, on the chosen days, a departure with places for the
 * travellers. SQL narrows the candidates with a necessary condition (a scheduled hour, or a departure's own
 * capacity, as large as the group); the booking engine (`firstDepartureFor`, the rule behind the booking
 * card) decides each candidate, so a search and the card never disagree.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { loadBookingInputs } from '../booking/booking-input.server';
import { addDays, daysThrough, weekdayOf } from '../booking/calendar-days';
import { WEEKDAYS } from '../booking/departures';
import { type FirstDeparture, firstDepartureFor } from '../booking/first-departure';
import { searchDays } from './date-range';
import type { ExperienceFilters } from './filter-values';
import type { ExperienceSummary } from './experience-shape';
import { summariesByIds } from './experience-summaries.server';
import { type PageRequest, type PaginationMeta, pageOffset, paginationMeta } from './pagination';
import { filterConditions, orderBy } from './search-conditions.server';

/** Candidates whose inputs are read in one statement. */
const BATCH = 400;

export function isDateSearch(filters: ExperienceFilters): boolean {
  return filters.dateFrom !== undefined || filters.travellers !== undefined;
}

export interface DateMatch {
  id: number;
  departure: FirstDeparture;
}

/** The days and group a date search asks about; a day before UTC's date covers every zone's today. */
function dateQuery(filters: ExperienceFilters, now: Date) {
  return {
    days: searchDays(filters, addDays(now.toISOString().slice(0, 10), -1)),
    travellers: filters.travellers ?? 1,
  };
}

/**
 * A necessary condition for a departure with `travellers` places on `days`: a scheduled hour with that
 * capacity on one of their weekdays (any weekday with unique dates, whose days may run at every hour), or
 * a departure on those days whose own capacity is that large.
 */
function mayHavePlaces(travellers: number, days: { from: string; to: string }): SQL {
  const weekdays = [
    ...new Set(daysThrough(days.from, days.to).map((day) => WEEKDAYS.indexOf(weekdayOf(day)))),
  ];
  const onWeekdays =
    weekdays.length >= 7
      ? sql`true`
      : sql`(h.weekday is null or h.weekday in (${sql.join(
          weekdays.map((day) => sql`${day}`),
          sql`, `,
        )}) or exists (select 1 from unique_dates u where u.experience_id = e.id))`;
  return sql`(exists (select 1 from company_schedules s join schedule_hours h on h.schedule_id = s.id
      where s.experience_id = e.id and s.company_id = e.company_id and h.capacity >= ${travellers} and ${onWeekdays})
    or exists (select 1 from time_slots t where t.experience_id = e.id
      and t.slot_date between ${days.from}::date and ${days.to}::date and t.capacity >= ${travellers}))`;
}

/** Every match in the search's order, each with its first departure on the chosen days. */
export async function dateMatches(db: DbOrTx, filters: ExperienceFilters, now: Date): Promise<DateMatch[]> {
  const { days, travellers } = dateQuery(filters, now);
  const where = filterConditions(filters, [mayHavePlaces(travellers, days)]);
  const candidates = (
    await queryRows<{ id: number }>(
      db,
      sql`select e.id from experiences e where ${where} order by ${orderBy(filters)}`,
    )
  ).map((row) => row.id);
  const matches: DateMatch[] = [];
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const inputs = await loadBookingInputs(db, batch, now);
    for (const id of batch) {
      const input = inputs.get(id);
      const departure = input && firstDepartureFor(input.availability, days, travellers, now);
      if (departure) matches.push({ id, departure });
    }
  }
  return matches;
}

/** One page of a date search; the count is of the matches, so "View more" ends where they do. */
export async function searchByDate(
  db: DbOrTx,
  filters: ExperienceFilters,
  page: PageRequest,
  lang: Lang,
  now: Date,
): Promise<{ data: ExperienceSummary[]; pagination: PaginationMeta }> {
  const matches = await dateMatches(db, filters, now);
  const shown = matches.slice(pageOffset(page), pageOffset(page) + page.limit);
  const data = await summariesByIds(
    db,
    shown.map((match) => match.id),
    lang,
    { departures: new Map(shown.map((match) => [match.id, match.departure])) },
  );
  return {
    data,
    pagination: paginationMeta(matches.length, page.page, page.limit),
  };
}
