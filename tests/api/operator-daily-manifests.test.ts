import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { DEMO_OWNER_EMAILS, DEMO_STAFF_EMAIL } from '../../db/seed/write-operator-accounts';
import { instantAt } from '../../common/time/zoned-time';
import { runPurchaseJobs } from '../../domain/purchases/purchase-jobs.server';
import { emailLinks } from '../../server/email-links';
import type { PurchaseJobsRun } from '../../server/plugins/purchase-jobs';
import { minutesAfter, movableClock, outboxTo } from '../helpers/purchase-jobs';
import { insertPurchase } from '../helpers/purchase-factory';
import { createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Tomorrow's manifests by e-mail (docs/decisions/0067-bookings-and-manifests.md): at 18:00 on the
 * experience's clock, once per company and day whatever the number of job runners, to each member who
 * asked for it in their language; nothing without a booking tomorrow or without a member who asked.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const time = movableClock();
let t: TestApp;
const TEMPLATE = 'operator_daily_manifest';
const owner = DEMO_OWNER_EMAILS[0]!;
const ownerB = DEMO_OWNER_EMAILS[1]!;
let experienceA = 0;
let experienceB = 0;
let companyA = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, clock: time.clock });
  const db = t.app.db;
  const members = await queryRows<{ company_id: number; email: string }>(
    db,
    sql`select m.company_id, u.email::text as email from company_members m join users u on u.id = m.user_id
      where u.email in (${owner}, ${DEMO_STAFF_EMAIL}, ${ownerB})`,
  );
  companyA = members.find((m) => m.email === owner)!.company_id;
  const companyB = members.find((m) => m.email === ownerB)!.company_id;
  // The owner reads English, the staff member Spanish; both asked. Nobody in company B asked.
  await db.execute(sql`update users set language = 'en' where email = ${owner}`);
  await db.execute(sql`update users set language = 'es' where email = ${DEMO_STAFF_EMAIL}`);
  await db.execute(sql`update company_members set notify_daily_manifest = (company_id = ${companyA})`);
  const pick = async (companyId: number) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`select e.id from experiences e join countries c on c.id = e.country_id
          where e.company_id = ${companyId} and c.time_zone = 'America/Panama' order by e.id limit 1`,
      )
    )[0]?.id ??
    (
      await queryRows<{ id: number }>(
        db,
        sql`select id from experiences where company_id = ${companyId} order by id limit 1`,
      )
    )[0]!.id;
  experienceA = await pick(companyA);
  experienceB = await pick(companyB);
}, 300_000);
afterAll(() => t?.close());

/** Both at once on PostgreSQL, one after the other on the embedded engine (one connection). */
async function together<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (onPostgres) return Promise.all(tasks.map((task) => task()));
  const results: T[] = [];
  for (const task of tasks) results.push(await task());
  return results;
}

const mails = (email: string) => outboxTo(t.app.db, email, TEMPLATE);

describe('tomorrow’s manifests by e-mail', () => {
  it('goes at 18:00 on the experience’s clock, once across two job runners and a restart', async () => {
    const a1 = await insertPurchase(t.app.db, {
      experienceId: experienceA,
      bookingDate: '2027-01-12',
      bookingHour: '08:00',
      firstName: 'Lucía',
      lastName: 'Pérez',
      pickup: { latitude: 8.97, longitude: -79.52, address: 'Hotel Central' },
    });
    await insertPurchase(t.app.db, {
      experienceId: experienceA,
      bookingDate: '2027-01-12',
      bookingHour: '14:00',
    });
    await insertPurchase(t.app.db, {
      experienceId: experienceA,
      bookingDate: '2027-01-12',
      bookingHour: '08:00',
      status: 'canceled_by_customer',
      firstName: 'Cancelada',
    });
    await insertPurchase(t.app.db, { experienceId: experienceB, bookingDate: '2027-01-12' });
    const sixPm = instantAt(a1.timeZone, '2027-01-11', '18:00');

    time.set(minutesAfter(sixPm, -1));
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, dailyManifests: 0 });
    expect(await mails(owner)).toEqual([]);

    time.set(sixPm);
    const servers = [await createSecondApp(t), await createSecondApp(t)];
    try {
      // Two runners at once, as two processes would run after a lease takeover: the claim decides.
      const reports = await together(
        servers.map((app) => () => runPurchaseJobs({ db: app.db as Db, links: emailLinks(app) }, sixPm)),
      );
      expect(reports.map((report) => report.dailyManifests).sort()).toEqual([0, 1]);
      // Later ticks of the lease's holder and of the others, and a restart, send nothing again.
      time.set(minutesAfter(sixPm, 5));
      const later = await together<PurchaseJobsRun>([
        ...servers.map((app) => () => app.runPurchaseJobs()),
        () => t.app.runPurchaseJobs(),
      ]);
      expect(later.filter((run) => run.ran)).toHaveLength(1);
      expect(later.filter((run) => run.ran && run.dailyManifests > 0)).toEqual([]);
    } finally {
      for (const app of servers) await app.close();
    }

    const [english] = await mails(owner);
    expect(await mails(owner)).toHaveLength(1);
    expect(english!.lang_code).toBe('en');
    expect(english!.subject).toMatch(/^Tomorrow's departures, .*: 2 bookings$/);
    expect(english!.text).toContain('08:00 · ');
    expect(english!.text).toContain('14:00 · ');
    expect(english!.text).toContain(`${a1.code} · Lucía Pérez`);
    expect(english!.text).toContain('pickup: Hotel Central');
    expect(english!.text).not.toContain('Cancelada');
    expect(english!.text).toContain(`/operator/departures/${experienceA}/2027-01-12/0800`);
    const spanish = await mails(DEMO_STAFF_EMAIL);
    expect(spanish).toHaveLength(1);
    expect(spanish[0]!.lang_code).toBe('es');
    expect(spanish[0]!.subject).toMatch(/^Salidas de mañana, .*: 2 reservas$/);
    expect(await mails(ownerB)).toEqual([]);

    const sends = await queryRows<{ company_id: number; recipients: number }>(
      t.app.db,
      sql`select company_id, recipients from daily_manifest_sends where manifest_date = '2027-01-12'`,
    );
    expect(sends).toEqual([{ company_id: companyA, recipients: 2 }]);
  });

  it('sends nothing when the company has no booking tomorrow, nor the morning after', async () => {
    const a = await insertPurchase(t.app.db, {
      experienceId: experienceA,
      bookingDate: '2027-01-20',
      bookingHour: '09:00',
    });
    // 18:00 the day before 2027-01-19: no booking on the 19th.
    time.set(instantAt(a.timeZone, '2027-01-18', '18:30'));
    await t.app.runPurchaseJobs();
    expect(await mails(owner)).toHaveLength(1);
    // The job was down on the evening of the 19th: on the 20th the departures are today's, not mailed.
    time.set(instantAt(a.timeZone, '2027-01-20', '06:00'));
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, dailyManifests: 0 });
    expect(await mails(owner)).toHaveLength(1);
  });
});
