/**
 * The search by date's SQL over the engine's per-day places (docs/decisions/0086-search-by-date.md,
 * domain/booking/day-places.ts). For experience `e` (joined to its week row `w`) and the chosen days it
 * says whether the table alone proves a match (`sure`), or whether the engine must decide (`check`):
 * an experience the refresher has not rewritten yet, or days that the moving window may still cut
 * (anticipation on the first days, the horizon's end), which depend on the clock.
 */
import { type SQL, sql } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS } from '../booking/availability';
import { addDays, daysThrough, weekdayOf } from '../booking/calendar-days';
import { WEEKDAYS } from '../booking/departures';

const HOUR_MS = 3_600_000;
/** Near-day counts spelt out per value (1 + anticipation in whole days); the engine decides larger ones. */
const SPELT_NEAR_DAYS = 8;

export interface DayPlacesQuery {
  from: string;
  to: string;
  travellers: number;
  now: Date;
}

/**
 * The clock's bounds for every zone the product may run in (UTC−12 to UTC+14): the latest "today", after
 * whose near days anticipation cuts nothing, and the last day inside every zone's horizon.
 */
export function clockBounds(now: Date) {
  const latestToday = new Date(now.getTime() + 14 * HOUR_MS).toISOString().slice(0, 10);
  const earliestToday = new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);
  return { latestToday, safeLast: addDays(earliestToday, BOOKING_HORIZON_DAYS) };
}

const weekdayIndex = (day: string) => WEEKDAYS.indexOf(weekdayOf(day));

/** Weekdays of the days from..to (all seven when they span a week). */
function weekdaysOf(from: string, to: string): number[] {
  if (from > to) return [];
  return [...new Set(daysThrough(from, to < addDays(from, 6) ? to : addDays(from, 6)).map(weekdayIndex))];
}

/**
 * The conditions over `w` (`day_places_weeks`) and the experience's id: `e.id` when `w` is left-joined to
 * `experiences e`, or `w.experience_id` when the week rows are read alone. `reads` says whether the
 * statement tests every experience (the count) or a page's few (how near departures are looked up).
 */
export function dayPlacesConditions(
  query: DayPlacesQuery,
  id: SQL = sql`e.id`,
  reads: 'every experience' | 'a page' = 'every experience',
): { sure: SQL; check: SQL } {
  const { from, to, travellers: n } = query;
  const { latestToday, safeLast } = clockBounds(query.now);
  const last = to < safeLast ? to : safeLast;
  // The first day past the window for this experience, and the days the table decides alone.
  const farFrom = sql`greatest(${from}::date, ${latestToday}::date + w.near_days + 1)`;
  const exceptions = sql`(select d.experience_id from day_places d where d.day between ${from}::date and ${to}::date)`;
  // Experiences without a day that differs from their weekdays: a weekday of the far days with the places.
  const byWeekday = sql.join(
    Array.from({ length: SPELT_NEAR_DAYS }, (_, near) => {
      const farDays = weekdaysOf(
        from > addDays(latestToday, near + 1) ? from : addDays(latestToday, near + 1),
        last,
      );
      const any =
        farDays.length === 0
          ? sql`false`
          : sql.join(
              farDays.map((day) => sql`${sql.raw(`w.p${day}`)} >= ${n}`),
              sql` or `,
            );
      return sql`when ${sql.raw(String(near))} then (${any})`;
    }),
    sql` `,
  );
  // Otherwise (few: the experiences with such rows) each far day: its own row, or its weekday's places.
  const farFromOf = (weeks: string) =>
    sql`greatest(${from}::date, ${latestToday}::date + ${sql.raw(weeks)}.near_days + 1)`;
  const dayByDay = sql`(select x.experience_id from day_places_weeks x where x.experience_id in ${exceptions}
    and exists (select 1 from generate_series(${farFromOf('x')}, ${last}::date, interval '1 day') g(day)
      left join day_places d on d.experience_id = x.experience_id and d.day = g.day::date
      where coalesce(d.places, (array[x.p0, x.p1, x.p2, x.p3, x.p4, x.p5, x.p6])[extract(dow from g.day)::int + 1]) >= ${n}))`;
  // Hashed once, not probed per experience.
  const fresh = sql`(w.experience_id is not null and w.through >= ${last}::date
    and not (${id} in (select st.experience_id from day_places_stale st)))`;
  const farMatch = sql`(${farFrom} <= ${last}::date and case
    when ${id} in ${exceptions} then ${id} in ${dayByDay}
    else case w.near_days ${byWeekday} else false end end)`;
  // The days the window may cut (up to every zone's latest today + near days): their departures with the
  // instant each is cut, when the rows reach that far (rewritten daily; none where the clocks change).
  const nearLast = sql`(${latestToday}::date + w.near_days)`;
  const nearRange = sql`${from}::date <= ${nearLast}`;
  const nearCovered = sql`(w.near_through is not null and w.near_through >= least(${to}::date, ${nearLast}))`;
  // Over every experience, a day or two: the experiences whose near days they are all ask, so those days'
  // departures are hashed once. A longer range: its later days are past the near days and the weekdays
  // decide most experiences; only the others probe their own departures (`offset 0` keeps PostgreSQL from
  // hashing the range's first). A page's few experiences always probe.
  const departures = sql`from day_departures dd where dd.day between ${from}::date and ${to}::date
    and dd.places >= ${n} and dd.cutoff > ${query.now.toISOString()}::timestamptz`;
  const hashed = reads === 'every experience' && to <= addDays(from, 1);
  const nearMatch = sql`(${nearRange} and ${nearCovered} and ${
    hashed
      ? sql`${id} in (select dd.experience_id ${departures})`
      : sql`exists (select 1 ${departures} and dd.experience_id = ${id} offset 0)`
  })`;
  const sure = sql`(${fresh} and (${farMatch} or ${nearMatch}))`;
  // The engine decides: stale rows, and days the window may cut (near ones, past every zone's horizon)
  // when some day of theirs may have the places.
  const mayHavePlaces = sql`(greatest(w.p0, w.p1, w.p2, w.p3, w.p4, w.p5, w.p6) >= ${n} or ${id} in (
    select d.experience_id from day_places d where d.day between ${from}::date and ${to}::date and d.places >= ${n}))`;
  // Anticipations of a week or more are not spelt out above: rare, the engine decides them.
  const windowDays = sql`((${nearRange} and not ${nearCovered}) or ${to}::date > ${safeLast}::date
    or w.near_days >= ${SPELT_NEAR_DAYS})`;
  const check = sql`(not ${fresh} or (${windowDays} and ${mayHavePlaces}))`;
  return { sure, check };
}
