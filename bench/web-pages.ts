import autocannon from 'autocannon';
import { measureInitialJs } from './initial-js';
import { type FormFactor, type LighthouseRun, lighthouseMedian } from './lighthouse';
import { WEB_TARGETS } from './web-targets';

export { WEB_TARGETS } from './web-targets';

export interface WebPage {
  name: string;
  path: string;
}

const API_HEADERS = {
  'api-token': 'dev-public-token',
  'language-code': 'es',
  'content-type': 'application/json',
};

/**
 * The three pages the issue names: home, a search that has results and the best-rated experience (its
 * canonical URL comes from the API, so the page is the one visitors reach).
 */
export async function pickPages(
  base: string,
  experienceId: number,
  searchText = 'playa',
): Promise<WebPage[]> {
  const search = await fetch(`${base}/api/v1/experiences/simple?page=1&limit=1`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ data: { searchText } }),
  });
  const found = (await search.json()) as { pagination?: { total_records?: number } };
  if (!found.pagination?.total_records) throw new Error(`search "${searchText}" has no results`);
  const detail = await fetch(`${base}/api/v1/experience/${experienceId}`, { headers: API_HEADERS });
  const experience = (await detail.json()) as { url?: string };
  if (!experience.url) throw new Error(`experience ${experienceId} has no url`);
  return [
    { name: 'home', path: '/' },
    { name: `search "${searchText}"`, path: `/search/${encodeURIComponent(searchText)}` },
    { name: 'experience', path: experience.url },
  ];
}

interface SsrLoad {
  rps: number;
  p99: number;
  non2xx: number;
  /** Bytes of one compressed response, to show compression was on. */
  bytesPerResponse: number;
}

/**
 * SSR throughput of one page as a browser asks for it: HTML, Spanish, compressed. `render: true` sends a
 * cookie other than the language choice, which the page cache must not answer (it could be a session),
 * so every request is rendered by React, its loaders still reading the catalogue cache.
 */
export async function ssrLoad(
  url: string,
  options: { duration?: number; render?: boolean } = {},
): Promise<SsrLoad> {
  const result = await autocannon({
    url,
    connections: 32,
    duration: options.duration ?? 8,
    headers: {
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip, br',
      'accept-language': 'es',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156 Safari/537.36',
      ...(options.render ? { cookie: 'bench=rendered' } : {}),
    },
  });
  await settle(new URL('/healthz', url).href);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

/**
 * Waits until the server answers promptly again: autocannon stops with requests still in flight, and the
 * server works through them after the run, which would slow whatever is measured next.
 */
async function settle(healthUrl: string) {
  for (let i = 0; i < 150; i++) {
    const started = performance.now();
    await fetch(healthUrl);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface WebReport {
  pages: WebPage[];
  lighthouse: Map<string, Record<FormFactor, LighthouseRun>>;
  initialJs: Map<string, { gzipKb: number; files: number }>;
  ssr: { name: string; render: boolean; load: SsrLoad }[];
}

export async function measureWeb(
  base: string,
  pages: WebPage[],
  options: { runs?: number; ssrPages?: string[] } = {},
): Promise<WebReport> {
  const report: WebReport = { pages, lighthouse: new Map(), initialJs: new Map(), ssr: [] };
  // Lighthouse first, on a quiet server; the load test afterwards (a slow page would otherwise leave a
  // backlog of requests behind that the Lighthouse runs compete with).
  for (const page of pages) {
    const js = await measureInitialJs(`${base}${page.path}`);
    report.initialJs.set(page.name, { gzipKb: js.gzipBytes / 1024, files: js.files.length });
    const results = {} as Record<FormFactor, LighthouseRun>;
    for (const formFactor of ['mobile', 'desktop'] as const) {
      console.log(`  Lighthouse ${formFactor} ${page.name} (${options.runs ?? 3} runs)…`);
      results[formFactor] = await lighthouseMedian(`${base}${page.path}`, formFactor, options.runs ?? 3);
    }
    report.lighthouse.set(page.name, results);
  }
  for (const name of options.ssrPages ?? ['experience', 'home']) {
    const page = pages.find((candidate) => candidate.name === name);
    if (!page) continue;
    for (const render of [false, true]) {
      console.log(`  SSR ${page.name}${render ? ', rendered each time' : ''} (autocannon, 32 connections)…`);
      report.ssr.push({ name: page.name, render, load: await ssrLoad(`${base}${page.path}`, { render }) });
    }
  }
  return report;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? '' : ' ✗');

/** Markdown tables of a web report, each figure marked ✗ where it misses its target. */
export function formatWebReport(report: WebReport): string {
  const lines: string[] = [];
  lines.push('| page | form factor | performance | LCP | CLS | TBT | FCP | LCP element |');
  lines.push('|---|---|---|---|---|---|---|---|');
  for (const page of report.pages) {
    const results = report.lighthouse.get(page.name);
    if (!results) continue;
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const run = results[formFactor];
      const mobile = formFactor === 'mobile';
      lines.push(
        `| ${page.name} | ${formFactor} | ${run.score}${mark(!mobile || run.score >= WEB_TARGETS.mobileScore)} | ` +
          `${seconds(run.lcpMs)}${mark(!mobile || run.lcpMs <= WEB_TARGETS.mobileLcpMs)} | ` +
          `${run.cls.toFixed(3)}${mark(run.cls <= WEB_TARGETS.cls)} | ${Math.round(run.tbtMs)} ms${mark(run.tbtMs <= WEB_TARGETS.tbtMs)} | ` +
          `${seconds(run.fcpMs)} | \`${run.lcpElement}\` |`,
      );
    }
  }
  lines.push('', '| page | initial JS (gzip) | files | script transferred in Lighthouse (mobile) |');
  lines.push('|---|---|---|---|');
  for (const page of report.pages) {
    const js = report.initialJs.get(page.name);
    const observed = report.lighthouse.get(page.name)?.mobile.scriptBytes ?? NaN;
    if (!js) continue;
    lines.push(
      `| ${page.name} | ${js.gzipKb.toFixed(1)} KB${mark(js.gzipKb <= WEB_TARGETS.initialJsKb)} | ${js.files} | ` +
        `${(observed / 1024).toFixed(1)} KB |`,
    );
  }
  lines.push('', '| SSR (HTML, br) | req/s | p99 | non-2xx | bytes/response |', '|---|---|---|---|---|');
  for (const { name, render, load } of report.ssr) {
    const label = render
      ? `${name}, rendered per request (page cache bypassed; loader cache)`
      : `${name} (page cache)`;
    lines.push(
      `| ${label} | ${Math.round(load.rps).toLocaleString('en')}${mark(render || load.rps >= WEB_TARGETS.ssrRps)} | ` +
        `${load.p99} ms | ${load.non2xx} | ${Math.round(load.bytesPerResponse).toLocaleString('en')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The landing pages of decision 0027's table: home, a search with results and an experience (the search's
 * first result), a listing and an info page.
 */
export async function initialJsPages(base: string, searchText = 'playa'): Promise<WebPage[]> {
  const search = await fetch(`${base}/api/v1/experiences/simple?page=1&limit=1`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ data: { searchText } }),
  });
  const found = (await search.json()) as { data?: { id: number }[] };
  const first = found.data?.[0];
  if (!first) throw new Error(`search "${searchText}" has no results`);
  const [home, searched, experience] = await pickPages(base, first.id, searchText);
  return [
    home!,
    searched!,
    experience!,
    { name: 'listing (/destinations)', path: '/destinations' },
    { name: 'info page (/faqs)', path: '/faqs' },
  ];
}

export interface InitialJsRow {
  name: string;
  gzipKb: number;
  rawKb: number;
  files: number;
}

/** The initial JavaScript of each landing page (bench/initial-js.ts), one page after the other. */
export async function measureInitialJsPages(base: string): Promise<InitialJsRow[]> {
  const rows: InitialJsRow[] = [];
  for (const page of await initialJsPages(base)) {
    const js = await measureInitialJs(`${base}${page.path}`);
    rows.push({
      name: page.name,
      gzipKb: js.gzipBytes / 1024,
      rawKb: js.rawBytes / 1024,
      files: js.files.length,
    });
  }
  return rows;
}

/** A markdown table of the landing pages' initial JS, each figure marked ✗ over the budget. */
export function formatInitialJsReport(rows: InitialJsRow[]): string {
  const lines = ['| page | initial JS (gzip) | raw | files |', '|---|---|---|---|'];
  for (const row of rows)
    lines.push(
      `| ${row.name} | ${row.gzipKb.toFixed(1)} KB${mark(row.gzipKb <= WEB_TARGETS.initialJsKb)} | ` +
        `${row.rawKb.toFixed(0)} KB | ${row.files} |`,
    );
  return lines.join('\n');
}
