import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { searchBookings } from '../domain/admin-bookings/search.server';
import { bookingStory } from '../domain/admin-bookings/story.server';
import { runAloneOnDemo } from './demo-in-memory';
import { percentile } from './search-latency';

/**
 * The back office's booking search and a booking's story (docs/product.md § Support for bookings) among
 * 50,000 bookings of 2,000 travellers over a year, through the domain functions the routes call: by code,
 * by e-mail, by company, by experience and day, and the story. Target: p95 < 200 ms on PGlite. The bookings
 * are written in a transaction that is rolled back, so the catalogue stays as it was.
 */
const TARGET_P95_MS = 200;
const BOOKINGS = 50_000;
const TRAVELLERS = 2_000;
const ROUNDS = Number(process.env.BENCH_ADMIN_BOOKINGS_ROUNDS ?? 20);

class Rollback extends Error {}

export async function measureAdminBookings(db: Db) {
  const timings: number[] = [];
  try {
    await db.transaction(async (tx) => {
      await queryRows(
        tx,
        sql`insert into users (email, first_name, last_name, language)
          select 'bench-support-' || n || '@example.com', 'Viajera ' || n, 'Ruiz', 'es'
          from generate_series(1, ${TRAVELLERS}) n`,
      );
      await queryRows(
        tx,
        sql`with e as (select e.id, e.company_id, c.time_zone, row_number() over (order by e.id) - 1 as k,
              count(*) over () as total
            from experiences e join countries c on c.id = e.country_id),
          u as (select id, row_number() over (order by id) - 1 as k from users
            where email like 'bench-support-%')
          insert into purchases (code, user_id, experience_id, company_id, booking_date, booking_hour, time_zone,
            starts_at, status, lang_code, total_participants, subtotal_cents, add_ons_cents, total_cost_cents,
            wallet_discount_cents, total_payment_cents, payment_method, commission_cents, operator_payable_cents)
          select 'BS' || lpad(n::text, 8, '0'), u.id, e.id, e.company_id,
            (date '2026-01-01' + (n % 365)), '09:00'::time, e.time_zone,
            (date '2026-01-01' + (n % 365))::timestamp at time zone e.time_zone + interval '9 hours',
            'confirmed', 'es', 1, 5000, 0, 5100, 0, 5100, 'card', 1000, 4000
          from generate_series(1, ${BOOKINGS}) n
          join e on e.k = n % e.total
          join u on u.k = n % ${TRAVELLERS}`,
      );
      const [sample] = await queryRows<{
        id: number;
        code: string;
        email: string;
        company_id: number;
        experience_id: number;
        day: string;
      }>(
        tx,
        sql`select p.id, p.code, u.email::text as email, p.company_id, p.experience_id, p.booking_date::text as day
          from purchases p join users u on u.id = p.user_id where p.code = 'BS00025000'`,
      );
      if (!sample) throw new Error('no booking to measure');
      const page = { page: 1, limit: 20 };
      const calls = [
        () => searchBookings(tx, { q: sample.code.toLowerCase(), ...page }, 'es'),
        () => searchBookings(tx, { q: sample.email, ...page }, 'es'),
        () => searchBookings(tx, { company_id: sample.company_id, ...page, page: 3 }, 'es'),
        () => searchBookings(tx, { experience_id: sample.experience_id, date: sample.day, ...page }, 'es'),
        () => bookingStory(tx, sample.id, 'es'),
      ];
      for (const call of calls) await call();
      for (let round = 0; round < ROUNDS; round++) {
        for (const call of calls) {
          const started = performance.now();
          await call();
          timings.push(performance.now() - started);
        }
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), samples: timings.length };
}

export function formatAdminBookings(report: Awaited<ReturnType<typeof measureAdminBookings>>): string {
  const mark = report.p95 < TARGET_P95_MS ? '' : ' ✗';
  return [
    `| admin booking search and story, ${BOOKINGS} bookings (per call) | p50 | p95 | samples | target p95 |`,
    '|---|---|---|---|---|',
    `| embedded (PGlite), domain functions | ${report.p50.toFixed(1)} ms | ${report.p95.toFixed(1)}${mark} ms | ${report.samples} | ${TARGET_P95_MS} ms |`,
  ].join('\n');
}

// `tsx bench/admin-bookings.ts`: this measure alone.
await runAloneOnDemo(import.meta.url, async (db) => formatAdminBookings(await measureAdminBookings(db)));
