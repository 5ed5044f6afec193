import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * Test files that replace a module (`vi.mock`, `vi.doMock`). The API projects share one module graph per
 * worker (`isolate: false`), and a module that an earlier file of the worker imported keeps its real
 * imports: the replacement would not reach it. These files run in an isolated project of their own.
 */
function filesMockingModules(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(folder, file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}
const API_FILES_MOCKING_MODULES = filesMockingModules('tests/api');

/**
 * Unit tests run once. API tests run on the embedded engine, and again on a PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it): same tests, same SQL, both engines. A `*.postgres.test.ts` file
 * tests what only a server has (a second connection holding a row) and runs on PostgreSQL only.
 *
 * A worker imports the server's modules once for all the files it runs (`isolate: false`, decision
 * 0054): each file still builds its own app on its own database copy, and nothing the server keeps at
 * module level belongs to one app. Files that replace modules run isolated, beside them in the same
 * group (`api-pglite-isolated`, `api-postgres-isolated`).
 */
const apiProjects = (engine: 'pglite' | 'postgres') => {
  const test = {
    include: ['tests/api/**/*.test.ts'],
    exclude: engine === 'pglite' ? ['tests/api/**/*.postgres.test.ts'] : [],
    env: { TEST_DB_ENGINE: engine },
    // Tests that render pages need the web app's build (built here when missing).
    globalSetup: ['tests/helpers/web-build-setup.ts', 'tests/helpers/database-templates-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  };
  const shared = {
    extends: true as const,
    test: {
      ...test,
      ...scheduling(`api-${engine}`),
      exclude: [...test.exclude, ...API_FILES_MOCKING_MODULES],
      isolate: false,
    },
  };
  if (API_FILES_MOCKING_MODULES.length === 0) return [shared];
  const isolated = {
    extends: true as const,
    test: {
      ...test,
      ...scheduling(`api-${engine}`),
      name: `api-${engine}-isolated`,
      include: API_FILES_MOCKING_MODULES,
    },
  };
  return [shared, isolated];
};

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
      ...apiProjects('pglite'),
      ...(process.env.TEST_DATABASE_URL ? apiProjects('postgres') : []),
      {
        extends: true,
        test: {
          ...scheduling('e2e'),
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/helpers/database-templates-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each journey file has its own app (free port, own database copy) and browser contexts, so files
          // run side by side; journeys wait for what the visitor sees, never for the network to go quiet.
          // A worker imports the server and the web build once for its files (as the API projects do), and
          // the run's one Chromium serves every file (tests/helpers/browser.ts).
          isolate: false,
          // A page that hydrates, navigates or refetches can take a few seconds on a loaded CI machine.
          expect: { poll: { timeout: 8_000 } },
        },
      },
    ],
  },
});
