import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { announceCatalogChange } from '../../domain/catalog/catalog-changes.server';
import { migrateDatabase } from '../migrate';
import { postHistoryEarnings, seedHistory } from './history';
import { scaleCatalog } from './scale';
import { seedDemoIfEmpty } from './seed-demo';

/**
 * npm run seed [-- --scale 100000] [--history 365] [--data-dir DIR] [--database-url postgres://…]
 * Migrates, seeds the demo catalogue when empty and optionally grows it for benchmarks; `--history N`
 * writes N days of past bookings, cancellations, refunds, sign-ups and page views for the admins'
 * dashboard (db/seed/history.ts), once.
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    history: { type: 'string' },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
  },
});

const dataDir = resolve(values['data-dir']);
const databaseUrl = values['database-url'];
const database = await openDatabase({
  databaseUrl,
  dataDir: databaseUrl ? undefined : join(dataDir, 'pglite'),
});
try {
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, { mediaDir: join(dataDir, 'media'), log: console.log });
  if (values.scale) await scaleCatalog(database.db, Number.parseInt(values.scale, 10), console.log);
  if (values.history) {
    const days = Number.parseInt(values.history, 10);
    await database.db.transaction((tx) => seedHistory(tx, days, new Date(), console.log));
    // The operators' earnings of the standing bookings, as their confirmation would have posted them.
    await postHistoryEarnings(database.db, console.log);
  }
  // Servers already running on this database (PostgreSQL) drop what they cached of the catalogue.
  await announceCatalogChange(database.db, { entity: 'catalog' });
} finally {
  await database.close();
}
