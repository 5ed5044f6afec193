import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../db/seed/seed-demo';
import { bookingBodies } from './booking-calls';
import {
  checks,
  freshDatabase,
  pickExperience,
  post,
  preparePurchases,
  setCapacity,
} from './purchase-preparation';
import { freePort, npmStartServer, startProcess, stopProcess } from './servers';

/**
 * Purchases per second through the HTTP API on PostgreSQL (README.md § Benchmarks: target >= 1,000/s with 0 oversold):
 * CONNECTIONS clients (64) buy one adult each on ONE departure of SEATS places (5,000), with more
 * purchases prepared than places (EXTRA, 10 %) so the departure sells out during the run.
 *
 * Alone: `npx tsx bench/purchases.ts` (builds first; SKIP_BUILD=1 reuses dist/). BENCH_DATABASE_URL names
 * the PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres); the database `bench_purchases` on
 * it is dropped and created each run. `npm run bench` runs it in its API part.
 *
 * The server is `npm start`'s process with NODE_ENV=development: the purchase captcha is measured apart
 * (bench/sign-in.ts measures the proof of work) and CAPTCHA_PROVIDER=off is refused in production. What
 * development adds is the developer pages (mailbox, sandbox charges) for loopback clients, which no
 * request of the load touches. Rate limits keep the product's defaults: every simulated client sends its
 * own X-Forwarded-For, which the server believes because the bench connects from loopback (TRUST_PROXY's
 * default), so tokenization (30 per address in 10 minutes) and sign-up (10 per hour) never refuse the
 * preparation.
 *
 * PROFILE_DIR=/tmp/prof writes the server's CPU profile on exit.
 *
 * Preparation (not timed): the travellers sign up, and each purchase gets a tokenized, 3-D Secured
 * (frictionless Visa) card and a random Idempotency-Key. Load (timed): autocannon sends every prepared
 * purchase once. Then the checks: nothing oversold (the departure's counter and its live purchases), the
 * ledger sums to zero, and the sandbox captured exactly one charge per 201.
 */

const HEADERS = {
  'api-token': 'dev-public-token',
  'language-code': 'es',
  'content-type': 'application/json',
};

export interface PurchaseBenchOptions {
  pgAdminUrl: string;
  dataDir: string;
  seats?: number;
  extra?: number;
  connections?: number;
  log?: (message: string) => void;
}

export interface PurchaseBenchReport {
  seats: number;
  sent: number;
  connections: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  created: number;
  conflicts: number;
  /** Any other status (should be none), with its count. */
  others: Record<string, number>;
  oversoldCounter: number;
  oversoldPurchases: number;
  ledgerSum: number;
  capturedCharges: number;
  pendingAttempts: number;
  preparationSeconds: number;
  serverSetting: string;
}

export async function benchPurchases(options: PurchaseBenchOptions): Promise<PurchaseBenchReport> {
  const log = options.log ?? (() => {});
  const seats = options.seats ?? 5_000;
  const connections = options.connections ?? 64;
  const total = seats + (options.extra ?? Math.ceil(seats / 10));

  log('purchases: a fresh bench_purchases database, migrated and seeded (12 experiences)…');
  const url = await freshDatabase(options.pgAdminUrl, 'bench_purchases');
  const database = await openDatabase({ databaseUrl: url });
  await migrateDatabase(database);
  await seedDemo(database.db, {
    mediaDir: join(options.dataDir, 'media'),
    experiences: 12,
    renderMedia: false,
    demoTraveller: false,
  });
  const experience = await pickExperience(database.db);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start = npmStartServer();
  const serverEnv: Record<string, string> = {
    ...start.env,
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: options.dataDir,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    CAPTCHA_PROVIDER: 'off',
    TRUST_PROXY: 'loopback',
  };
  const serverSetting = `NODE_ENV=development CAPTCHA_PROVIDER=off TRUST_PROXY=loopback${
    process.env.DATABASE_POOL_SIZE ? ` DATABASE_POOL_SIZE=${process.env.DATABASE_POOL_SIZE}` : ''
  }`;
  // PROFILE_DIR=… writes the server's CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  const server = await startProcess([...profile, ...start.args], serverEnv, `${base}/readyz`);
  try {
    const prepared = Date.now();
    const bodies = await bookingBodies(base, { experienceId: experience.id, minPersons: 1 });
    const departure = {
      experienceId: experience.id,
      companyId: experience.company_id,
      date: bodies.date,
      hour: bodies.hour,
    };
    await setCapacity(database.db, departure, seats);
    const selection = {
      experience_id: experience.id,
      booking_date: bodies.date,
      booking_hour: bodies.hour,
      participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
      additional_products: [],
    };
    const quote = (await post(base, '/api/v1/booking/quote', selection)) as { data: { total: number } };
    const amount = quote.data.total;

    log(`purchases: ${connections} travellers sign up, ${total} cards are tokenized and 3-D Secured…`);
    const requests = await preparePurchases(base, {
      selection,
      amount,
      total,
      connections,
      headers: HEADERS,
    });
    const preparationSeconds = (Date.now() - prepared) / 1000;
    const [before] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sandbox_charges
        where status = 'captured' and operation in ('authorize', 'charge')`,
    );

    log(`purchases: ${total} purchases of one departure (${seats} places), ${connections} connections…`);
    let next = 0;
    const started = performance.now();
    const result = await autocannon({
      url: `${base}/api/v1/purchase-experience`,
      connections: Math.min(connections, total),
      amount: total,
      timeout: 60,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const prepared = requests[next++ % total]!;
            return { ...request, method: 'POST', body: prepared.body, headers: prepared.headers };
          },
        },
      ],
    });
    const seconds = (performance.now() - started) / 1000;
    const counts: Record<string, number> = {};
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) counts[code] = stats.count ?? 0;
    const { 201: created = 0, 409: conflicts = 0, ...others } = counts;
    const after = await checks(database.db, departure, before?.n ?? 0);
    return {
      seats,
      sent: total,
      connections,
      seconds,
      perSecond: created / seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      created,
      conflicts,
      others,
      oversoldCounter: Math.max(0, after.seats_taken - after.capacity),
      oversoldPurchases: Math.max(0, after.held - after.capacity),
      ledgerSum: after.ledger,
      capturedCharges: after.captured,
      pendingAttempts: after.pending,
      preparationSeconds,
      serverSetting,
    };
  } finally {
    await stopProcess(server);
    await database.close();
  }
}

export function formatPurchaseReport(report: PurchaseBenchReport): string {
  const others = Object.entries(report.others)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  const rows = [
    ['purchases/s (201 per second, target >= 1,000)', Math.round(report.perSecond).toLocaleString('en')],
    ['latency p50 / p99', `${report.p50} ms / ${report.p99} ms`],
    [
      'sent / 201 / 409 / other',
      `${report.sent} / ${report.created} / ${report.conflicts} / ${others || '0'}`,
    ],
    [
      'timed phase',
      `${report.seconds.toFixed(1)} s (preparation ${report.preparationSeconds.toFixed(0)} s, untimed)`,
    ],
    ['oversold: seats_taken − capacity (target 0)', String(report.oversoldCounter)],
    ['oversold: live purchases’ participants − capacity (target 0)', String(report.oversoldPurchases)],
    ['ledger sum (target 0)', String(report.ledgerSum)],
    [
      'sandbox captured charges == 201',
      `${report.capturedCharges} ${report.capturedCharges === report.created ? '✓' : '✗'}`,
    ],
    ['payment attempts left pending', String(report.pendingAttempts)],
  ];
  return [
    `Purchases through the HTTP API on PostgreSQL: ${report.connections} connections, one departure of ${report.seats.toLocaleString('en')} places (server: ${report.serverSetting})`,
    '',
    '| purchases | value |',
    '|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const dataDir = resolve('.bench-data');
  mkdirSync(dataDir, { recursive: true });
  const report = await benchPurchases({
    pgAdminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    dataDir,
    seats: Number(process.env.SEATS ?? 5_000),
    connections: Number(process.env.CONNECTIONS ?? 64),
    log: (message) => console.log(`  ${message}`),
  });
  console.log(`\n${formatPurchaseReport(report)}`);
}
