import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_BUILD_DIR } from '../../server/plugins/web-app';

/**
 * API tests that render pages (createTestApp({ web: true })) need the web app's server build. A full run
 * has it from the browser journeys' set-up, which runs first and always rebuilds; a run of API tests
 * alone builds it once when there is none. After changing app/ code, run `npx react-router build` (or a
 * browser journey) so API tests do not render a stale build; domain/, db/ and common/ are not in it (the
 * build imports their source, docs/decisions/0028), so changes there need no rebuild.
 */
export default function setup() {
  if (!existsSync(join(WEB_BUILD_DIR, 'server', 'index.js')))
    // Not Vitest's NODE_ENV=test: the build visitors get (tests/e2e/global-setup.ts).
    execSync('npx react-router build', { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
}
