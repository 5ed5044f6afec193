import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../db/client';
import { postgresCatalogUrl, prepareCatalog } from './catalogs';
import { bookingBodies, bookingSample } from './booking-calls';
import { benchPurchases, formatPurchaseReport } from './purchases';
import { benchEngine, type EngineReport, formatRenderReport } from './rendered-pages';
import { benchOverload, formatOverloadReport } from './overload';
import { formatOperatorDepartures, measureOperatorDepartures } from './operator-departures';
import { formatOperatorManifest, measureOperatorManifest } from './operator-manifest';
import { formatAdminBookings, measureAdminBookings } from './admin-bookings';
import { formatCheckIn, measureCheckIn } from './check-in';
import { formatAdminDashboard, measureAdminDashboardInMemory } from './admin-dashboard';
import { benchSearchesOnly, formatDateSearch, measureDateSearch } from './date-search';
import { measureSearch } from './search-latency';
import { formatSuggestions, measureSuggestions } from './search-suggestions';
import { BENCH_PRODUCTION_SECRETS, freePort, npmStartServer, startProcess, stopProcess } from './servers';
import { benchSignIn } from './sign-in';
import { formatWebReport, measureWeb, pickPages } from './web-pages';
import { benchInitialJsOnDemo, benchOverloadOnDemo } from './demo-benches';

/**
 * npm run bench: API throughput next to a node:http ceiling, search and search-bar suggestion latency
 * (bench/search-suggestions.ts) on 100k experiences on both engines, the operator's departures calendar, a 500-booking manifest as CSV and a check-in's round trip on
 * PGlite (bench/operator-departures.ts, bench/operator-manifest.ts, bench/check-in.ts), the admins' dashboard
 * figures on a year of history (bench/admin-dashboard.ts), and the web pages
 * (Lighthouse, initial JS, SSR throughput) served from the PostgreSQL catalogue. Catalogues are built once and cached in .bench-data/ (and the bench_catalog database).
 * Then pages rendered per request and the server's memory on both engines, each on a newly seeded demo
 * catalogue (bench/rendered-pages.ts, about five minutes). The API part ends with purchases per second on one
 * departure, 64 clients, on a database of its own (bench/purchases.ts).
 * Last, a link checker's burst (bench/overload.ts, decision 0048) against the same server: shed share,
 * probe latency, idle sockets closed. BENCH_ONLY=api, web, render, overload, initial-js or date-search runs one
 * part (overload: on the demo catalogue in .bench-data/overload, on BENCH_PORT if set; initial-js: the landing
 * pages' initial JavaScript only, on the demo catalogue in .bench-data/initial-js; date-search: the date
 * searches and the search bar's suggestions at 100k alone, bench/date-search.ts); LIGHTHOUSE_RUNS sets the runs per page (3), RENDER_RUNS the
 * rendered-page runs per page and engine (3).
 */
const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
const ONLY = process.env.BENCH_ONLY;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const RENDER_RUNS = Number(process.env.RENDER_RUNS ?? 3);
const PG_ADMIN = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = process.env.BENCH_PG_DB ?? 'bench_catalog';
const dataDir = resolve('.bench-data');
const log = (message: string) => console.log(`  ${message}`);
const rows: string[][] = [];

const prepare = (database: Database) => prepareCatalog(database, { dataDir, scale: SCALE, log });
const postgresUrl = () => postgresCatalogUrl(PG_ADMIN, PG_DB);

async function load(title: string, url: string, options: { method?: 'GET' | 'POST'; body?: string } = {}) {
  const result = await autocannon({
    url,
    connections: 32,
    duration: 8,
    method: options.method ?? 'GET',
    headers: { 'api-token': 'dev-public-token', 'language-code': 'es', 'content-type': 'application/json' },
    ...(options.body ? { body: options.body } : {}),
  });
  rows.push([
    title,
    Math.round(result.requests.average).toLocaleString('en'),
    `${result.latency.p99} ms`,
    String(result.non2xx),
  ]);
}

/** Rendered pages and memory, one engine after the other (never both servers at once). */
async function benchRenderedPages(): Promise<string> {
  console.log('Pages rendered per request and server memory (demo catalogue, both engines)…');
  const reports: EngineReport[] = [];
  for (const engine of ['embedded (PGlite)', 'PostgreSQL'] as const) {
    reports.push(
      await benchEngine(engine, {
        dataDir,
        pgAdminUrl: PG_ADMIN,
        runs: RENDER_RUNS,
        duration: 8,
        mixedSeconds: 60,
      }),
    );
  }
  return formatRenderReport(reports);
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  if (ONLY === 'date-search') {
    await benchSearchesOnly(
      async () => openDatabase({ databaseUrl: await postgresUrl() }),
      () => openDatabase({ dataDir: join(dataDir, 'pglite') }),
      prepare,
    );
    return;
  }
  execSync('npm run build', { stdio: 'inherit' });
  if (ONLY === 'render') {
    console.log(`\n${await benchRenderedPages()}`);
    return;
  }
  if (ONLY === 'overload') {
    console.log(`\n${await benchOverloadOnDemo(dataDir)}`);
    return;
  }
  if (ONLY === 'initial-js') {
    console.log(`\n${await benchInitialJsOnDemo(dataDir, log)}`);
    return;
  }

  console.log('Preparing the 100k catalogues (cached after the first run)…');
  const pgUrl = await postgresUrl();
  const postgres = await openDatabase({ databaseUrl: pgUrl });
  const pgCount = await prepare(postgres);
  const pglite = ONLY === 'web' ? undefined : await openDatabase({ dataDir: join(dataDir, 'pglite') });
  const liteCount = pglite ? await prepare(pglite) : 0;

  const measureSearches = ONLY !== 'web' && pglite;
  if (measureSearches) console.log('Search latency (uncached, domain function, page 1 of 16)…');
  const pgSearch = measureSearches ? await measureSearch(postgres.db, 10) : undefined;
  const liteSearch = measureSearches ? await measureSearch(pglite.db, 5) : undefined;
  if (measureSearches) console.log('Date search latency (uncached, domain function, page 1 of 16)…');
  const pgDates = measureSearches ? await measureDateSearch(postgres.db, 10) : undefined;
  const liteDates = measureSearches ? await measureDateSearch(pglite.db, 5) : undefined;
  if (measureSearches) console.log('Search bar suggestions (uncached, domain function)…');
  const pgSuggest = measureSearches ? await measureSuggestions(postgres.db, 10) : undefined;
  const liteSuggest = measureSearches ? await measureSuggestions(pglite.db, 5) : undefined;
  if (measureSearches) console.log('Operator departures calendar (domain function, PGlite)…');
  const departures = measureSearches
    ? await measureOperatorDepartures(pglite.db, new Date().toISOString().slice(0, 10))
    : undefined;
  if (measureSearches) console.log('Operator manifest as CSV, 500 bookings (domain functions, PGlite)…');
  const manifest = measureSearches
    ? await measureOperatorManifest(pglite.db, new Date().toISOString().slice(0, 10))
    : undefined;
  if (measureSearches)
    console.log('Admin booking search and story, 50,000 bookings (domain functions, PGlite)…');
  const adminBookings = measureSearches ? await measureAdminBookings(pglite.db) : undefined;
  if (measureSearches) console.log('Check-in round trip (POST /api/v1/operator/check-in over HTTP, PGlite)…');
  const checkIns = measureSearches ? await measureCheckIn(pglite) : undefined;
  if (measureSearches)
    console.log("The admins' dashboard figures on a year of history (domain function, PGlite)…");
  const dashboard = measureSearches ? await measureAdminDashboardInMemory(join(dataDir, 'media')) : undefined;
  const [sample] = await queryRows<{ id: number }>(
    postgres.db,
    sql`select id from experiences order by rating desc limit 1`,
  );
  const booking = await bookingSample(postgres.db);
  await postgres.close();
  await pglite?.close();

  if (ONLY !== 'web') {
    console.log('HTTP throughput (autocannon, 32 connections, 8 s each)…');
    // Ceilings: plain node:http with a tiny body, and with a body the size of a page of results, since the
    // load generator shares this machine's two cores and large bodies cost it more than the server.
    for (const bytes of [0, 27_000]) {
      const helloPort = await freePort();
      const hello = await startProcess(
        ['bench/hello-server.mjs'],
        { PORT: String(helloPort), BODY_BYTES: String(bytes) },
        `http://127.0.0.1:${helloPort}/`,
      );
      await load(`node:http ceiling, ${bytes ? '27 KB' : 'tiny'} body`, `http://127.0.0.1:${helloPort}/`);
      await stopProcess(hello);
    }
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start = npmStartServer();
  const server = await startProcess(
    start.args,
    {
      ...start.env,
      PORT: String(port),
      DATABASE_URL: pgUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...BENCH_PRODUCTION_SECRETS,
    },
    `${base}/readyz`,
  );
  if (ONLY !== 'web') {
    await load(
      'GET experiences/simple page 1 (PostgreSQL, cached)',
      `${base}/api/v1/experiences/simple?page=1&limit=16`,
    );
    await load(
      'POST experiences/simple search (PostgreSQL, cached)',
      `${base}/api/v1/experiences/simple?page=1&limit=16`,
      {
        method: 'POST',
        body: JSON.stringify({ data: { searchText: 'snorkel bocas' } }),
      },
    );
    await load(
      `GET experience/${sample?.id} (PostgreSQL, cached)`,
      `${base}/api/v1/experience/${sample?.id}`,
    );
    if (booking) {
      // Live answers (target >= 5,000 req/s at p99 <= 20 ms): one database read per request, no cache.
      const bodies = await bookingBodies(base, booking);
      await load(
        `POST get-available-schedule ${bodies.date} (PostgreSQL, live)`,
        `${base}/api/v1/get-available-schedule`,
        {
          method: 'POST',
          body: bodies.schedule,
        },
      );
      await load(
        `POST booking/quote ${bodies.date} ${bodies.hour} with a coupon (PostgreSQL, live)`,
        `${base}/api/v1/booking/quote`,
        {
          method: 'POST',
          body: bodies.quote,
        },
      );
    }
    await benchSignIn(base);
  }
  // The web pages run on the same PostgreSQL catalogue (100k experiences) and the same production server.
  let web = '';
  if (ONLY !== 'api') {
    console.log('Web pages (SSR throughput, initial JS, Lighthouse)…');
    const pages = await pickPages(base, sample?.id ?? 1);
    web = formatWebReport(await measureWeb(base, pages, { runs: LIGHTHOUSE_RUNS }));
  }
  let overload = '';
  if (!ONLY) {
    console.log('A burst: 800 idle sockets and 64 clients asking uncached search pages…');
    overload = formatOverloadReport(await benchOverload(base));
  }
  await stopProcess(server);
  // Purchases write: on their own database and server, once the catalogue's server has stopped.
  const purchases =
    ONLY === 'web' ? '' : formatPurchaseReport(await benchPurchases({ pgAdminUrl: PG_ADMIN, dataDir, log }));
  const rendered = ONLY ? '' : await benchRenderedPages();

  console.log(
    `\nCatalogue: ${pgCount.toLocaleString('en')} experiences on PostgreSQL, ${liteCount.toLocaleString('en')} embedded\n`,
  );
  if (rows.length > 0) {
    console.log('| request | req/s | p99 | non-2xx |\n|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  }
  if (purchases) console.log(`\n${purchases}`);
  if (pgSearch && liteSearch) {
    console.log('\n| search at 100k (uncached) | p50 | p95 | samples | target p95 |\n|---|---|---|---|---|');
    console.log(
      `| PostgreSQL | ${pgSearch.p50.toFixed(1)} ms | ${pgSearch.p95.toFixed(1)} ms | ${pgSearch.samples} | 20 ms |`,
    );
    console.log(
      `| embedded (PGlite) | ${liteSearch.p50.toFixed(1)} ms | ${liteSearch.p95.toFixed(1)} ms | ${liteSearch.samples} | 40 ms |`,
    );
  }
  if (pgDates && liteDates) {
    console.log(
      `\n${formatDateSearch([
        { engine: 'PostgreSQL', target: 100, m: pgDates },
        { engine: 'embedded (PGlite)', target: 200, m: liteDates },
      ])}`,
    );
  }
  if (pgSuggest && liteSuggest) console.log(`\n${formatSuggestions(pgSuggest, liteSuggest)}`);
  if (departures) console.log(`\n${formatOperatorDepartures(departures)}`);
  if (manifest) console.log(`\n${formatOperatorManifest(manifest)}`);
  if (adminBookings) console.log(`\n${formatAdminBookings(adminBookings)}`);
  if (checkIns) console.log(`\n${formatCheckIn(checkIns)}`);
  if (dashboard) console.log(`\n${formatAdminDashboard(dashboard)}`);
  if (web)
    console.log(
      `\nWeb pages (${LIGHTHOUSE_RUNS} Lighthouse runs each, median; ✗ misses its target)\n\n${web}`,
    );
  if (rendered) console.log(`\nPages rendered per request and server memory\n\n${rendered}`);
  if (overload) console.log(`\nA burst against the PostgreSQL server (decision 0048)\n\n${overload}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
