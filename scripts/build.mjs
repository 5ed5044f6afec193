// Bundles the server into dist/ with esbuild: one fast step, dependencies stay in node_modules.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { build } from 'esbuild';

const WEB_SERVER_BUILD = resolve('build/server/index.js');

/**
 * The web app's server build goes into dist/server/main.js with the server: server/server-build-import.ts,
 * which imports it at run time from source, becomes a static import here. The build imports our domain/, db/
 * and common/ modules by path (scripts/shared-modules-external.ts), so esbuild bundles each of them once,
 * for the server and the pages alike (docs/decisions/0028).
 */
const bundleWebBuild = {
  name: 'bundle-web-build',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]server[\\/]server-build-import\.ts$/ }, () => ({
      contents: `import * as build from ${JSON.stringify(WEB_SERVER_BUILD)};
export async function importServerBuild() { return build; }`,
      loader: 'js',
    }));
  },
};

/**
 * Notices of the web build that ask nothing of whoever runs it (docs/decisions/0088-small-things.md), dropped
 * so that a first `npm start` prints only what matters:
 * - React Router 7.18 itself hands Vite 8 the old `envFile: false` (React Router 8, which passes
 *   `envDir: false`, needs Node 22): "The `envFile` option is deprecated", once per internal Vite server.
 * - Tailwind 3 announces any experimental flag on every build; `optimizeUniversalDefaults` is decision 0017's.
 * Everything else the build writes at `warn` level or above (a large chunk, an error) is shown.
 */
const KNOWN_NOTICES = [
  /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/,
  /^warn - You have enabled experimental features: optimizeUniversalDefaults$/,
  /^warn - Experimental features in Tailwind CSS are not covered by semver/,
];

const started = Date.now();
// The web app: client assets in build/client, the server render module in build/server. `--logLevel warn`:
// the list of a thousand emitted files is for whoever studies the bundle (`npx react-router build`).
const web = spawnSync('npx', ['react-router', 'build', '--logLevel', 'warn'], {
  encoding: 'utf8',
  stdio: ['inherit', 'pipe', 'pipe'],
  maxBuffer: 64 * 1024 * 1024,
});
for (const [stream, text] of [
  [process.stdout, web.stdout],
  [process.stderr, web.stderr],
]) {
  const shown = (text ?? '')
    .split('\n')
    .filter((line) => !KNOWN_NOTICES.some((notice) => notice.test(stripVTControlCharacters(line))));
  stream.write(shown.join('\n'));
}
if (web.status !== 0) {
  console.error(`react-router build failed (${web.error?.message ?? `exit ${web.status}`})`);
  process.exit(web.status ?? 1);
}
await build({
  entryPoints: { 'server/main': 'server/main.ts', 'db/seed/cli': 'db/seed/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  plugins: [bundleWebBuild],
  logLevel: 'warning',
});
console.log(`built build/ and dist/ in ${Date.now() - started} ms`);
