import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesAfter, movableClock, purchaseStatus, statusHistory } from '../helpers/purchase-jobs';
import { insertPurchase } from '../helpers/purchase-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The purchases job against a second connection holding a row (decision 0040): only PostgreSQL has one.
 * PGlite is a single connection, so this file runs in the api-postgres project only (`*.postgres.test.ts`,
 * vitest.config.ts) instead of being skipped on the embedded engine.
 */
const time = movableClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, clock: time.clock });
});
afterAll(() => t?.close());

const booked = { createdAt: new Date('2026-11-01T12:00:00Z') };

describe('the purchases job beside a cancellation in flight', () => {
  it('lets a cancellation in flight win: its locked row waits for the next run, which leaves it', async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-07' });
    const other = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-07' });
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `update purchases set status = 'canceled_by_customer' where id = $1 and status in ('created', 'confirmed')`,
        [p.id],
      );
      time.set(minutesAfter(p.startsAt, 5));
      // The job does not wait for the cancelling transaction: it skips the row it holds.
      await t.app.runPurchaseJobs();
      expect(await purchaseStatus(t.app.db, other.id)).toBe('in_progress');
      await client.query('commit');
    } finally {
      await client.end();
    }
    await t.app.runPurchaseJobs();
    expect(await purchaseStatus(t.app.db, p.id)).toBe('canceled_by_customer');
    expect(await statusHistory(t.app.db, p.id)).toEqual([]);
  });
});
