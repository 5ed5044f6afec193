import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Database, type Db, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';

/**
 * Runs one operator measure alone (`tsx bench/<file>.ts`) on a fresh demo catalogue of 40 experiences in
 * memory (PGlite, no photos rendered), printing its report, when `moduleUrl` is the script tsx was given.
 * The measure gets the whole database (a server can be built on it) or, with `runAloneOnDemo`, its
 * query handle.
 */
export async function runAloneOnDatabase(
  moduleUrl: string,
  measure: (database: Database) => Promise<string>,
): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, {
    mediaDir: join(process.env.TMPDIR ?? '/tmp', 'bench-media'),
    renderMedia: false,
    experiences: 40,
  });
  console.log(await measure(database));
  await database.close();
}

export function runAloneOnDemo(moduleUrl: string, measure: (db: Db) => Promise<string>): Promise<void> {
  return runAloneOnDatabase(moduleUrl, (database) => measure(database.db));
}
