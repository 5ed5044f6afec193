import { defineConfig } from 'vitest/config';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';

/**
 * How many test files of each project run side by side (docs/decisions/0006, "Workers per project").
 * Vitest's default is one less than the cores: on a two-core CI machine, one file at a time for everything.
 * Projects whose files wait on other processes (PGlite's engine in the file's own process is the exception)
 * pay back more workers than cores. Each project runs in its own group, one group after the other, so
 * the numbers never add up. `TEST_WORKERS_<PROJECT>` overrides one (e.g. TEST_WORKERS_E2E=1).
 */
const WORKERS = {
  unit: 2,
  'api-pglite': 3,
  'api-postgres': 4,
  e2e: 2,
} as const;
type ProjectName = keyof typeof WORKERS;

const workers = (name: ProjectName) => {
  const override = Number(process.env[`TEST_WORKERS_${name.replace('-', '_').toUpperCase()}`]);
  return Number.isInteger(override) && override > 0 ? override : WORKERS[name];
};

/** One project's own workers, in its own group of the run (Vitest requires one group per worker count). */
const scheduling = (name: ProjectName) => ({
  name,
  maxWorkers: workers(name),
  sequence: { groupOrder: Object.keys(WORKERS).indexOf(name) },
});

/**
 * Unit tests run once. API tests run on the embedded engine, and again on a PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it): same tests, same SQL, both engines. A `*.postgres.test.ts` file
 * tests what only a server has (a second connection holding a row) and runs on PostgreSQL only.
 */
const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    ...scheduling(`api-${engine}`),
    include: ['tests/api/**/*.test.ts'],
    exclude: engine === 'pglite' ? ['tests/api/**/*.postgres.test.ts'] : [],
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
    reporters: [
      'default',
      './tests/helpers/project-times-reporter.ts',
      './tests/helpers/plain-summary-reporter.ts',
    ],
    projects: [
      {
        extends: true,
        test: { ...scheduling('unit'), include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000 },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        extends: true,
        test: {
          ...scheduling('e2e'),
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/helpers/database-templates-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each journey file has its own app (free port, own database copy) and browser, so files run side
          // by side; journeys wait for what the visitor sees, never for the network to go quiet.
          // A page that hydrates, navigates or refetches can take a few seconds on a loaded CI machine.
          expect: { poll: { timeout: 8_000 } },
        },
      },
    ],
  },
});
