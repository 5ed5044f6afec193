import { join } from 'node:path';
import { WEB_BUILD_DIR, type WebAppOptions } from './plugins/web-app';
import { importServerBuild } from './server-build-import';

/** The web app as `npm start` serves it: the production build and its browser assets, once built. */
export async function loadWebBuild(): Promise<WebAppOptions | undefined> {
  const build = await importServerBuild();
  return build && { build, clientDir: join(WEB_BUILD_DIR, 'client') };
}
