import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { type HistoryCounts, seedHistory } from '../db/seed/history';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { dashboardMetrics } from '../domain/admins/dashboard-metrics.server';
import type { MetricsPeriod } from '../domain/admins/metrics-periods';
import { runAloneOnDemo } from './demo-in-memory';
import { percentile } from './search-latency';

/**
 * The admins' dashboard figures (docs/decisions/0078-admin-dashboard) on a year of history (db/seed/history.ts:
 * about 23,000 purchases, 12,000 sign-ups, 340,000 page views), through the domain function the route and
 * the page call, for the default 30 days and for 90. Target: p95 < 200 ms on PGlite for the default period.
 * It runs on a demo catalogue of its own in memory (never the bench's cached catalogues), vacuumed and
 * analysed after the load as autovacuum would leave a live database.
 */
const TARGET_P95_MS = 200;
const HISTORY_DAYS = 365;
const ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 30);

interface Timing {
  days: MetricsPeriod;
  p50: number;
  p95: number;
  samples: number;
}

/** Writes the year into `db` (a demo catalogue of its own) and times the figures. */
export async function measureAdminDashboard(db: Db, now = new Date()) {
  const timings: Timing[] = [];
  const started = performance.now();
  const history: HistoryCounts | null = await db.transaction((tx) => seedHistory(tx, HISTORY_DAYS, now));
  for (const table of ['users', 'companies', 'purchases', 'purchase_refunds', 'analytics_events'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const seedSeconds = (performance.now() - started) / 1000;
  for (const days of ['30', '90'] as const) {
    const once = () => dashboardMetrics(db, { now, days, lang: 'es' });
    for (let i = 0; i < 3; i++) await once();
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      await once();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    timings.push({
      days,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      samples: samples.length,
    });
  }
  return { timings, history, seedSeconds };
}

/** For bench/run.ts: the measure on a new in-memory demo catalogue (40 experiences, no photos rendered). */
export async function measureAdminDashboardInMemory(mediaDir: string) {
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    await seedDemoIfEmpty(database.db, { mediaDir, renderMedia: false, experiences: 40 });
    return await measureAdminDashboard(database.db);
  } finally {
    await database.close();
  }
}

export function formatAdminDashboard(report: Awaited<ReturnType<typeof measureAdminDashboard>>): string {
  const h = report.history;
  const size = h
    ? `${h.bookings.toLocaleString('en')} purchases, ${h.travellers.toLocaleString('en')} sign-ups, ` +
      `${h.pageViews.toLocaleString('en')} page views (written in ${report.seedSeconds.toFixed(0)} s)`
    : 'history already present';
  return [
    `The admins' dashboard figures on ${HISTORY_DAYS} days of history: ${size}`,
    '',
    '| dashboard figures (domain function, PGlite) | p50 | p95 | samples | target p95 |',
    '|---|---|---|---|---|',
    ...report.timings.map((timing) => {
      const target = timing.days === '30' ? TARGET_P95_MS : undefined;
      const mark = target === undefined || timing.p95 < target ? '' : ' ✗';
      return `| today and the last ${timing.days} days | ${timing.p50.toFixed(1)} ms | ${timing.p95.toFixed(1)}${mark} ms | ${timing.samples} | ${target ? `${target} ms` : '–'} |`;
    }),
  ].join('\n');
}

// `tsx bench/admin-dashboard.ts`: this measure alone.
await runAloneOnDemo(import.meta.url, async (db) => formatAdminDashboard(await measureAdminDashboard(db)));
