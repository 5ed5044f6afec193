import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { postMissingOperatorEarnings } from '../domain/earnings/earnings-backfill.server';
import { type App, type AppOptions, buildApp } from './app';
import type { Env } from './env';
import { seedInChildProcess } from './seed-process';

/** How the web app is served: from its production build (`npm start`) or by Vite (`npm run dev`). */
export type WebServing = Pick<AppOptions, 'web' | 'serverFactory'>;

/** Log levels at which the seeding's progress lines are shown. */
const INFO_LEVELS = new Set<Env['LOG_LEVEL']>(['trace', 'debug', 'info']);

/**
 * Start-up shared by `npm start` and `npm run dev`: seed the demo once (in a child process that migrates,
 * seeds when the database is empty and exits, before this process opens the database), open and migrate
 * the database, then listen until SIGINT or SIGTERM.
 */
export async function serve(env: Env, web: WebServing): Promise<App> {
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  if (env.SEED === 'demo') {
    await seedInChildProcess({
      dataDir,
      databaseUrl: env.DATABASE_URL,
      // Before the server's logger exists: plain lines, as `npm run seed` prints them.
      log: (message) => INFO_LEVELS.has(env.LOG_LEVEL) && process.stdout.write(`${message}\n`),
    });
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  // Bookings confirmed before operators' earnings were in the ledger post them once (docs/decisions/0066-earnings-ledger.md).
  await postMissingOperatorEarnings(database.db);
  const app = await buildApp({ env, database, ...web });

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

  // A deeper queue of connections not yet taken than Node's 511, for a burst of them (decision 0048).
  await app.listen({ port: env.PORT, host: env.HOST, backlog: env.HTTP_LISTEN_BACKLOG });
  return app;
}
