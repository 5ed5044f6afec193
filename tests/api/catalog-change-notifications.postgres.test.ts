import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { announceCatalogChange, CATALOG_CHANNEL } from '../../domain/catalog/catalog-changes.server';
import type { App } from '../../server/app';
import { commitCatalogChange } from '../../server/catalog-changes';
import { apiHeaders, createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Two server processes on one PostgreSQL database (docs/decisions/0062-catalog-change-notifications.md):
 * a change one of them commits clears the other's catalogue caches through LISTEN/NOTIFY, also after
 * the other's listening connection was cut. PostgreSQL only: the embedded engine is one process.
 */
let t: TestApp;
let other: App;
let experienceId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6 });
  other = await createSecondApp(t);
  const [row] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experiences where status = 'published' order by id limit 1`,
  );
  experienceId = row!.id;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function nameOn(app: App): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/experience/${experienceId}`,
    headers: apiHeaders(),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }).name;
}

const rename = (app: App, name: string) =>
  commitCatalogChange(app, { entity: 'experience', id: experienceId }, (tx) =>
    tx.execute(sql`update experience_translations set name = ${name}
                   where experience_id = ${experienceId} and lang_code = 'es'`),
  );

/** The backends listening for catalogue changes on this test's database. */
const listeners = async () =>
  (
    await queryRows<{ count: number }>(
      t.app.db,
      sql`select count(*)::int as count from pg_stat_activity
          where datname = current_database() and application_name = ${`rumbo-listen-${CATALOG_CHANNEL}`}`,
    )
  )[0]!.count;

describe('catalogue changes reach every process', () => {
  it('clears the other process’s cached answer when one process commits a change', async () => {
    const before = await nameOn(t.app);
    expect(await nameOn(other)).toBe(before);
    expect(t.app.responseCache.size).toBeGreaterThan(0);

    await rename(other, 'Tour renombrado por otro proceso');
    // The writer's own next answer is fresh at once; the other process's once the notification lands.
    expect(await nameOn(other)).toBe('Tour renombrado por otro proceso');
    await expect.poll(() => nameOn(t.app)).toBe('Tour renombrado por otro proceso');
  });

  it('sends nothing for a rolled-back change, and one notification per changed row of a transaction', async () => {
    const spy = new pg.Client({ connectionString: t.database.url });
    const heard: string[] = [];
    await spy.connect();
    try {
      spy.on('notification', (message) => heard.push(message.payload ?? ''));
      await spy.query(`listen ${CATALOG_CHANNEL}`);
      await expect(
        commitCatalogChange(other, { entity: 'experience', id: experienceId }, async () => {
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      await other.db.transaction(async (tx) => {
        await announceCatalogChange(tx, { entity: 'experience', id: 1 });
        await announceCatalogChange(tx, { entity: 'experience', id: 1 });
        await announceCatalogChange(tx, { entity: 'experience', id: 2 });
      });
      // Notifications arrive in commit order: once the last is in, none came from the rollback.
      await expect.poll(() => heard.length).toBe(2);
      expect(heard.map((payload) => JSON.parse(payload))).toEqual([
        { entity: 'experience', id: 1 },
        { entity: 'experience', id: 2 },
      ]);
    } finally {
      await spy.end();
    }
  });

  it('coalesces a flood of notifications into a few clears', async () => {
    let clears = 0;
    const clear = t.app.clearCatalogueCaches;
    t.app.clearCatalogueCaches = () => {
      clears += 1;
      clear();
    };
    try {
      await nameOn(t.app);
      await other.db.transaction(async (tx) => {
        for (let id = 1; id <= 300; id++) await announceCatalogChange(tx, { entity: 'experience', id });
      });
      await expect.poll(() => t.app.responseCache.size).toBe(0);
      expect(clears).toBeGreaterThan(0);
      expect(clears).toBeLessThan(30);
    } finally {
      t.app.clearCatalogueCaches = clear;
    }
  });

  it('listens again after its connection is cut, clears for what it may have missed, and hears the next change', async () => {
    expect(await listeners()).toBe(2);
    await nameOn(t.app);
    expect(t.app.responseCache.size).toBeGreaterThan(0);
    await t.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${`rumbo-listen-${CATALOG_CHANNEL}`}`,
    );
    await expect.poll(listeners, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => t.app.responseCache.size).toBe(0);

    expect(await nameOn(t.app)).toBe('Tour renombrado por otro proceso');
    await rename(other, 'Tour renombrado otra vez');
    await expect.poll(() => nameOn(t.app)).toBe('Tour renombrado otra vez');
  });
});
