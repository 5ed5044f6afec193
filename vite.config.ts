import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contractsWithoutSchemasPlugin } from './scripts/contracts-without-schemas.ts';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';
import { precompressedAssetsPlugin } from './scripts/precompressed-assets.ts';
import { serviceWorkerPlugin } from './scripts/service-worker.ts';
import { sharedModulesExternalPlugin } from './scripts/shared-modules-external.ts';
import { shellChunkPlugin } from './scripts/shell-chunk.ts';
import { zodJitlessPlugin } from './scripts/zod-jitless.ts';

export default defineConfig({
  plugins: [
    sharedModulesExternalPlugin(),
    contractsWithoutSchemasPlugin(),
    zodJitlessPlugin(),
    iconSpritePlugin(),
    shellChunkPlugin(),
    reactRouter(),
    precompressedAssetsPlugin(),
    serviceWorkerPlugin(),
  ],
  build: {
    target: 'es2022',
    // Rolldown's report of slow plugin callbacks appears whenever the machine is busy; it is a profiling
    // aid (turn it back on to study the build), not something a start can act on.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
