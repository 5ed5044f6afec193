import { sql } from 'drizzle-orm';
import { instantAt } from '../common/time/zoned-time';
import { type Db, queryRows } from '../db/client';
import { runAloneOnDemo } from './demo-in-memory';
import { addDays } from '../domain/booking/calendar-days';
import { departureManifest } from '../domain/operator-bookings/manifest.server';
import { manifestCsv } from '../domain/operator-bookings/manifest';
import { percentile } from './search-latency';

/**
 * A departure's manifest as CSV (docs/product.md § Bookings and manifests) with 500 bookings, half of them
 * with a pickup to put in a driver's order, through the domain functions the route calls (the manifest's
 * query, the pickup order, the file). Target: p95 < 200 ms on PGlite. The bookings are written in a
 * transaction that is rolled back, so the catalogue stays as it was.
 */
const TARGET_P95_MS = 200;
const BOOKINGS = 500;
const ROUNDS = Number(process.env.BENCH_MANIFEST_ROUNDS ?? 20);

class Rollback extends Error {}

export async function measureOperatorManifest(db: Db, today: string) {
  const timings: number[] = [];
  let rows = 0;
  try {
    await db.transaction(async (tx) => {
      const [experience] = await queryRows<{ id: number; company_id: number; time_zone: string }>(
        tx,
        sql`select e.id, e.company_id, c.time_zone from experiences e join countries c on c.id = e.country_id
          order by e.id limit 1`,
      );
      if (!experience) throw new Error('no experience to measure');
      const date = addDays(today, 3);
      const startsAt = instantAt(experience.time_zone, date, '09:00');
      await queryRows(
        tx,
        sql`with u as (
            insert into users (email, first_name, last_name, language, phone)
            select 'bench-manifest-' || n || '@example.com', 'Viajero ' || n, 'Pérez', 'es', '+507 6000 ' || lpad(n::text, 4, '0')
            from generate_series(1, ${BOOKINGS}) n returning id)
          insert into purchases (code, user_id, experience_id, company_id, booking_date, booking_hour, time_zone,
            starts_at, status, lang_code, total_participants, subtotal_cents, add_ons_cents, total_cost_cents,
            wallet_discount_cents, total_payment_cents, payment_method, commission_cents, operator_payable_cents)
          select 'BM' || u.id, u.id, ${experience.id}, ${experience.company_id}, ${date}::date, '09:00'::time,
            ${experience.time_zone}, ${startsAt}, 'confirmed', 'es', 3, 13000, 0, 13000, 0, 13000, 'card', 2600, 10400
          from u`,
      );
      const mine = sql`(select id from purchases where code like 'BM%' and experience_id = ${experience.id})`;
      await queryRows(
        tx,
        sql`insert into purchase_participants (purchase_id, tier, quantity, unit_price_cents)
          select id, t.tier::participant_tier, t.quantity, t.price from ${mine} p,
            (values ('adults', 2, 5000), ('children', 1, 3000)) t(tier, quantity, price)`,
      );
      await queryRows(
        tx,
        sql`insert into purchase_add_ons (purchase_id, name, type_code, apply_to, quantity, unit_price_cents, total_cents)
          select id, 'Almuerzo', 1, 2, 3, 0, 0 from ${mine} p`,
      );
      await queryRows(
        tx,
        sql`insert into purchase_pickups (purchase_id, latitude, longitude, address)
          select id, 8.9 + (id % 97) / 1000.0, -79.5 - (id % 89) / 1000.0, 'Hotel ' || id from ${mine} p
          where id % 2 = 0`,
      );
      const departure = { experienceId: experience.id, date, hour: '09:00' };
      const now = new Date();
      const once = async () =>
        manifestCsv(
          'es',
          (await departureManifest(tx, experience.company_id, departure, 'es', now)).bookings,
        );
      for (let i = 0; i < 3; i++) await once();
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        rows = (await once()).split('\r\n').length - 3;
        timings.push(performance.now() - started);
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), samples: timings.length, rows };
}

export function formatOperatorManifest(report: Awaited<ReturnType<typeof measureOperatorManifest>>): string {
  const mark = report.p95 < TARGET_P95_MS ? '' : ' ✗';
  return [
    `| a departure's manifest as CSV, ${BOOKINGS} bookings | p50 | p95 | samples | rows | target p95 |`,
    '|---|---|---|---|---|---|',
    `| embedded (PGlite), domain functions | ${report.p50.toFixed(1)} ms | ${report.p95.toFixed(1)}${mark} ms | ${report.samples} | ${report.rows} | ${TARGET_P95_MS} ms |`,
  ].join('\n');
}

// `tsx bench/operator-manifest.ts`: this measure alone.
await runAloneOnDemo(import.meta.url, async (db) =>
  formatOperatorManifest(await measureOperatorManifest(db, new Date().toISOString().slice(0, 10))),
);
