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
import { dayPlacesConditions } from './day-places-conditions.server';

/** Candidates whose inputs are read in one statement. */
const BATCH = 400;

export function isDateSearch(filters: ExperienceFilters): boolean {
  return filters.dateFrom !== undefined || filters.travellers !== undefined;
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

const fromWeeks = sql`experiences e left join day_places_weeks w on w.experience_id = e.id`;

/**
 * The experiences the engine must decide (stale in the table, or with days the moving window may cut),
 * in no order, and the ones among them it finds a departure for.
 */
async function engineMatches(db: DbOrTx, filters: ExperienceFilters, now: Date): Promise<number[]> {
  const { days, travellers } = dateQuery(filters, now);
  const { sure, check } = dayPlacesConditions({ ...days, travellers, now });
  const where = filterConditions(filters, [
    sql`not ${sure}`,
    sql`(${check} and ${mayHavePlaces(travellers, days)})`,
  ]);
  const candidates = (
    await queryRows<{ id: number }>(db, sql`select e.id from ${fromWeeks} where ${where}`)
  ).map((row) => row.id);
  const matches: number[] = [];
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const inputs = await loadBookingInputs(db, batch, now);
    for (const id of batch) {
      const input = inputs.get(id);
      if (input && firstDepartureFor(input.availability, days, travellers, now)) matches.push(id);
    }
  }
  return matches;
}

/** The condition of a match: the table proves it, or the engine found it. */
async function matchCondition(db: DbOrTx, filters: ExperienceFilters, now: Date): Promise<SQL> {
  const { days, travellers } = dateQuery(filters, now);
  const { sure } = dayPlacesConditions({ ...days, travellers, now });
  const checked = await engineMatches(db, filters, now);
  return checked.length === 0 ? sure : sql`(${sure} or e.id = any(${`{${checked.join(',')}}`}::int[]))`;
}

/** How many experiences a date search matches (the filter dialog's count). */
export async function countDateMatches(db: DbOrTx, filters: ExperienceFilters, now: Date): Promise<number> {
  const where = filterConditions(filters, [await matchCondition(db, filters, now)]);
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${fromWeeks} where ${where}`,
  );
  return row?.total ?? 0;
}

/** One page of a date search; the count is of the matches, so "View more" ends where they do. */
export async function searchByDate(
  db: DbOrTx,
  filters: ExperienceFilters,
  page: PageRequest,
  lang: Lang,
  now: Date,
): Promise<{ data: ExperienceSummary[]; pagination: PaginationMeta }> {
  const { days, travellers } = dateQuery(filters, now);
  const where = filterConditions(filters, [await matchCondition(db, filters, now)]);
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select e.id, count(*) over ()::int as total from ${fromWeeks} where ${where}
      order by ${orderBy(filters)} limit ${page.limit} offset ${pageOffset(page)}`,
  );
  const total = rows[0]?.total ?? (pageOffset(page) > 0 ? await countDateMatches(db, filters, now) : 0);
  // Each card's first departure, from the engine over the chosen days (the near ones included).
  const inputs = await loadBookingInputs(
    db,
    rows.map((row) => row.id),
    now,
  );
  const departures = new Map<number, FirstDeparture>();
  for (const { id } of rows) {
    const input = inputs.get(id);
    const departure = input && firstDepartureFor(input.availability, days, travellers, now);
    if (departure) departures.set(id, departure);
  }
  const data = await summariesByIds(db, [...departures.keys()], lang, { departures });
  return { data, pagination: paginationMeta(total, page.page, page.limit) };
}
