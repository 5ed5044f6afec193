import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type {} from './database-templates';

/** The template databases of one run (tests/helpers/database-templates.ts): made here, removed after. */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const folder = join(tmpdir(), `rumbo-db-templates-${runId}`);
  mkdirSync(folder, { recursive: true });
  project.provide('databaseTemplates', folder);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await dropTemplateDatabases(runId);
  };
}

/** PostgreSQL's template databases of the run are named `tmpl_{runId}_…` (tests/helpers/test-database.ts). */
async function dropTemplateDatabases(runId: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`tmpl\\_${runId}\\_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
