import { join } from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../server/project-root';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = join(projectRoot(import.meta.url), 'db', 'migrations');

/** Applies the committed SQL migrations with drizzle's migrator (drizzle-kit migrate fails silently on PGlite). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver type; the instance is right.
    await migratePglite(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migrateNodePg(database.db as any, config);
  }
}
