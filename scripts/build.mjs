// Bundles the server into dist/ with esbuild: one fast step, dependencies stay in node_modules.
import { execSync } from 'node:child_process';
import { build } from 'esbuild';

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
  logLevel: 'warning',
});
console.log(`built build/ and dist/ in ${Date.now() - started} ms`);
