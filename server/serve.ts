import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { type App, type AppOptions, buildApp } from './app';
import type { Env } from './env';

/** How the web app is served: from its production build (`npm start`) or by Vite (`npm run dev`). */
export type WebServing = Pick<AppOptions, 'web' | 'serverFactory'>;

/**
 * Start-up shared by `npm start` and `npm run dev`: open and migrate the database, seed the demo once,
 * then listen until SIGINT or SIGTERM.
 */
export async function serve(env: Env, web: WebServing): Promise<App> {
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
  });
  await migrateDatabase(database);
  const app = await buildApp({ env, database, ...web });
  if (env.SEED === 'demo') {
    await seedDemoIfEmpty(database.db, {
      mediaDir: join(dataDir, 'media'),
      log: (message) => app.log.info(message),
    });
    app.clearCatalogueCaches();
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, finish in-flight requests, then close the database (onClose hook).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  return app;
}
