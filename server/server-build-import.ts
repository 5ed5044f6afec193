import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { WEB_BUILD_DIR } from './plugins/web-app';

/**
 * The web app's server build, when `react-router build` has produced one. Run from source (tsx, tests),
 * it is imported from build/server at run time, and its imports of domain/, db/ and common/ reach the very
 * modules the server uses. `npm run build` bundles it into dist/server/main.js instead: scripts/build.mjs
 * replaces this module with a static import of the build, so esbuild holds each module once
 * (docs/decisions/0028).
 */
export async function importServerBuild(): Promise<ServerBuild | undefined> {
  const entry = join(WEB_BUILD_DIR, 'server', 'index.js');
  if (!existsSync(entry)) return undefined;
  return (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as ServerBuild;
}
