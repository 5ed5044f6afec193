import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { runAloneOnDemo } from './demo-in-memory';
import { addDays } from '../domain/booking/calendar-days';
import { WEEKDAYS } from '../domain/booking/departures';
import { companyDepartures } from '../domain/operator-availability/departures.server';
import type { ScheduleInput } from '../domain/operator-availability/schedule-rules';
import { replaceSchedule } from '../domain/operator-availability/schedule.server';
import { percentile } from './search-latency';

/**
 * The operator's calendar of departures (docs/product.md § Schedule) for a month of an experience that
 * leaves 40 times a week, some departures sold, some closed, with locks and a season, through the domain
 * function the route calls, uncached. Target: p95 < 50 ms on PGlite. The setup runs in a transaction
 * that is rolled back, so the catalogue stays as it was.
 */
const TARGET_P95_MS = 50;
const ROUNDS = Number(process.env.BENCH_DEPARTURES_ROUNDS ?? 60);

/** 6 hours Monday to Friday and 5 on weekends: 40 departures a week. */
function fortyAWeek(): ScheduleInput {
  const weekday = ['07:00', '09:00', '11:00', '13:00', '15:00', '17:00'].map((hour) => ({
    hour,
    capacity: 16,
  }));
  const weekend = ['08:00', '10:00', '12:00', '14:00', '16:00'].map((hour) => ({ hour, capacity: 20 }));
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => [day, day === 'saturday' || day === 'sunday' ? weekend : weekday]),
  ) as ScheduleInput['days'];
  return {
    all_days: false,
    hours: [],
    days,
    anticipation_time: 12,
    locked_dates: [],
    unique_dates: [],
  };
}

class Rollback extends Error {}

export async function measureOperatorDepartures(db: Db, today: string) {
  const timings: number[] = [];
  let departures = 0;
  try {
    await db.transaction(async (tx) => {
      const [experience] = await queryRows<{ id: number; company_id: number }>(
        tx,
        sql`select id, company_id from experiences order by id limit 1`,
      );
      if (!experience) throw new Error('no experience to measure');
      const schedule = fortyAWeek();
      schedule.locked_dates = [
        {
          type_date: 0,
          lock_full_day: true,
          dates: [addDays(today, 5)],
          start_date: null,
          end_date: null,
          time_slots: [],
        },
        {
          type_date: 2,
          lock_full_day: false,
          dates: [addDays(today, 9), addDays(today, 16)],
          start_date: null,
          end_date: null,
          time_slots: ['07:00', '17:00'],
        },
      ];
      await replaceSchedule(tx as unknown as Db, experience.company_id, experience.id, schedule);
      // Every third departure of the month sold in part, every tenth closed.
      await queryRows(
        tx,
        sql`insert into time_slots (experience_id, company_id, slot_date, slot_time, capacity, seats_taken, closed)
          select ${experience.id}, ${experience.company_id}, d::date, h::time, 16, (n % 12)::smallint, n % 10 = 0
          from generate_series(${today}::date, ${addDays(today, 29)}::date, '1 day') with ordinality as g(d, n),
            unnest(array['07:00', '09:00', '11:00', '13:00', '15:00']) h
          where n % 3 = 0
          on conflict (experience_id, slot_date, slot_time) do nothing`,
      );
      const range = { from: today, to: addDays(today, 30), experienceId: experience.id };
      for (let i = 0; i < 5; i++) await companyDepartures(tx, experience.company_id, range);
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        departures = (await companyDepartures(tx, experience.company_id, range)).length;
        timings.push(performance.now() - started);
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  timings.sort((a, b) => a - b);
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    samples: timings.length,
    departures,
  };
}

export function formatOperatorDepartures(
  report: Awaited<ReturnType<typeof measureOperatorDepartures>>,
): string {
  const mark = report.p95 < TARGET_P95_MS ? '' : ' ✗';
  return [
    '| operator departures calendar, a month of a 40-departure-a-week experience | p50 | p95 | samples | departures | target p95 |',
    '|---|---|---|---|---|---|',
    `| embedded (PGlite), domain function | ${report.p50.toFixed(1)} ms | ${report.p95.toFixed(1)}${mark} ms | ${report.samples} | ${report.departures} | ${TARGET_P95_MS} ms |`,
  ].join('\n');
}

// `tsx bench/operator-departures.ts`: this measure alone.
await runAloneOnDemo(import.meta.url, async (db) =>
  formatOperatorDepartures(await measureOperatorDepartures(db, new Date().toISOString().slice(0, 10))),
);
