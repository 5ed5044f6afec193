import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';

/**
 * A fresh, migrated database for one test file: an in-memory embedded engine, or (TEST_DB_ENGINE=postgres)
 * a throwaway database on the server named by TEST_DATABASE_URL, dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await migrateDatabase(database);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
