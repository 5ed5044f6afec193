import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { benchOverload, formatOverloadReport } from './overload';
import { BENCH_PRODUCTION_SECRETS, freePort, npmStartServer, startProcess, stopProcess } from './servers';
import { formatInitialJsReport, measureInitialJsPages } from './web-pages';

/**
 * The production server as `npm start` runs it, on the embedded engine in `dataDir` (seeding the demo
 * catalogue itself if empty) and on `port`, while `measure` runs against its address; stopped after.
 */
async function withProductionServer<T>(
  dataDir: string,
  port: number,
  measure: (base: string) => Promise<T>,
): Promise<T> {
  const base = `http://127.0.0.1:${port}`;
  const start = npmStartServer();
  const server = await startProcess(
    start.args,
    { ...start.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...BENCH_PRODUCTION_SECRETS },
    `${base}/readyz`,
  );
  try {
    return await measure(base);
  } finally {
    await stopProcess(server);
  }
}

/** BENCH_ONLY=overload: the production server on the embedded engine and the demo catalogue, one burst. */
export async function benchOverloadOnDemo(dataDir: string): Promise<string> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  return withProductionServer(join(dataDir, 'overload'), port, async (base) => {
    console.log('A burst: 800 idle sockets and 64 clients asking uncached search pages…');
    return formatOverloadReport(await benchOverload(base));
  });
}

/**
 * BENCH_ONLY=initial-js: the JavaScript a first visit loads (decision 0027's budget) on the landing pages,
 * from the production server on the embedded engine and the demo catalogue; no Lighthouse, no load test.
 */
export async function benchInitialJsOnDemo(dataDir: string, log: (message: string) => void): Promise<string> {
  const demoDir = join(dataDir, 'initial-js');
  mkdirSync(demoDir, { recursive: true });
  // Seeded here first: on a busy machine the server's own seeding outlasts startProcess's wait.
  const database = await openDatabase({ dataDir: join(demoDir, 'pglite') });
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, { mediaDir: join(demoDir, 'media'), log });
  await database.close();
  return withProductionServer(demoDir, await freePort(), async (base) => {
    console.log('Initial JS of the landing pages (demo catalogue, embedded engine)…');
    return formatInitialJsReport(await measureInitialJsPages(base));
  });
}
