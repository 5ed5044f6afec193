// Bundles the server into dist/ with esbuild: one fast step, dependencies stay in node_modules.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
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

const started = Date.now();
// The web app: client assets in build/client, the server render module in build/server.
execSync('npx react-router build', { stdio: 'inherit' });
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
