import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import { parseEnv } from './env';
import { isLoopbackAddress, isLoopbackHost } from './developer-client';
import { projectRoot } from '../common/project-root';
import type * as Serve from './serve';

/**
 * `npm run dev`: the whole product as `npm start` serves it, except that Vite's dev server builds the web
 * app on demand and hot-reloads the browser on every edit. The server's own modules (server/, domain/,
 * db/) run in Vite's SSR module runner alongside the web app's, so each module exists once, as in the
 * production bundle; a change to them needs a restart.
 */
async function main() {
  const env = parseEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' });
  if (!isLoopbackAddress(env.HOST) && !isLoopbackHost(env.HOST)) {
    // Vite's dev server answers with source files and development error pages.
    console.warn(`npm run dev listens on ${env.HOST}: anyone who can reach it can read the source`);
  }
  const httpServer = createServer();
  const vite = await createViteServer({
    root: projectRoot(import.meta.url),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules");
  const { serve } = await ssr.runner.import<typeof Serve>(
    join(projectRoot(import.meta.url), 'server/serve.ts'),
  );
  httpServer.on('close', () => void vite.close());
  await serve(env, {
    web: {
      build: () => ssr.runner.import<ServerBuild>('virtual:react-router/server-build'),
      cachePages: false,
    },
    // Vite answers for the browser's modules, styles and the public folder; everything else (pages,
    // the API, media) falls through to Fastify.
    serverFactory: (handler) =>
      httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (request.url?.startsWith('/api/')) return handler(request, response);
        vite.middlewares(request, response, () => handler(request, response));
      }),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
