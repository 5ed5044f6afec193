import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { runAloneOnDemo } from './demo-in-memory';
import { checkIn } from '../domain/check-in/attendance.server';
import { parseScanned } from '../domain/check-in/scanned-code';
import { voucherUrl } from '../domain/purchases/voucher-url';
import { percentile } from './search-latency';

/**
 * A check-in's round trip on the server (docs/product.md § Check-in): the voucher's QR text read, the
 * booking locked, checked in and audited, and its answer (traveller, tiers, add-ons) read, in its own
 * transaction, through the domain function the route calls; then the same voucher scanned again
 * (`already`). Target: p95 < 30 ms on PGlite. The bookings are made for the occasion, today on their
 * experience's clock, in a transaction that is rolled back.
 */
const TARGET_P95_MS = 30;
const ROUNDS = Number(process.env.BENCH_CHECK_IN_ROUNDS ?? 100);

class Rollback extends Error {}

export async function measureCheckIn(db: Db) {
  const first: number[] = [];
  const again: number[] = [];
  try {
    await db.transaction(async (tx) => {
      const [experience] = await queryRows<{ id: number; company_id: number; time_zone: string }>(
        tx,
        sql`select e.id, e.company_id, c.time_zone from experiences e join countries c on c.id = e.country_id
            where e.status = 'published' order by e.id limit 1`,
      );
      const [member] = await queryRows<{ user_id: number }>(
        tx,
        sql`select user_id from company_members where company_id = ${experience?.company_id ?? 0} limit 1`,
      );
      if (!experience || !member) throw new Error('no experience with an operator to measure (seed first)');
      const zone = experience.time_zone;
      const bookings = await queryRows<{ id: number; code: string; voucher_token: string }>(
        tx,
        sql`insert into purchases (code, user_id, experience_id, company_id, booking_date, booking_hour, time_zone,
              starts_at, status, total_participants, subtotal_cents, service_fee_cents, total_cost_cents,
              total_payment_cents, commission_cents, operator_payable_cents, payment_method, voucher_token)
            select 'BENCH-' || n, ${member.user_id}, ${experience.id}, ${experience.company_id},
              (now() at time zone ${zone})::date, '23:30', ${zone},
              ((now() at time zone ${zone})::date + time '23:30') at time zone ${zone}, 'confirmed', 2, 10000, 100,
              10100, 10100, 2000, 8000, 'card', 'bench-voucher-token-' || n
            from generate_series(1, ${ROUNDS}) n
            returning id, code, voucher_token`,
      );
      await tx.execute(sql`insert into purchase_participants (purchase_id, tier, quantity, unit_price_cents)
        select id, 'adults', 2, 5000 from purchases where code like 'BENCH-%'`);
      await tx.execute(sql`insert into purchase_add_ons (purchase_id, name, type_code, apply_to, quantity,
          unit_price_cents, total_cents)
        select id, 'Almuerzo', 1, 2, 2, 0, 0 from purchases where code like 'BENCH-%'`);
      const operator = { accountId: member.user_id, companyId: experience.company_id };
      const scanOf = (booking: (typeof bookings)[number]) =>
        voucherUrl('https://rumbo.example', { code: booking.code, token: booking.voucher_token });
      const round = async (booking: (typeof bookings)[number]) => {
        const started = performance.now();
        const scanned = parseScanned(scanOf(booking));
        if (!scanned) throw new Error('the voucher link was not read');
        await checkIn(tx as unknown as Db, operator, scanned, { now: new Date(), lang: 'es' });
        return performance.now() - started;
      };
      // Warm-up on a few, not counted.
      for (const booking of bookings.slice(0, 5)) await round(booking);
      for (const booking of bookings.slice(5)) first.push(await round(booking));
      for (const booking of bookings.slice(5)) again.push(await round(booking));
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  first.sort((a, b) => a - b);
  again.sort((a, b) => a - b);
  return {
    first: { p50: percentile(first, 50), p95: percentile(first, 95), samples: first.length },
    again: { p50: percentile(again, 50), p95: percentile(again, 95), samples: again.length },
  };
}

export function formatCheckIn(report: Awaited<ReturnType<typeof measureCheckIn>>): string {
  const line = (name: string, m: { p50: number; p95: number; samples: number }) =>
    `| ${name} | ${m.p50.toFixed(1)} ms | ${m.p95.toFixed(1)}${m.p95 < TARGET_P95_MS ? '' : ' ✗'} ms | ${m.samples} | ${TARGET_P95_MS} ms |`;
  return [
    '| check-in round trip, embedded (PGlite), domain function | p50 | p95 | samples | target p95 |',
    '|---|---|---|---|---|',
    line('first scan (checked in, audited)', report.first),
    line('second scan (`already`)', report.again),
  ].join('\n');
}

// `tsx bench/check-in.ts`: this measure alone.
await runAloneOnDemo(import.meta.url, async (db) => formatCheckIn(await measureCheckIn(db)));
