import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { buildOnce, templateName, templateRunFolder, writeFileAtomically } from './database-templates';

/** What a test file's database holds beyond the migrations (the demo seed), named by a stable key. */
export interface DatabaseContents {
  /** Equal keys mean equal contents: one template serves every file that asks for that key. */
  key: string;
  fill(db: Db): Promise<void>;
}

type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated database for one test file, filled with `contents`: an in-memory embedded engine, or
 * (TEST_DB_ENGINE=postgres) a throwaway database on the server named by TEST_DATABASE_URL, dropped again by
 * `close()`. Within a run it is a copy of a template made once for those contents
 * (tests/helpers/database-templates.ts).
 */
export async function createTestDatabase(contents?: DatabaseContents): Promise<TestDatabase> {
  const folder = templateRunFolder();
  const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
  if (!folder) {
    const database = onPostgres ? await createPostgresDatabase() : await openDatabase({});
    await migrateDatabase(database);
    await contents?.fill(database.db);
    return database;
  }
  const name = templateName(contents?.key ?? 'migrated');
  return onPostgres
    ? copyPostgresTemplate(folder, name, contents)
    : copyPgliteTemplate(folder, name, contents);
}

async function copyPgliteTemplate(
  folder: string,
  name: string,
  contents: DatabaseContents | undefined,
): Promise<TestDatabase> {
  const file = join(folder, `pglite-${name}.tar`);
  await buildOnce(folder, `pglite-${name}`, async () => {
    const database = await openDatabase({});
    try {
      await migrateDatabase(database);
      await contents?.fill(database.db);
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
        .$client;
      writeFileAtomically(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await database.close();
    }
  });
  return openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
}

async function copyPostgresTemplate(
  folder: string,
  name: string,
  contents: DatabaseContents | undefined,
): Promise<TestDatabase> {
  const template = `tmpl_${basename(folder).split('-').at(-1)}_${name}`;
  await buildOnce(folder, `postgres-${name}`, async () => {
    const database = await createPostgresDatabase(template);
    try {
      await migrateDatabase(database);
      await contents?.fill(database.db);
    } finally {
      // A template with open connections cannot be copied: only its pool closes here, it stays.
      await database.closePool();
    }
  });
  return createPostgresDatabase(undefined, template);
}

/** A new database on the test server, copied from `template` when one is named. */
async function createPostgresDatabase(
  name = `test_${randomBytes(6).toString('hex')}`,
  template?: string,
): Promise<TestDatabase & { closePool(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...database,
    url: url.toString(),
    closePool: () => database.close(),
    close: async () => {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
