import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { buildApp } from './app';
import { parseEnv } from './env';
import { loadWebBuild } from './web-build';

/** Start-up: parse the environment, open and migrate the database, seed the demo once, then listen. */
async function main() {
  const env = parseEnv();
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
  });
  await migrateDatabase(database);
  const app = await buildApp({ env, database, webBuild: await loadWebBuild() });
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
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    // Absolute links (canonical, sitemaps, e-mails) then name the listening address, not the public one.
    app.log.warn("PUBLIC_URL is not set: absolute links name this server's own address (README, Security)");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
