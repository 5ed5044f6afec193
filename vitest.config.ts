import { defineConfig } from 'vitest/config';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';

/**
 * Unit tests run once. API tests run on the embedded engine, and again on a PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it): same tests, same SQL, both engines.
 */
const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${engine}`,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB_ENGINE: engine },
    // Tests that render pages need the web app's build (built here when missing).
    globalSetup: ['tests/helpers/web-build-setup.ts', 'tests/helpers/database-templates-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  // Tests that import the web app's modules (loaders, root) resolve `virtual:icon-sprite` as the build does.
  plugins: [iconSpritePlugin()],
  test: {
    pool: 'forks',
    reporters: ['default', './tests/helpers/plain-summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000 } },
      apiProject('pglite'),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/helpers/database-templates-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser journey file at a time: each runs a server and Chromium, and on a two-core CI
          // machine running them side by side made timings, not behaviour, decide the outcome.
          fileParallelism: false,
          // A page that hydrates, navigates or refetches can take a few seconds on a loaded CI machine.
          expect: { poll: { timeout: 8_000 } },
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
