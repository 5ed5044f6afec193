import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, queryRows } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { scaleCatalog } from '../db/seed/scale';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { refreshAllDayPlaces, vacuumDayPlaces } from '../domain/booking/day-places.server';

/**
 * The bench's catalogue on `database`: migrated, the demo seed, scaled to `scale` experiences (kept between
 * runs), and the search by date's per-day places written as a server's refresher writes them on start
 * (decision 0086). Answers how many experiences it holds.
 */
export async function prepareCatalog(
  database: Database,
  options: { dataDir: string; scale: number; log: (message: string) => void },
): Promise<number> {
  const { dataDir, scale, log } = options;
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, { mediaDir: join(dataDir, 'media'), log });
  await scaleCatalog(database.db, scale, log);
  const started = performance.now();
  const rewritten = await refreshAllDayPlaces(database.db, new Date());
  if (rewritten > 0) {
    // As the server's refresher does after a backfill or a daily roll.
    await vacuumDayPlaces(database.db);
    log(`day places of ${rewritten} experiences in ${Math.round(performance.now() - started)} ms`);
  }
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from experiences`);
  return row?.n ?? 0;
}

/** The address of the bench's PostgreSQL database `name` on the server of `adminUrl`, created if missing. */
export async function postgresCatalogUrl(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
