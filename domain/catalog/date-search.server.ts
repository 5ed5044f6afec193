/**
 * Search by date and group (docs/product.md § Search by date and group, docs/decisions/0086-search-by-date.md):
 * the experiences matching the filters that have, on the chosen days, a departure with places for the
 * travellers. SQL narrows the candidates with a necessary condition (a scheduled hour, or a departure's own
 * capacity, as large as the group); the booking engine (`firstDepartureFor`, the rule behind the booking
 * card) decides each candidate, so a search and the card never disagree.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
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

/** How many experiences, per place of the page, the page is first looked for among. */
const PREFIX_FACTOR = 4;
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

interface DateCount {
  /** How many the table proves. */
  sure: number;
  /** The others the engine found a departure for. */
  checked: number[];
}

/**
 * Whether a search filters on nothing but the country (and the days and group): its count can read the
 * week rows alone, which hold the country and exist only for published experiences.
 */
function filtersOnlyCountry(filters: ExperienceFilters): boolean {
  const {
    countryId: _country,
    dateFrom: _from,
    dateTo: _to,
    travellers: _group,
    sort: _sort,
    ...rest
  } = filters;
  return Object.values(rest).every(
    (value) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * How many the table proves, and the few the engine must decide (stale in the table, or with days the
 * moving window may cut), which it then decides. One pass over the filtered experiences joined to their
 * week rows; over the week rows alone when only the country filters (every experience without a row
 * is marked stale, and the stale ones are candidates).
 */
async function countMatches(db: DbOrTx, filters: ExperienceFilters, now: Date): Promise<DateCount> {
  const { days, travellers } = dateQuery(filters, now);
  const weeksAlone = filtersOnlyCountry(filters);
  const id = weeksAlone ? sql`w.experience_id` : sql`e.id`;
  const { sure, check } = dayPlacesConditions({ ...days, travellers, now }, id);
  const rows = weeksAlone
    ? sql`day_places_weeks w where ${filters.countryId === undefined ? sql`true` : sql`w.country_id = ${filters.countryId}`}`
    : sql`${fromWeeks} where ${filterConditions(filters)}`;
  // `offset 0` keeps the inner query whole, so each row's conditions are computed once, not once per aggregate.
  const [row] = await queryRows<{ sure: number; candidates: number[] | null }>(
    db,
    sql`select count(*) filter (where x.sure)::int as sure,
        array_agg(x.id) filter (where not x.sure and x.check) as candidates
      from (select ${id} as id, ${sure} as sure, ${check} as check from ${rows} offset 0) x`,
  );
  // The candidates and the stale experiences (those without a week row among them), through the filters
  // and the schedule's necessary condition, apart: per experience it costs more than the pass above.
  const candidates = (
    await queryRows<{ id: number }>(
      db,
      sql`select e.id from experiences e where e.id in (
          select unnest(${`{${(row?.candidates ?? []).join(',')}}`}::int[])
          union select st.experience_id from day_places_stale st)
        and ${filterConditions(filters, [mayHavePlaces(travellers, days)])}`,
    )
  ).map((candidate) => candidate.id);
  const checked: number[] = [];
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const inputs = await loadBookingInputs(db, batch, now);
    for (const id of batch) {
      const input = inputs.get(id);
      if (input && firstDepartureFor(input.availability, days, travellers, now)) checked.push(id);
    }
  }
  return { sure: row?.sure ?? 0, checked };
}

/** How many experiences a date search matches (the filter dialog's count). */
export async function countDateMatches(db: DbOrTx, filters: ExperienceFilters, now: Date): Promise<number> {
  const { sure, checked } = await countMatches(db, filters, now);
  return sure + checked.length;
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
  const { sure } = dayPlacesConditions({ ...days, travellers, now }, sql`e.id`, 'a page');
  const everywhere = (match: SQL) =>
    queryRows<{ id: number }>(
      db,
      sql`select e.id from ${fromWeeks} where ${filterConditions(filters, [match])}
        order by ${orderBy(filters)} limit ${page.limit} offset ${pageOffset(page)}`,
    );
  // The first experiences in the search's order (along its index when it has one), a few times the page:
  // when they hold a whole page of matches, it is the page; otherwise every experience is read.
  const pageOf = async (match: SQL) => {
    const prefix = (pageOffset(page) + page.limit) * PREFIX_FACTOR;
    const rows = await queryRows<{ id: number }>(
      db,
      sql`with top as materialized (select e.* from experiences e where ${filterConditions(filters)}
          order by ${orderBy(filters)} limit ${prefix})
        select e.id from top e left join day_places_weeks w on w.experience_id = e.id where ${match}
        order by ${orderBy(filters)} limit ${page.limit} offset ${pageOffset(page)}`,
    );
    return rows.length === page.limit ? rows : everywhere(match);
  };
  // The page of the table's matches while the count runs (a pool answers both at once); read again with
  // the engine's matches when there are some.
  const [count, sureRows] = await allQueries(
    db,
    () => countMatches(db, filters, now),
    () => pageOf(sure),
  );
  const rows =
    count.checked.length === 0
      ? sureRows
      : await pageOf(sql`(${sure} or e.id = any(${`{${count.checked.join(',')}}`}::int[]))`);
  const total = count.sure + count.checked.length;
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
  const data = await summariesByIds(db, [...departures.keys()], lang, {
    departures,
  });
  return { data, pagination: paginationMeta(total, page.page, page.limit) };
}
