import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WEB_BUILD_DIR } from '../../server/plugins/web-app';
import { WEB_TARGETS } from '../../bench/web-targets';

/**
 * The initial JavaScript of the landing pages, read from the browser build (docs/decisions/0027): the
 * route manifest, the entry and the root route with their imports (the `shell` chunk, scripts/shell-chunk.ts)
 * and the page's route with its imports, each as the server sends it to a gzip client (its `.gz`, level 9).
 * The shell is in every page: what the root imports statically, every visitor downloads. `npm run bench`
 * (BENCH_ONLY=initial-js) measures the same in Chromium, lazy chunks that start by themselves included.
 */
const ASSETS = join(WEB_BUILD_DIR, 'client', 'assets');
const assetNames = readdirSync(ASSETS);

interface ManifestRoute {
  module: string;
  imports?: string[];
}
const manifestName = assetNames.find(
  (name) =>
    /^manifest-[\w-]+\.js$/.test(name) &&
    readFileSync(join(ASSETS, name), 'utf8').startsWith('window.__reactRouterManifest='),
);
const manifest = JSON.parse(
  readFileSync(join(ASSETS, manifestName ?? 'none'), 'utf8')
    .replace('window.__reactRouterManifest=', '')
    .replace(/;\s*$/, ''),
) as { entry: ManifestRoute; routes: Record<string, ManifestRoute> };

const assetPath = (href: string) => join(ASSETS, href.replace(/^\/assets\//, ''));
const gzipBytes = (href: string) => {
  const path = assetPath(href);
  const precompressed = assetNames.includes(`${path.slice(ASSETS.length + 1)}.gz`);
  return precompressed
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
};

/** The scripts a first visit to the route loads before any interaction, the route manifest first. */
function initialScripts(routeId: string): string[] {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`no route ${routeId} in the manifest`);
  const parts = [manifest.entry, manifest.routes.root!, route];
  return [
    ...new Set([
      `/assets/${manifestName}`,
      ...parts.flatMap((part) => [part.module, ...(part.imports ?? [])]),
    ]),
  ];
}

const shell = manifest.routes.root!.imports!.find((href) => /\/shell-[\w-]+\.js$/.test(href))!;
const shellCode = readFileSync(assetPath(shell), 'utf8');

describe("the browser build keeps each landing page's first scripts within decision 0027's budget", () => {
  it('puts the root route in a shell chunk', () => {
    expect(manifestName).toBeDefined();
    expect(shell).toMatch(/^\/assets\/shell-[\w-]+\.js$/);
  });

  it('keeps zod out of the shell: the pages that check a form load it with their route', () => {
    // A name in zod's own code that survives minification (its error class's).
    expect(shellCode.includes('$ZodError')).toBe(false);
    const zodChunks = assetNames.filter(
      (name) => /\.js$/.test(name) && /\$ZodError/.test(readFileSync(join(ASSETS, name), 'utf8')),
    );
    expect(zodChunks.length).toBeGreaterThan(0);
    for (const routeId of ['routes/home', 'search', 'routes/experience'])
      expect(
        initialScripts(routeId).filter((href) => zodChunks.includes(href.replace('/assets/', ''))),
      ).toEqual([]);
  });

  it('keeps the translation catalogues out of the shell: the browser fetches the page language as a file', () => {
    // A key of each catalogue, and its Spanish and English text.
    const catalogues = ['es', 'en'].map(
      (lang) =>
        JSON.parse(readFileSync(join(WEB_BUILD_DIR, '..', 'common', 'i18n', `${lang}.json`), 'utf8')) as {
          brand: { tagline: string };
        },
    );
    for (const catalogue of catalogues) expect(shellCode.includes(catalogue.brand.tagline)).toBe(false);
  });

  // Each page is held to its measured size plus 1 KB, so nothing grows the first scripts unnoticed (lower a
  // ceiling whenever a page gets lighter), and to the 140 KB budget unless 0027 says it is still over it.
  it.each([
    ['routes/home', 'home'],
    ['search', 'search'],
    ['routes/experience', 'experience'],
    ['destinations', 'listing'],
    ['routes/faqs', 'info'],
  ] as const)('%s loads at most its ceiling of gzip JavaScript (%s)', (routeId, page) => {
    const scripts = initialScripts(routeId);
    const kb = scripts.reduce((sum, href) => sum + gzipBytes(href), 0) / 1024;
    expect(kb, scripts.join('\n')).toBeLessThanOrEqual(WEB_TARGETS.initialJsCeilingKb[page]);
    if (!WEB_TARGETS.initialJsOverBudget.includes(page))
      expect(kb, `${page} over the ${WEB_TARGETS.initialJsKb} KB budget`).toBeLessThanOrEqual(
        WEB_TARGETS.initialJsKb,
      );
  });

  it('keeps TanStack Query out of the shell: the pages that query load it with their route or chunk', () => {
    // A name in the library's own code that survives minification (its query observer's error message).
    const library = /No QueryClient set, use QueryClientProvider to set one/;
    expect(library.test(shellCode)).toBe(false);
    const libraryChunks = assetNames.filter(
      (name) => /\.js$/.test(name) && library.test(readFileSync(join(ASSETS, name), 'utf8')),
    );
    expect(libraryChunks.length).toBeGreaterThan(0);
    for (const routeId of ['routes/home', 'search', 'routes/experience', 'destinations', 'routes/faqs'])
      expect(
        initialScripts(routeId).filter((href) => libraryChunks.includes(href.replace('/assets/', ''))),
      ).toEqual([]);
  });
});
