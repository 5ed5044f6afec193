import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { CANCELABLE_STATUSES } from '../../domain/purchases/purchase-lifecycle';
import { STATUS_BATCH_SIZE } from '../../domain/purchases/status-job.server';
import {
  clonePurchase,
  minutesAfter,
  movableClock,
  purchaseStatus,
  statusHistory,
} from '../helpers/purchase-jobs';
import { insertPurchase } from '../helpers/purchase-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The time-driven transitions of the status graph (issue 17, decision 0040): in progress at the start,
 * completed after the duration, each once with its history row, whatever re-runs, restarts and
 * cancellations happen. Each test books days after the previous one, so the clock only moves forward.
 */
const time = movableClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, clock: time.clock });
});
afterAll(() => t?.close());

const booked = { createdAt: new Date('2026-11-01T12:00:00Z') };

/** What a customer's cancellation does to the status (the cancel API's conditional update). */
async function cancel(purchaseId: number): Promise<boolean> {
  const sources = sql.join(
    CANCELABLE_STATUSES.map((status) => sql`${status}::purchase_status`),
    sql`, `,
  );
  const rows = await queryRows(
    t.app.db,
    sql`update purchases set status = 'canceled_by_customer' where id = ${purchaseId}
        and status in (${sources}) returning id`,
  );
  return rows.length === 1;
}

describe('the purchases job: status transitions', () => {
  it('starts a purchase at its start and completes it after its duration, once, with history', async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-01', durationMinutes: 180 });
    const pending = await insertPurchase(t.app.db, {
      ...booked,
      bookingDate: '2026-12-01',
      status: 'created',
    });
    time.set(minutesAfter(p.startsAt, -1));
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true });
    expect(await purchaseStatus(t.app.db, p.id)).toBe('confirmed');

    time.set(p.startsAt);
    for (let run = 0; run < 3; run++) await t.app.runPurchaseJobs();
    expect(await purchaseStatus(t.app.db, p.id)).toBe('in_progress');
    expect(await statusHistory(t.app.db, p.id)).toMatchObject([
      { from_status: 'confirmed', to_status: 'in_progress', actor: 'system' },
    ]);

    time.set(minutesAfter(p.startsAt, 179));
    await t.app.runPurchaseJobs();
    expect(await purchaseStatus(t.app.db, p.id)).toBe('in_progress');

    time.set(minutesAfter(p.startsAt, 180));
    for (let run = 0; run < 3; run++) await t.app.runPurchaseJobs();
    expect(await purchaseStatus(t.app.db, p.id)).toBe('completed');
    const history = await statusHistory(t.app.db, p.id);
    expect(history).toMatchObject([
      { from_status: 'confirmed', to_status: 'in_progress', actor: 'system' },
      { from_status: 'in_progress', to_status: 'completed', actor: 'system' },
    ]);
    expect(new Date(history[1]!.created_at)).toEqual(minutesAfter(p.startsAt, 180));
    // Payment still pending: the reconciler's, not the schedule's.
    expect(await purchaseStatus(t.app.db, pending.id)).toBe('created');
    expect(await statusHistory(t.app.db, pending.id)).toEqual([]);
  });

  it('takes a confirmed purchase whose end passed (no server ran) through both steps in one run', async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-03', durationMinutes: 60 });
    time.set(minutesAfter(p.startsAt, 60 * 24));
    const run = await t.app.runPurchaseJobs();
    expect(run).toMatchObject({ ran: true });
    expect(run.ran && run.started).toBeGreaterThanOrEqual(1);
    expect(await purchaseStatus(t.app.db, p.id)).toBe('completed');
    expect(await statusHistory(t.app.db, p.id)).toMatchObject([
      { from_status: 'confirmed', to_status: 'in_progress' },
      { from_status: 'in_progress', to_status: 'completed' },
    ]);
  });

  it('never moves a cancelled purchase; a cancellation after the start finds nothing to cancel', async () => {
    const canceled = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-05' });
    const started = await insertPurchase(t.app.db, {
      ...booked,
      bookingDate: '2026-12-05',
      durationMinutes: 60,
    });
    expect(await cancel(canceled.id)).toBe(true);
    time.set(minutesAfter(canceled.startsAt, 600));
    await t.app.runPurchaseJobs();
    expect(await purchaseStatus(t.app.db, canceled.id)).toBe('canceled_by_customer');
    expect(await statusHistory(t.app.db, canceled.id)).toEqual([]);
    expect(await purchaseStatus(t.app.db, started.id)).toBe('completed');
    expect(await cancel(started.id)).toBe(false);
  });

  it(`works through more purchases than one batch (${STATUS_BATCH_SIZE}) in one run`, async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-09', durationMinutes: 60 });
    const ids = [p.id, ...(await clonePurchase(t.app.db, p.id, STATUS_BATCH_SIZE * 2 + 9))];
    time.set(minutesAfter(p.startsAt, 120));
    const run = await t.app.runPurchaseJobs();
    expect(run).toMatchObject({ ran: true });
    expect(run.ran && run.completed).toBeGreaterThanOrEqual(ids.length);
    const [counts] = await queryRows<{ completed: number; history: number }>(
      t.app.db,
      sql`with mine as (select id, status from purchases where code = ${p.code} or code like ${`${p.code}-%`})
          select (select count(*)::int from mine where status = 'completed') as completed,
            (select count(*)::int from purchase_status_history h join mine on mine.id = h.purchase_id) as history`,
    );
    expect(counts).toEqual({ completed: ids.length, history: ids.length * 2 });
  });
});
