import { join } from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../common/project-root';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = join(projectRoot(import.meta.url), 'db', 'migrations');

/**
 * Applies the committed SQL migrations with drizzle's migrator (drizzle-kit migrate fails silently on
 * PGlite).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migrateNodePg(database.db as unknown as Parameters<typeof migrateNodePg>[0], config);
  }
}
