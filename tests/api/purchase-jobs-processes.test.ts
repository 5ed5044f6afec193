import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { runPurchaseJobs } from '../../domain/purchases/purchase-jobs.server';
import { emailLinks } from '../../server/email-links';
import type { PurchaseJobsRun } from '../../server/plugins/purchase-jobs';
import { PURCHASE_JOBS_LEASE_TTL_MS } from '../../server/plugins/purchase-jobs';
import type { App } from '../../server/app';
import { minutesAfter, movableClock, purchaseStatus, statusHistory } from '../helpers/purchase-jobs';
import { type InsertedPurchase, insertPurchase } from '../helpers/purchase-factory';
import { createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The purchases' job across server processes (decision 0040): a restart carries on, a crashed holder's
 * lease expires, and two servers on one database make each transition, reminder and review request once.
 * On PostgreSQL the two servers really run at once on their own connections; the embedded engine has one
 * connection, so there they run one after the other. The clock only moves forward, days per test.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const time = movableClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, clock: time.clock });
});
afterAll(() => t?.close());

const booked = { createdAt: new Date('2026-11-01T12:00:00Z') };

/** Both at once on PostgreSQL, one after the other on the embedded engine. */
async function together<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (onPostgres) return Promise.all(tasks.map((task) => task()));
  const results: T[] = [];
  for (const task of tasks) results.push(await task());
  return results;
}

/** How many history rows each purchase has per target status, and e-mails per address and template. */
async function tally(purchases: InsertedPurchase[]) {
  const ids = purchases.map((p) => p.id);
  const emails = purchases.map((p) => p.email);
  const history = await queryRows<{ purchase_id: number; to_status: string; count: number }>(
    t.app.db,
    sql`select purchase_id, to_status::text as to_status, count(*)::int as count from purchase_status_history
        where purchase_id in ${ids} group by purchase_id, to_status`,
  );
  const mails = await queryRows<{ to_email: string; template: string; count: number }>(
    t.app.db,
    sql`select to_email, template, count(*)::int as count from email_outbox
        where to_email in ${emails} group by to_email, template`,
  );
  return { history, mails };
}

describe('the purchases job across processes', () => {
  it('carries on after a restart: a stopped server hands its lease over at once', async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-01', durationMinutes: 1 });
    const first = await createSecondApp(t);
    time.set(p.startsAt);
    expect(await first.runPurchaseJobs()).toMatchObject({ ran: true });
    expect(await purchaseStatus(t.app.db, p.id)).toBe('in_progress');
    await first.close();

    // One minute later: the lease of the stopped server would still run for two more minutes.
    time.set(minutesAfter(p.startsAt, 1));
    const second = await createSecondApp(t);
    try {
      expect(await second.runPurchaseJobs()).toMatchObject({ ran: true });
    } finally {
      await second.close();
    }
    expect(await statusHistory(t.app.db, p.id)).toMatchObject([
      { to_status: 'in_progress' },
      { to_status: 'completed' },
    ]);
  });

  it("takes over a crashed server's work once its lease expires, not before", async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-03', durationMinutes: 2 });
    const crashed = await createSecondApp(t);
    const other = await createSecondApp(t);
    try {
      time.set(p.startsAt);
      expect(await crashed.runPurchaseJobs()).toMatchObject({ ran: true });
      expect(await purchaseStatus(t.app.db, p.id)).toBe('in_progress');
      // It stops ticking without giving the lease back.
      time.set(minutesAfter(p.startsAt, 2));
      expect(await other.runPurchaseJobs()).toEqual({ ran: false });
      expect(await purchaseStatus(t.app.db, p.id)).toBe('in_progress');
      time.set(new Date(p.startsAt.getTime() + PURCHASE_JOBS_LEASE_TTL_MS + 1000));
      expect(await other.runPurchaseJobs()).toMatchObject({ ran: true });
      expect(await purchaseStatus(t.app.db, p.id)).toBe('completed');
      // The crashed server, back, finds the lease taken.
      expect(await crashed.runPurchaseJobs()).toEqual({ ran: false });
    } finally {
      await crashed.close();
      await other.close();
    }
  });

  /** Purchases that, at 09:05 on `date`, start now, ended already, or are reminded about. */
  async function dueWork(date: string, nextDay: string, count: number) {
    const make = (options: Parameters<typeof insertPurchase>[1]) =>
      Promise.all(Array.from({ length: count }, () => insertPurchase(t.app.db, { ...booked, ...options })));
    const starting = await make({ bookingDate: date, bookingHour: '09:00', durationMinutes: 600 });
    const ended = await make({ bookingDate: date, bookingHour: '06:00', durationMinutes: 60 });
    const reminded = await make({ bookingDate: nextDay, bookingHour: '10:00' });
    return { starting, ended, reminded, now: minutesAfter(starting[0]!.startsAt, 5) };
  }

  async function expectEachOnce(work: Awaited<ReturnType<typeof dueWork>>) {
    const { history, mails } = await tally([...work.starting, ...work.ended, ...work.reminded]);
    const steps = (p: InsertedPurchase) =>
      history.filter((row) => row.purchase_id === p.id).map((row) => [row.to_status, row.count]);
    for (const p of work.starting) expect(steps(p)).toEqual([['in_progress', 1]]);
    for (const p of work.ended)
      expect(steps(p).sort()).toEqual([
        ['completed', 1],
        ['in_progress', 1],
      ]);
    for (const p of work.reminded) expect(steps(p)).toEqual([]);
    const sent = (p: InsertedPurchase) =>
      mails.filter((row) => row.to_email === p.email).map((row) => [row.template, row.count]);
    for (const p of work.starting) expect(sent(p)).toEqual([]);
    for (const p of work.ended) expect(sent(p)).toEqual([['review-request', 1]]);
    for (const p of work.reminded) expect(sent(p)).toEqual([['purchase-reminder', 1]]);
  }

  it('lets one of two servers started together do the work, each step and e-mail once', async () => {
    const work = await dueWork('2026-12-10', '2026-12-11', onPostgres ? 25 : 5);
    time.set(work.now);
    const servers = [await createSecondApp(t), await createSecondApp(t)];
    try {
      for (let round = 0; round < 3; round++) {
        const runs = await together<PurchaseJobsRun>(servers.map((app) => () => app.runPurchaseJobs()));
        expect(runs.filter((run) => run.ran)).toHaveLength(1);
      }
    } finally {
      await Promise.all(servers.map((app) => app.close()));
    }
    await expectEachOnce(work);
  });

  it('still makes each step and e-mail once when two runs overlap without the lease', async () => {
    // The lease aside, the job's own statements decide: a second process in the middle of a run (its
    // lease expired while it was stalled) cannot repeat what the first did.
    const servers: App[] = [await createSecondApp(t), await createSecondApp(t)];
    try {
      for (const [date, nextDay] of [
        ['2026-12-14', '2026-12-15'],
        ['2026-12-16', '2026-12-17'],
      ] as const) {
        const work = await dueWork(date, nextDay, onPostgres ? 25 : 5);
        const runs = await together(
          [...servers, ...servers].map(
            (app) => () => runPurchaseJobs({ db: app.db as Db, links: emailLinks(app) }, work.now),
          ),
        );
        const total = (key: 'started' | 'completed' | 'reminders' | 'reviewRequests') =>
          runs.reduce((sum, run) => sum + run[key], 0);
        expect(total('reminders')).toBeGreaterThanOrEqual(work.reminded.length);
        expect(total('reviewRequests')).toBeGreaterThanOrEqual(work.ended.length);
        await expectEachOnce(work);
      }
    } finally {
      await Promise.all(servers.map((app) => app.close()));
    }
  });

  it('runs on its timer from the start when PURCHASE_JOBS is on', async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-20' });
    time.set(p.startsAt);
    const timed = await createSecondApp(t, { env: { PURCHASE_JOBS: 'on' } });
    try {
      await expect
        .poll(() => purchaseStatus(t.app.db, p.id), { timeout: 10_000, interval: 50 })
        .toBe('in_progress');
    } finally {
      await timed.close();
    }
  });

  it('logs a failing run and keeps serving: the timer never takes the server down', async () => {
    // A clock the database refuses makes every run fail at its first statement; the first, at start, is
    // the timer's: a rejection it left unhandled would fail this test file. The year 200,001 BC is a
    // valid Date (so are the instants the jobs count from it), far before PostgreSQL's first timestamp
    // (4713 BC). Not an invalid Date: node-postgres deprecates sending one and its next version refuses it.
    const broken = await createSecondApp(t, {
      clock: () => new Date(Date.UTC(-200_000, 0, 1)),
      env: { PURCHASE_JOBS: 'on' },
    });
    try {
      // The clock's instant is what fails.
      await expect(broken.runPurchaseJobs()).rejects.toMatchObject({
        message: expect.stringContaining('insert into job_leases'),
        cause: { message: expect.stringMatching(/out of range/) },
      });
      expect((await broken.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
