import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Our modules the server imports too: the layers below the web app, and the two app modules through which
 * the server mounts it (the same two eslint.config.js lets server/plugins/web-app.ts import).
 */
const SHARED = [
  `common${sep}`,
  `db${sep}`,
  `domain${sep}`,
  join('app', 'context.server.ts'),
  join('app', 'i18n', 'language-cookie.ts'),
];

/**
 * Leaves our own modules that the server also imports (domain/, db/, common/ and the two app modules above)
 * out of the web app's server build: build/server/index.js imports their source by path instead of holding a
 * copy. esbuild then bundles the server and that build together (scripts/build.mjs), and tests load both
 * through one module graph, so each module exists once at run time: one registry of catalogue caches, one set
 * of React Router contexts (docs/decisions/0028). Asset imports (`?url`) stay with Vite.
 */
export function sharedModulesExternalPlugin(): Plugin {
  return {
    name: 'rumbo:shared-modules-external',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.') || source.includes('?')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return null;
      const path = relative(ROOT, resolved.id);
      // Kept absolute here and made relative to each output file below: the bundler's own relative
      // rendering of such imports missed one folder level.
      if (!SHARED.some((shared) => path.startsWith(shared))) return null;
      return { id: resolved.id, external: 'absolute' };
    },
    renderChunk(code, chunk, outputOptions) {
      if (!outputOptions.dir) return null;
      const toRoot = relative(dirname(join(outputOptions.dir, chunk.fileName)), ROOT)
        .split(sep)
        .join('/');
      const rewritten = code.replaceAll(`from "${ROOT}/`, `from "${toRoot}/`);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
