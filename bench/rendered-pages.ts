import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_PRODUCTION_SECRETS, freePort, npmStartServer, startProcess, stopProcess } from './servers';

/**
 * Pages rendered per request (a page the cache does not hold, for a visitor with a cookie) and served to
 * such a visitor from the page cache (decision 0034), and the server's memory, on both engines (docs/decisions/0027, 0030). Each engine's server starts on an
 * empty database and seeds the demo catalogue itself, so "after seeding" is what a first start leaves;
 * the photos are rendered once and kept in .bench-data/render-media.
 */
export const RENDER_BUDGETS = { rps: 500, p99Ms: 100, homeHtmlBytes: 200 * 1024, rssMb: 250 };

/**
 * The same figures before this work: the main branch at 9caaa22 (browser on Preact), measured with this
 * file (`BENCH_ONLY=render`) on 2026-11-24, 17:54–17:59 UTC, right after the run of this branch it is
 * compared with, on this 2-core machine shared with other engineers' test runs (load average about 3).
 * A run an hour earlier, at load average 6–12, gave a third to a half of these req/s: read the ratios of
 * back-to-back runs, not the digits. RSS varies from run to run (after load: 475–635 MB on PostgreSQL).
 */
export const PREVIOUS = {
  homeHtmlBytes: 227_268,
  homeHydrationBytes: 68_459,
  experienceHtmlBytes: 60_597,
  experienceHydrationBytes: 13_344,
  render: {
    'embedded (PGlite)': {
      home: { rps: 97, p99Ms: 577, cpuMs: 14.5 },
      experience: { rps: 148, p99Ms: 382, cpuMs: 10.4 },
    },
    PostgreSQL: {
      home: { rps: 96, p99Ms: 604, cpuMs: 14.2 },
      experience: { rps: 150, p99Ms: 376, cpuMs: 10.2 },
    },
  } as Record<string, Record<string, { rps: number; p99Ms: number; cpuMs: number }>>,
  rss: {
    'embedded (PGlite)': { seeded: 503, loaded: 908 },
    PostgreSQL: { seeded: 162, loaded: 635 },
  } as Record<string, { seeded: number; loaded: number }>,
};

const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, br',
  'accept-language': 'es',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156 Safari/537.36',
};
/**
 * A cookie other than the language: the server treats the visitor as one who may be signed in (no page is
 * rendered for the cache on their request, answers are private), as for a session cookie.
 */
const RENDER_COOKIE = { cookie: 'bench=rendered' };

/**
 * Requests of `path` with a new query string each time (`?bench=n`), so no cached page answers and each
 * is rendered for its visitor alone: what a page costs when the cache cannot help.
 */
function everyTimeNew(path: string, headers: Record<string, string>) {
  let n = 0;
  const separator = path.includes('?') ? '&' : '?';
  return {
    method: 'GET' as const,
    path,
    headers,
    setupRequest: (request: { path?: string }) => ({ ...request, path: `${path}${separator}bench=${++n}` }),
  };
}
const API_HEADERS = {
  'api-token': 'dev-public-token',
  'language-code': 'es',
  'content-type': 'application/json',
};

/** How a page reaches the visitor: rendered for them alone, or served from the page cache. */
type Delivery = 'rendered' | 'shared';

interface RenderLoad {
  rps: number;
  p99Ms: number;
  non2xx: number;
  /** Server CPU (user + system) per request: steadier than req/s on a shared machine. */
  cpuMs: number;
}

export interface EngineReport {
  engine: string;
  rssSeededMb: number;
  rssLoadedMb: number;
  peakRssMb: number;
  render: Record<'home' | 'experience', RenderLoad[]>;
  /** The same pages for the same visitor once the page cache holds them (decision 0034). */
  shared: Record<'home' | 'experience', RenderLoad[]>;
  pages: Record<'home' | 'experience', { htmlBytes: number; hydrationBytes: number }>;
}

const procField = (pid: number, name: string) =>
  Number(new RegExp(`${name}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) /
  1024;
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The bytes of the inline scripts that carry the loaders' data (React Router's stream of route data). */
export function hydrationBytes(html: string): number {
  let bytes = 0;
  for (const [, body = ''] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body.includes('__reactRouterContext')) bytes += Buffer.byteLength(body);
  }
  return bytes;
}

async function renderLoad(pid: number, base: string, path: string, duration: number, delivery: Delivery) {
  const headers = { ...PAGE_HEADERS, ...RENDER_COOKIE };
  const requests = [
    delivery === 'rendered' ? everyTimeNew(path, headers) : { method: 'GET' as const, path, headers },
  ];
  // An anonymous visit puts the page in the cache, where the visitor with a cookie finds it.
  if (delivery === 'shared') await fetch(`${base}${path}`, { headers: PAGE_HEADERS });
  await autocannon({ url: base, connections: 8, duration: 2, requests });
  const before = cpuMsOf(pid);
  const result = await autocannon({ url: base, connections: 32, duration, requests });
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    cpuMs: (cpuMsOf(pid) - before) / Math.max(1, result.requests.total),
  } satisfies RenderLoad;
}

/** A minute of visitors and the app at once: rendered and cached pages, lists, searches and details. */
async function mixedLoad(base: string, experiencePath: string, experienceId: number, seconds: number) {
  const page = (path: string, rendered: boolean) =>
    rendered
      ? everyTimeNew(path, { ...PAGE_HEADERS, ...RENDER_COOKIE })
      : { method: 'GET' as const, path, headers: PAGE_HEADERS };
  const api = (path: string, body?: unknown) => ({
    method: body ? ('POST' as const) : ('GET' as const),
    path,
    headers: API_HEADERS,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  await autocannon({
    url: base,
    connections: 16,
    duration: seconds,
    requests: [
      page('/', true),
      api('/api/v1/experiences/simple?page=1&limit=16'),
      page(experiencePath, true),
      api('/api/v1/experiences/simple?page=2&limit=16', { data: { searchText: 'playa' } }),
      page('/', false),
      api(`/api/v1/experience/${experienceId}`),
      page('/search/playa', true),
      api('/api/v1/experiences/simple?page=1&limit=16', { data: { searchText: 'snorkel bocas' } }),
    ],
  });
}

async function freshPostgres(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function benchEngine(
  engine: 'embedded (PGlite)' | 'PostgreSQL',
  options: { dataDir: string; pgAdminUrl: string; runs: number; duration: number; mixedSeconds: number },
): Promise<EngineReport> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    // The photos are rendered once for both engines; the database is new on every run.
    DATA_DIR: join(options.dataDir, 'render'),
    LOG_LEVEL: 'warn',
    ...BENCH_PRODUCTION_SECRETS,
    SEED: 'demo',
  };
  if (engine === 'PostgreSQL') env.DATABASE_URL = await freshPostgres(options.pgAdminUrl, 'bench_render');
  else rmSync(join(options.dataDir, 'render', 'pglite'), { recursive: true, force: true });
  console.log(`  ${engine}: starting and seeding the demo catalogue…`);
  const start = npmStartServer();
  const server: ChildProcess = await startProcess(start.args, { ...start.env, ...env }, `${base}/readyz`);
  const pid = server.pid ?? 0;
  try {
    const rssSeededMb = procField(pid, 'VmRSS');
    const list = (await (
      await fetch(`${base}/api/v1/experiences/simple?page=1&limit=1`, { headers: API_HEADERS })
    ).json()) as { data: { id: number; url: string }[] };
    const first = list.data[0];
    if (!first) throw new Error('the demo catalogue has no experiences');
    const paths = { home: '/', experience: first.url };
    const pages = {} as EngineReport['pages'];
    for (const [name, path] of Object.entries(paths) as ['home' | 'experience', string][]) {
      const response = await fetch(`${base}${path}`, {
        headers: { ...PAGE_HEADERS, ...RENDER_COOKIE, 'accept-encoding': 'identity' },
      });
      const html = await response.text();
      pages[name] = { htmlBytes: Buffer.byteLength(html), hydrationBytes: hydrationBytes(html) };
    }
    const render: EngineReport['render'] = { home: [], experience: [] };
    const shared: EngineReport['shared'] = { home: [], experience: [] };
    for (let run = 0; run < options.runs; run++) {
      for (const [name, path] of Object.entries(paths) as ['home' | 'experience', string][]) {
        console.log(`  ${engine}: ${name} rendered per request, run ${run + 1} of ${options.runs}…`);
        render[name].push(await renderLoad(pid, base, path, options.duration, 'rendered'));
        console.log(
          `  ${engine}: ${name} from the page cache with a cookie, run ${run + 1} of ${options.runs}…`,
        );
        shared[name].push(await renderLoad(pid, base, path, options.duration, 'shared'));
      }
    }
    console.log(`  ${engine}: ${options.mixedSeconds} s of mixed page and API load…`);
    await mixedLoad(base, paths.experience, first.id, options.mixedSeconds);
    return {
      engine,
      rssSeededMb,
      rssLoadedMb: procField(pid, 'VmRSS'),
      peakRssMb: procField(pid, 'VmHWM'),
      render,
      shared,
      pages,
    };
  } finally {
    await stopProcess(server);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** Markdown tables: each figure with its budget, pass/fail, and the figure before this work. */
export function formatRenderReport(reports: EngineReport[]): string {
  const lines = [
    '| page for a visitor with a cookie (32 connections, median) | req/s | p99 | server CPU/request | non-2xx | budget | before (Preact, main) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const report of reports) {
    for (const name of ['home', 'experience'] as const) {
      const before = PREVIOUS.render[report.engine]?.[name];
      for (const [delivery, runs] of [
        ['rendered per request', report.render[name]],
        ['from the page cache', report.shared[name]],
      ] as const) {
        const rps = median(runs.map((run) => run.rps));
        const p99 = median(runs.map((run) => run.p99Ms));
        const ok = rps >= RENDER_BUDGETS.rps && p99 <= RENDER_BUDGETS.p99Ms;
        lines.push(
          `| ${name} ${delivery}, ${report.engine} | ${num(rps)} | ${num(p99)} ms | ${num(median(runs.map((run) => run.cpuMs)), 1)} ms | ` +
            `${runs.reduce((sum, run) => sum + run.non2xx, 0)} | ≥ ${RENDER_BUDGETS.rps} req/s, p99 ≤ ${RENDER_BUDGETS.p99Ms} ms ${mark(ok)} | ` +
            `${num(before?.rps ?? NaN)} req/s, p99 ${num(before?.p99Ms ?? NaN)} ms, ${num(before?.cpuMs ?? NaN, 1)} ms CPU (rendered) |`,
        );
      }
    }
  }
  const pages = reports[0]?.pages;
  if (pages) {
    lines.push(
      '',
      '| page (uncompressed) | HTML | hydration data | budget | before |',
      '|---|---|---|---|---|',
    );
    lines.push(
      `| home | ${kb(pages.home.htmlBytes)} | ${kb(pages.home.hydrationBytes)} | HTML ≤ ${kb(RENDER_BUDGETS.homeHtmlBytes)} ` +
        `${mark(pages.home.htmlBytes <= RENDER_BUDGETS.homeHtmlBytes)} | ${kb(PREVIOUS.homeHtmlBytes)}, ${kb(PREVIOUS.homeHydrationBytes)} |`,
    );
    lines.push(
      `| experience | ${kb(pages.experience.htmlBytes)} | ${kb(pages.experience.hydrationBytes)} | – | ` +
        `${kb(PREVIOUS.experienceHtmlBytes)}, ${kb(PREVIOUS.experienceHydrationBytes)} |`,
    );
  }
  lines.push(
    '',
    '| server RSS | after seeding | after 60 s mixed load | peak | budget | before (seeded, loaded) |',
  );
  lines.push('|---|---|---|---|---|---|');
  for (const report of reports) {
    const before = PREVIOUS.rss[report.engine];
    const ok = report.rssSeededMb <= RENDER_BUDGETS.rssMb && report.rssLoadedMb <= RENDER_BUDGETS.rssMb;
    lines.push(
      `| ${report.engine} | ${num(report.rssSeededMb)} MB | ${num(report.rssLoadedMb)} MB | ${num(report.peakRssMb)} MB | ` +
        `≤ ${RENDER_BUDGETS.rssMb} MB ${mark(ok)} | ${num(before?.seeded ?? NaN)} MB, ${num(before?.loaded ?? NaN)} MB |`,
    );
  }
  return lines.join('\n');
}
