// Bundles the server into dist/ with esbuild: one fast step, dependencies stay in node_modules.
import { build } from 'esbuild';

const started = Date.now();
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
console.log(`built dist/ in ${Date.now() - started} ms`);
