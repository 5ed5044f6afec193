import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCES = join(import.meta.dirname, '..', 'app', 'service-worker');
const WORKER_ENTRY = join(SOURCES, 'worker.ts');
const OFFLINE_PAGE_ENTRY = join(SOURCES, 'offline-page.ts');
const OFFLINE_LIST_ENTRY = join(SOURCES, 'offline-list.ts');
const VERSION_PLACEHOLDER = '__SW_VERSION__';

/** A browser script as one classic file (service workers load no modules everywhere yet). */
async function bundleScript(entry: string, version = ''): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { [VERSION_PLACEHOLDER]: JSON.stringify(version) },
  });
  return result.outputFiles[0]!.text;
}

/**
 * The offline page's HTML, from app/service-worker/offline-page.ts bundled on the spot: imported by the
 * config statically, its extensionless imports and JSON catalogues would not load with Vite's native
 * config loader.
 */
async function renderOfflinePage(): Promise<string> {
  const result = await build({
    entryPoints: [OFFLINE_PAGE_ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
  });
  const code = Buffer.from(result.outputFiles[0]!.text).toString('base64');
  const module = (await import(`data:text/javascript;base64,${code}`)) as { offlinePageHtml(): string };
  return module.offlinePageHtml();
}

/**
 * Writes the service worker (`sw.js`) and its offline page (`offline.html`, `offline.js`) at the root of the browser
 * build, so the worker's scope is the whole site (docs/decisions/0040). The worker's version is a hash
 * of both: a release that changes either installs a new worker, which replaces the old offline page; one
 * that changes neither leaves browsers' workers alone. The server sends `sw.js` with `no-cache`
 * (server/plugins/web-app.ts), so browsers check it on every visit.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'rumbo:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const offline = await renderOfflinePage();
      const list = await bundleScript(OFFLINE_LIST_ENTRY);
      const draft = await bundleScript(WORKER_ENTRY);
      const version = createHash('sha256').update(draft).update(offline).update(list).digest('base64url');
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offline });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: list });
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: await bundleScript(WORKER_ENTRY, version.slice(0, 10)),
      });
    },
  };
}
