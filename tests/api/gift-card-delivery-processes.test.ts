import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { deliverDueGiftCards } from '../../domain/giftcards/gift-card-delivery.server';
import type { App } from '../../server/app';
import { emailLinks } from '../../server/email-links';
import type { PurchaseJobsRun } from '../../server/plugins/purchase-jobs';
import { type InsertedGiftCard, insertGiftCard } from '../helpers/gift-card-factory';
import { movableClock } from '../helpers/purchase-jobs';
import { createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Gift cards delivered by two server processes on one database (docs/decisions/0041): whether the lease
 * lets one of them run or two runs overlap without it, each card gets one code and one e-mail. On
 * PostgreSQL the runs really go at once on their own connections; the embedded engine has one
 * connection, so there they run one after the other. The clock only moves forward.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const time = movableClock(new Date('2026-11-22T15:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t?.close());

async function together<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (onPostgres) return Promise.all(tasks.map((task) => task()));
  const results: T[] = [];
  for (const task of tasks) results.push(await task());
  return results;
}

/** Per card: e-mails written to its receiver, and whether it holds a code hash. */
async function expectEachDeliveredOnce(cards: InsertedGiftCard[]) {
  const emails = cards.map((card) => card.receiverEmail);
  const mails = await queryRows<{ to_email: string; count: number }>(
    t.app.db,
    sql`select to_email::text as to_email, count(*)::int as count from email_outbox
        where to_email in ${emails} and template = 'gift-card-delivery' group by to_email`,
  );
  expect(mails.map((row) => row.count)).toEqual(cards.map(() => 1));
  const rows = await queryRows<{ delivered: number; hashes: number }>(
    t.app.db,
    sql`select count(delivered_at)::int as delivered, count(distinct code_hash)::int as hashes
        from gift_cards where id in ${cards.map((card) => card.id)}`,
  );
  expect(rows[0]).toEqual({ delivered: cards.length, hashes: cards.length });
}

const dueCards = (date: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => insertGiftCard(t.app.db, { deliveryDate: date })));

describe('gift card delivery across processes', () => {
  it('lets one of two servers started together deliver, each card once', async () => {
    const cards = await dueCards('2026-11-24', onPostgres ? 30 : 6);
    time.set(new Date('2026-11-24T05:00:00Z'));
    const servers = [await createSecondApp(t), await createSecondApp(t)];
    try {
      for (let round = 0; round < 3; round++) {
        const runs = await together<PurchaseJobsRun>(servers.map((app) => () => app.runPurchaseJobs()));
        expect(runs.filter((run) => run.ran)).toHaveLength(1);
      }
    } finally {
      await Promise.all(servers.map((app) => app.close()));
    }
    await expectEachDeliveredOnce(cards);
  });

  it('still delivers each card once when four runs overlap without the lease', async () => {
    const cards = await dueCards('2026-11-26', onPostgres ? 60 : 8);
    const now = new Date('2026-11-26T12:00:00Z');
    time.set(now);
    const servers: App[] = [await createSecondApp(t), await createSecondApp(t)];
    try {
      const runs = await together(
        [...servers, ...servers].map((app) => () => deliverDueGiftCards(app.db as Db, now, emailLinks(app))),
      );
      expect(runs.reduce((sum, delivered) => sum + delivered, 0)).toBe(cards.length);
    } finally {
      await Promise.all(servers.map((app) => app.close()));
    }
    await expectEachDeliveredOnce(cards);
  });
});
