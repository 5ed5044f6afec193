import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The browser's `zod`: zod itself, configured jitless before any module can build a schema. */
export const BROWSER_ZOD = fileURLToPath(new URL('../app/lib/zod-jitless.ts', import.meta.url));

/**
 * In the browser, every `import … from 'zod'` (app/, domain/, common/) gets app/lib/zod-jitless.ts, which
 * imports zod, sets `jitless` and re-exports it. A module that builds a schema imports zod, so it runs after
 * that module, on every page, and zod loads only with the routes that use it. The root route used to import
 * zod-jitless first instead, which put all of zod in the shell chunk of every page (decision 0027's
 * budget). The server build and the tests keep zod as it is, compiled parsers included.
 */
export function zodJitlessPlugin(): Plugin {
  return {
    name: 'rumbo:zod-jitless',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer === BROWSER_ZOD) return null;
      return BROWSER_ZOD;
    },
  };
}
