import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { totpCodeAt } from '../../domain/admins/totp.server';
import { postOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { call } from './accounts';
import { passedAdmin } from './admins';
import { signInOperator } from './operators';
import { earnedBooking, giveBankDetails, payoutAudits, proposalOf } from './payouts';
import { insertPurchase } from './purchase-factory';
import { movableClock } from './purchase-jobs';
import { createTestApp, type TestApp } from './test-app';

/**
 * The world of the back office payouts' tests (docs/decisions/0077-payouts), built by each test file:
 * company A is in Panama (UTC−5 all year), with complete bank details (its holder name a spreadsheet
 * formula) and two bookings earned in November (2 × 1,500 USD each, 20 % commission: 2,400 USD payable
 * each); company B, also in Panama, has one November booking and incomplete bank details. An admin past the
 * second factor and A's owner are signed in; the clock stands on November 30th, 20:00 UTC.
 */

/** Midnight of December 1st in Panama: November's payouts are due. */
export const DECEMBER = new Date('2026-12-01T05:00:00Z');

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

/** Both at once on PostgreSQL, one after the other on the embedded engine (one connection). */
export async function together<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (onPostgres) return Promise.all(tasks.map((task) => task()));
  const results: T[] = [];
  for (const task of tasks) results.push(await task());
  return results;
}

export function usePayoutsWorld() {
  const time = movableClock();
  const w = {
    time,
    t: undefined as unknown as TestApp,
    admin: { token: '', secret: '', id: 0 },
    owner: '',
    companyA: 0,
    companyB: 0,
    experienceA: 0,
    /** A booking of A at `cents` a participant (2 adults), earned at `at`. */
    earn: (cents: number, at: Date) => earnedBooking(w.t.app.db, w.experienceA, cents, at),
    adminCall: (url: string, payload?: unknown) =>
      call(w.t, `admin/${url}`, { token: w.admin.token, payload, lang: 'en' }),
    /** A code of the admin's secret for the current time, after moving the clock to a step not used yet. */
    freshCode(): string {
      time.set(new Date(time.clock().getTime() + 31_000));
      return totpCodeAt(w.admin.secret, time.clock());
    },
    proposalOf: (companyId: number, month: string) => proposalOf(w.t.app.db, companyId, month),
    auditOf: (entityId: number, action: string) => payoutAudits(w.t.app.db, entityId, action),
  };

  async function companyOf(email: string): Promise<number> {
    const [row] = await queryRows<{ company_id: number }>(
      w.t.app.db,
      sql`select m.company_id from company_members m join users u on u.id = m.user_id where u.email = ${email}`,
    );
    return row!.company_id;
  }

  beforeAll(async () => {
    w.t = await createTestApp({ seed: true, experiences: 12, clock: time.clock });
    const t = w.t;
    w.companyA = await companyOf(DEMO_OWNER_EMAILS[0]);
    w.companyB = await companyOf(DEMO_OWNER_EMAILS[1]);
    const db = t.app.db;
    await db.execute(sql`update companies set country_id = (select id from countries
      where time_zone = 'America/Panama' limit 1) where id in (${w.companyA}, ${w.companyB})`);
    // A's holder name would be a formula in a spreadsheet: the bank file must neutralise it.
    await giveBankDetails(db, t.app.sealer, w.companyA, {
      holder: '=HYPERLINK("x")',
      number: '04-72-99-012345678',
    });
    await db.execute(sql`update companies set bank_name = 'Banco General', bank_account_holder = null,
      bank_account_number_sealed = null where id = ${w.companyB}`);
    const [experience] = await queryRows<{ id: number }>(
      db,
      sql`select id from experiences where company_id = ${w.companyA} order by id limit 1`,
    );
    w.experienceA = experience!.id;
    await w.earn(150_000, new Date('2026-11-25T15:00:00Z'));
    await w.earn(150_000, new Date('2026-11-26T15:00:00Z'));
    const [bExperience] = await queryRows<{ id: number }>(
      db,
      sql`select id from experiences where company_id = ${w.companyB} order by id limit 1`,
    );
    const ofB = await insertPurchase(db, { experienceId: bExperience!.id });
    await db.transaction((tx) => postOperatorEarning(tx, ofB.id, new Date('2026-11-25T15:00:00Z')));
    time.set(new Date('2026-11-30T20:00:00Z'));
    const passed = await passedAdmin(t);
    w.admin = { token: passed.token, secret: passed.secret, id: passed.id };
    w.owner = (await signInOperator(t, DEMO_OWNER_EMAILS[0])).token;
  }, 300_000);
  afterAll(() => w.t?.close());
  return w;
}
