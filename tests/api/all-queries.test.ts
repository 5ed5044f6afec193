import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allQueries } from '../../db/all-queries';
import { type Database, type DbOrTx, queryRows } from '../../db/client';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Independent queries run side by side on the database and one after the other inside a transaction,
 * whose one connection runs one query at a time (node-postgres deprecates queueing behind a running query).
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** Three queries that note when each starts and ends, and what each answers. */
async function traced(db: DbOrTx) {
  const events: string[] = [];
  const query = (n: number) => async () => {
    events.push(`start ${n}`);
    const [row] = await queryRows<{ n: number }>(db, sql`select ${n}::int as n from pg_sleep(0.02)`);
    events.push(`end ${n}`);
    return row?.n;
  };
  const results = await allQueries(db, query(1), query(2), query(3));
  return { events, results };
}

describe('allQueries', () => {
  it('starts every query at once on the database and answers their results in order', async () => {
    const { events, results } = await traced(database.db);
    expect(results).toEqual([1, 2, 3]);
    expect(events.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });

  it('runs them one after the other inside a transaction, and in a savepoint', async () => {
    const sequential = ['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3'];
    await database.db.transaction(async (tx) => {
      const { events, results } = await traced(tx);
      expect(results).toEqual([1, 2, 3]);
      expect(events).toEqual(sequential);
      await tx.transaction(async (savepoint) => {
        expect((await traced(savepoint)).events).toEqual(sequential);
      });
    });
  });

  it('answers the first failure, as Promise.all does', async () => {
    const failing = () => queryRows(database.db, sql`select 1 / 0`);
    await expect(allQueries(database.db, failing, async () => 1)).rejects.toThrow(/select 1 \/ 0/);
    await expect(
      database.db.transaction((tx) =>
        allQueries(
          tx,
          async () => 1,
          () => queryRows(tx, sql`select 1 / 0`),
        ),
      ),
    ).rejects.toThrow(/select 1 \/ 0/);
  });
});
