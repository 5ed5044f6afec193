/**
 * Keeps the per-day places of the search by date (docs/decisions/0086-search-by-date.md) following the
 * availability engine. Writers never call it: triggers (migration 0034) mark an experience stale in the
 * transaction that changes its schedule, hours, locks, unique dates, departures, held seats or
 * publication, and the search lets the engine decide stale experiences. This rewrites them, and rolls the
 * horizon forward, a batch per call; in several processes one at a time works (an advisory lock).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { BOOKING_HORIZON_DAYS } from './availability';
import { loadBookingInputs } from './booking-input.server';
import { addDays } from './calendar-days';
import { dayPlacesOf, nearDaysOf } from './day-places';

/** Days after the server's day that are computed: the horizon and a few days of slack for the roll. */
export const DAY_PLACES_AHEAD = BOOKING_HORIZON_DAYS + 10;
/**
 * An experience computed through fewer days ahead than this is rolled forward: every day, so that its near
 * departures (day_departures) always cover the days anticipation may cut.
 */
export const DAY_PLACES_ROLL = DAY_PLACES_AHEAD;
/** Days after its near days whose departures are kept: the search's latest "today" and a day of roll. */
const NEAR_SLACK_DAYS = 2;
/** The advisory lock of the refresher (any number, the same in every process). */
const DAY_PLACES_LOCK = 8_603_401;
/** Experiences rewritten per transaction. */
const BATCH = 400;
/** Experiences rewritten (so rows deleted) after which the refresher's tables are vacuumed. */
export const DAY_PLACES_VACUUM_AFTER = 2_000;

const arrayText = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** The server's day, the one the table's span is counted from. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Rewrites up to `limit` experiences: the stale ones first, then those to roll forward. Answers how
 * many it rewrote (0: all follow the engine).
 */
export async function refreshDayPlaces(db: Db, now: Date, limit = BATCH): Promise<number> {
  const today = utcDay(now);
  const from = addDays(today, -1);
  const through = addDays(today, DAY_PLACES_AHEAD);
  return db.transaction(async (tx) => {
    // One refresher at a time, whichever process: two would write the same rows.
    const [lock] = await queryRows<{ held: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${DAY_PLACES_LOCK}) as held`,
    );
    if (!lock?.held) return 0;
    // Marks committed before this statement go; a writer committing later leaves its mark for the next run.
    const ids = [
      ...new Set(
        (
          await queryRows<{ experience_id: number }>(
            tx,
            sql`delete from day_places_stale where experience_id in (
              select experience_id from day_places_stale order by id limit ${limit}) returning experience_id`,
          )
        ).map((row) => row.experience_id),
      ),
    ];
    if (ids.length < limit) {
      const rolled = await queryRows<{ experience_id: number }>(
        tx,
        sql`select experience_id from day_places_weeks where through < ${addDays(today, DAY_PLACES_ROLL)}::date
          order by experience_id limit ${limit - ids.length}`,
      );
      ids.push(...rolled.map((row) => row.experience_id).filter((id) => !ids.includes(id)));
    }
    if (ids.length === 0) return 0;
    const inputs = await loadBookingInputs(tx, ids, now);
    const weeks: { id: number; places: number[]; near: number; nearThrough: string | null }[] = [];
    const days: { id: number; day: string; places: number }[] = [];
    const departures: { id: number; day: string; places: number; cutoff: string }[] = [];
    for (const [id, input] of inputs) {
      const nearThrough = addDays(today, nearDaysOf(input.availability) + NEAR_SLACK_DAYS);
      const computed = dayPlacesOf(input.availability, from, through, nearThrough);
      weeks.push({
        id,
        places: computed.weekPlaces,
        near: computed.nearDays,
        nearThrough: computed.departures ? nearThrough : null,
      });
      for (const day of computed.days) days.push({ id, ...day });
      for (const departure of computed.departures ?? []) {
        departures.push({ id, ...departure, cutoff: departure.cutoff.toISOString() });
      }
    }
    const all = arrayText(ids);
    await tx.execute(sql`delete from day_places where experience_id = any(${all}::int[])`);
    await tx.execute(sql`delete from day_departures where experience_id = any(${all}::int[])`);
    await tx.execute(sql`delete from day_places_weeks where experience_id = any(${all}::int[])`);
    if (weeks.length > 0) {
      const column = (i: number) => sql`${arrayText(weeks.map((w) => w.places[i] ?? 0))}::int[]`;
      const nearThrough = arrayText(weeks.map((w) => w.nearThrough ?? 'NULL'));
      await tx.execute(sql`insert into day_places_weeks
          (experience_id, p0, p1, p2, p3, p4, p5, p6, near_days, through, country_id, near_through)
        select w.id, w.p0, w.p1, w.p2, w.p3, w.p4, w.p5, w.p6, w.near, ${through}::date, e.country_id, w.near_through
        from unnest(${arrayText(weeks.map((w) => w.id))}::int[], ${arrayText(weeks.map((w) => w.near))}::int[],
          ${sql.join([0, 1, 2, 3, 4, 5, 6].map(column), sql`, `)}, ${nearThrough}::date[])
          as w(id, near, p0, p1, p2, p3, p4, p5, p6, near_through)
        join experiences e on e.id = w.id`);
    }
    if (departures.length > 0) {
      await tx.execute(sql`insert into day_departures (experience_id, day, places, cutoff)
        select * from unnest(${arrayText(departures.map((d) => d.id))}::int[],
          ${arrayText(departures.map((d) => d.day))}::date[], ${arrayText(departures.map((d) => d.places))}::int[],
          ${arrayText(departures.map((d) => d.cutoff))}::timestamptz[])`);
    }
    if (days.length > 0) {
      await tx.execute(sql`insert into day_places (experience_id, day, places)
        select * from unnest(${arrayText(days.map((d) => d.id))}::int[], ${arrayText(days.map((d) => d.day))}::date[],
          ${arrayText(days.map((d) => d.places))}::int[])`);
    }
    return ids.length;
  });
}

/** Refreshes until nothing is stale or due (start-up backfill, benchmarks, tests). */
export async function refreshAllDayPlaces(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await refreshDayPlaces(db, now);
    if (done === 0) return total;
    total += done;
  }
}

/**
 * Reclaims the rows the refresher deleted and renews the planner's statistics of its tables. The embedded
 * engine has no autovacuum: without this, every mark and rewritten row stays as a dead row that the
 * search reads past, and the planner, still counting a backfill's marks, stops hashing the stale set
 * (docs/decisions/0086-search-by-date.md). On PostgreSQL it only runs before autovacuum would.
 */
export async function vacuumDayPlaces(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) day_places_stale, day_places_weeks, day_places, day_departures`);
}
