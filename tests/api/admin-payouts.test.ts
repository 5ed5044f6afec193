import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { totpCodeAt } from '../../domain/admins/totp.server';
import {
  companyBalanceCents,
  postOperatorEarning,
  reverseAllOperatorEarning,
} from '../../domain/earnings/earnings-ledger.server';
import { bankAccountContext } from '../../domain/operators/company-settings.server';
import { usdToCents } from '../../domain/pricing/money';
import { runPurchaseJobs } from '../../domain/purchases/purchase-jobs.server';
import { emailLinks } from '../../server/email-links';
import { call } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { signInOperator } from '../helpers/operators';
import { earnedBooking, giveBankDetails, payoutAudits, proposalOf as proposalOf_ } from '../helpers/payouts';
import { insertPurchase } from '../helpers/purchase-factory';
import { movableClock } from '../helpers/purchase-jobs';
import { createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The back office's payouts (docs/decisions/0077-payouts): the monthly job proposes each company's payable
 * once across processes; an admin approves (a fresh second-factor code above 2,000 USD), holds, releases,
 * downloads the bank's file (account numbers decrypted only there, audited) and marks paid once, which
 * posts to the ledger and shows on the operator's statement. Company A is in Panama (UTC−5 all year), with
 * complete bank details; company B's are incomplete.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const time = movableClock();
let t: TestApp;
let admin: { token: string; secret: string; id: number };
let owner: string;
let companyA = 0;
let companyB = 0;
let experienceA = 0;
/** Midnight of December 1st in Panama: November's payouts are due. */
const DECEMBER = new Date('2026-12-01T05:00:00Z');

async function companyOf(email: string): Promise<number> {
  const [row] = await queryRows<{ company_id: number }>(
    t.app.db,
    sql`select m.company_id from company_members m join users u on u.id = m.user_id where u.email = ${email}`,
  );
  return row!.company_id;
}

/** A booking of A at `cents` a participant (2 adults), earned at `at`. */
const earn = (cents: number, at: Date) => earnedBooking(t.app.db, experienceA, cents, at);

/** Both at once on PostgreSQL, one after the other on the embedded engine (one connection). */
async function together<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (onPostgres) return Promise.all(tasks.map((task) => task()));
  const results: T[] = [];
  for (const task of tasks) results.push(await task());
  return results;
}

const adminCall = (url: string, payload?: unknown) =>
  call(t, `admin/${url}`, { token: admin.token, payload, lang: 'en' });

/** A code of the admin's secret for the current time, after moving the clock to a step not used yet. */
function freshCode(): string {
  time.set(new Date(time.clock().getTime() + 31_000));
  return totpCodeAt(admin.secret, time.clock());
}

const proposalOf = (companyId: number, month: string) => proposalOf_(t.app.db, companyId, month);
const auditOf = (entityId: number, action: string) => payoutAudits(t.app.db, entityId, action);

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, clock: time.clock });
  companyA = await companyOf(DEMO_OWNER_EMAILS[0]);
  companyB = await companyOf(DEMO_OWNER_EMAILS[1]);
  const db = t.app.db;
  await db.execute(sql`update companies set country_id = (select id from countries
    where time_zone = 'America/Panama' limit 1) where id in (${companyA}, ${companyB})`);
  // A's holder name would be a formula in a spreadsheet: the bank file must neutralise it.
  await giveBankDetails(db, t.app.sealer, companyA, {
    holder: '=HYPERLINK("x")',
    number: '04-72-99-012345678',
  });
  await db.execute(sql`update companies set bank_name = 'Banco General', bank_account_holder = null,
    bank_account_number_sealed = null where id = ${companyB}`);
  const [experience] = await queryRows<{ id: number }>(
    db,
    sql`select id from experiences where company_id = ${companyA} order by id limit 1`,
  );
  experienceA = experience!.id;
  // November: two bookings of A (2 × 1,500 USD each, 20 % commission: 2,400 USD payable each), one of B.
  await earn(150_000, new Date('2026-11-25T15:00:00Z'));
  await earn(150_000, new Date('2026-11-26T15:00:00Z'));
  const [bExperience] = await queryRows<{ id: number }>(
    db,
    sql`select id from experiences where company_id = ${companyB} order by id limit 1`,
  );
  const ofB = await insertPurchase(db, { experienceId: bExperience!.id });
  await db.transaction((tx) => postOperatorEarning(tx, ofB.id, new Date('2026-11-25T15:00:00Z')));
  time.set(new Date('2026-11-30T20:00:00Z'));
  const passed = await passedAdmin(t);
  admin = { token: passed.token, secret: passed.secret, id: passed.id };
  owner = (await signInOperator(t, DEMO_OWNER_EMAILS[0])).token;
}, 300_000);
afterAll(() => t?.close());

describe('the monthly proposals', () => {
  it('propose each company’s month on the 1st of its clock, once across two job runners', async () => {
    time.set(new Date(DECEMBER.getTime() - 60_000));
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, payoutProposals: 0 });
    expect(await proposalOf(companyA, '2026-11')).toBeUndefined();

    time.set(DECEMBER);
    const servers = [await createSecondApp(t), await createSecondApp(t)];
    try {
      const reports = await together(
        servers.map((app) => () => runPurchaseJobs({ db: app.db as Db, links: emailLinks(app) }, DECEMBER)),
      );
      expect(reports.map((report) => report.payoutProposals).sort()).toEqual([0, 1]);
      time.set(new Date(DECEMBER.getTime() + 60_000));
      const later = await together([
        ...servers.map((app) => () => app.runPurchaseJobs()),
        () => t.app.runPurchaseJobs(),
      ]);
      expect(later.filter((run) => run.ran && run.payoutProposals > 0)).toEqual([]);
    } finally {
      for (const app of servers) await app.close();
    }
    // The payable at November's end: the statement's closing balance. B has no complete bank details.
    const november = (await call(t, 'operator/statements?month=2026-11', { token: owner })).json().data;
    const proposal = await proposalOf(companyA, '2026-11');
    expect(proposal).toMatchObject({ status: 'proposed', payout_id: null });
    expect(proposal!.amount_cents).toBe(usdToCents(november.closing_balance));
    expect(proposal!.amount_cents).toBeGreaterThanOrEqual(2 * 240_000);
    expect(await proposalOf(companyB, '2026-11')).toBeUndefined();
  });

  it('“propose now” proposes nothing twice and is audited when it proposes', async () => {
    const again = await adminCall('payouts/propose', { month: '2026-11' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.proposed).toBe(0);
    const bad = await adminCall('payouts/propose', { month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Write the month as yyyy-MM, for example 2026-11.');
  });
});

describe('an admin’s payout', () => {
  let id = 0;

  it('is listed by month and status with the totals, the account masked', async () => {
    id = (await proposalOf(companyA, '2026-11'))!.id;
    const listed = await adminCall('payouts?month=2026-11');
    expect(listed.statusCode, listed.body).toBe(200);
    const data = listed.json().data;
    const mine = data.payouts.find((payout: { id: number }) => payout.id === id);
    expect(mine).toMatchObject({
      company: { id: companyA },
      month: '2026-11',
      status: 'proposed',
      currency: 'USD',
      needs_second_factor: true,
      bank: { complete: true, name: 'Banco General', account: '•••• 5678' },
      proposed_by_job: true,
      transfer_reference: `RUMBO-2026-11-${id}`,
    });
    expect(listed.body).not.toContain('012345678');
    expect(data.totals.proposed).toEqual({ count: 1, amount: mine.amount });
    expect(data.threshold).toBe(2000);
    const approved = await adminCall('payouts?month=2026-11&status=approved');
    expect(approved.json().data.payouts).toEqual([]);
    expect((await adminCall('payouts?status=lost')).statusCode).toBe(400);
  });

  it('above 2,000 USD asks for a fresh second-factor code to approve', async () => {
    const reason = 'Revisado con el extracto de noviembre';
    const without = await adminCall(`payouts/${id}/approve`, { reason });
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('PAYOUT_SECOND_FACTOR_REQUIRED');
    const wrong = await adminCall(`payouts/${id}/approve`, { reason, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await proposalOf(companyA, '2026-11'))!.status).toBe('proposed');
    const code = freshCode();
    const ok = await adminCall(`payouts/${id}/approve`, { reason, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.payout).toMatchObject({ status: 'approved', approved_by: expect.any(String) });
    const [audit] = await auditOf(id, 'payout.approve');
    expect(audit).toMatchObject({
      actor_kind: 'admin',
      before: { status: 'proposed' },
      after: { status: 'approved', reason, second_factor_again: true },
    });
    // The operator sees it scheduled.
    const earnings = (await call(t, 'operator/earnings', { token: owner })).json().data;
    expect(earnings.scheduled_payouts).toEqual([
      { month: '2026-11', amount: ok.json().data.payout.amount, status: 'scheduled' },
    ]);
  });

  it('is held with a reason and proposed again, each step audited; a code is used once', async () => {
    const held = await adminCall(`payouts/${id}/hold`, { reason: 'Cuenta en verificación' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.payout).toMatchObject({ status: 'held', held_reason: 'Cuenta en verificación' });
    const earnings = (await call(t, 'operator/earnings', { token: owner })).json().data;
    expect(earnings.scheduled_payouts).toEqual([]);
    const noReason = await adminCall(`payouts/${id}/release`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Write the reason (3 to 1000 characters, without < or >).');
    const released = await adminCall(`payouts/${id}/release`, { reason: 'Cuenta verificada' });
    expect(released.json().data.payout.status).toBe('proposed');
    expect((await auditOf(id, 'payout.hold'))[0]).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'held', reason: 'Cuenta en verificación' },
    });
    expect((await auditOf(id, 'payout.release'))[0]).toMatchObject({
      before: { status: 'held' },
      after: { status: 'proposed' },
    });
    const payLater = await adminCall(`payouts/${id}/paid`, { reason: 'Transferido', reference: 'X-1' });
    expect(payLater.statusCode).toBe(409);
    expect(payLater.json().code).toBe('PAYOUT_STATUS_CONFLICT');
    const code = freshCode();
    expect((await adminCall(`payouts/${id}/approve`, { reason: 'Aprobado otra vez', code })).statusCode).toBe(
      200,
    );
    // The same code again, on another payout's approval, is refused: each step once.
    await adminCall(`payouts/${id}/hold`, { reason: 'Un momento' });
    const reused = await adminCall(`payouts/${id}/approve`, { reason: 'De nuevo', code });
    expect(reused.json().code).toBe('SECOND_FACTOR_CODE_INVALID');
    expect(
      (await adminCall(`payouts/${id}/approve`, { reason: 'De nuevo', code: freshCode() })).statusCode,
    ).toBe(200);
  });

  it('goes in the bank file with the account number in full, neutralised cells, the download audited', async () => {
    const file = await adminCall('payouts/bank-file?month=2026-11');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="rumbo-payouts-2026-11-\d+\.csv"$/,
    );
    const amount = (await proposalOf(companyA, '2026-11'))!.amount_cents;
    expect(file.body).toBe(
      'account_holder,bank,account_number,amount,currency,reference\r\n' +
        `"'=HYPERLINK(""x"")",Banco General,04-72-99-012345678,${(amount / 100).toFixed(2)},USD,RUMBO-2026-11-${id}\r\n`,
    );
    const [audit] = await queryRows<{ after: Record<string, unknown>; entity_id: string }>(
      t.app.db,
      sql`select after, entity_id from audit_log where action = 'payout.bank_file.download' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      entity_id: '2026-11',
      after: { payout_ids: [id], count: 1, total_cents: amount },
    });
    expect(JSON.stringify(audit)).not.toContain('012345678');
    const json = await adminCall('payouts/bank-file?month=2026-11&format=json');
    expect(json.json().data).toEqual({
      count: 1,
      total: amount / 100,
      transfers: [
        {
          payout_id: id,
          account_holder: '=HYPERLINK("x")',
          bank: 'Banco General',
          account_number: '04-72-99-012345678',
          amount: amount / 100,
          currency: 'USD',
          reference: `RUMBO-2026-11-${id}`,
        },
      ],
    });
  });

  it('is marked paid once when two admins mark it at once: one ledger posting, on the statement', async () => {
    const before = await companyBalanceCents(t.app.db, companyA);
    const amount = (await proposalOf(companyA, '2026-11'))!.amount_cents;
    const answers = await together(
      ['BG-7781', 'BG-7782'].map(
        (reference) => () => adminCall(`payouts/${id}/paid`, { reason: 'Transferencia enviada', reference }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('PAYOUT_ALREADY_PAID');
    const paid = answers.find((answer) => answer.statusCode === 200)!.json().data.payout;
    expect(paid).toMatchObject({ status: 'paid', paid_reference: expect.stringMatching(/^BG-778[12]$/) });
    const payouts = await queryRows<{ id: number; amount_cents: number }>(
      t.app.db,
      sql`select id, amount_cents from payouts where company_id = ${companyA}`,
    );
    expect(payouts).toEqual([{ id: expect.any(Number), amount_cents: amount }]);
    expect((await proposalOf(companyA, '2026-11'))!.payout_id).toBe(payouts[0]!.id);
    expect(await companyBalanceCents(t.app.db, companyA)).toBe(before - amount);
    expect((await auditOf(id, 'payout.pay'))[0]).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'paid', reference: paid.paid_reference, payout_id: payouts[0]!.id },
    });
    await expectLedgerInvariants(t.app.db);
    // December's statement shows the payout, and sums to the ledger.
    const december = (await call(t, 'operator/statements?month=2026-12', { token: owner })).json().data;
    const lines = december.lines as { kind: string; amount: number; reference: string | null }[];
    expect(lines.filter((line) => line.kind === 'payout')).toEqual([
      expect.objectContaining({ amount: -amount / 100, reference: paid.paid_reference }),
    ]);
    const sum = lines.reduce((total, line) => total + usdToCents(line.amount), 0);
    expect(usdToCents(december.opening_balance) + sum).toBe(usdToCents(december.closing_balance));
    expect(usdToCents(december.closing_balance)).toBe(await companyBalanceCents(t.app.db, companyA));
    expect(december.scheduled_payouts).toEqual([]);
    const again = await adminCall(`payouts/${id}/hold`, { reason: 'Tarde' });
    expect(again.json().code).toBe('PAYOUT_ALREADY_PAID');
  });

  it('never approves more than the balance holds: a reversal after the proposal is caught', async () => {
    const booking = await earn(10_000, time.clock());
    const proposed = await adminCall('payouts/propose', { month: '2026-12' });
    expect(proposed.json().data.proposed).toBe(1);
    const december = (await proposalOf(companyA, '2026-12'))!;
    expect(december.amount_cents).toBe(await companyBalanceCents(t.app.db, companyA));
    expect((await auditOf(december.id, 'payout.propose'))[0]).toMatchObject({
      actor_kind: 'admin',
      before: null,
      after: { month: '2026-12', status: 'proposed', amount_cents: december.amount_cents },
    });
    await t.app.db.transaction((tx) => reverseAllOperatorEarning(tx, booking.id, time.clock()));
    const refused = await adminCall(`payouts/${december.id}/approve`, { reason: 'Mes en curso' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PAYOUT_EXCEEDS_BALANCE');
    expect((await proposalOf(companyA, '2026-12'))!.status).toBe('proposed');
    const unknown = await adminCall('payouts/999999/approve', { reason: 'No existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PAYOUT_NOT_FOUND');
    await expectLedgerInvariants(t.app.db);
  });

  it('refuses the bank file while an approved payout’s account number cannot be read', async () => {
    // B's number sealed for another company does not open for B (decision 0069's bound context).
    await t.app.db.execute(sql`update companies set bank_account_holder = 'Tours B',
      bank_account_number_sealed = ${t.app.sealer.seal('99-1', bankAccountContext(companyA))},
      bank_account_last4 = '99-1' where id = ${companyB}`);
    expect((await adminCall('payouts/propose', { month: '2026-11' })).json().data.proposed).toBe(1);
    const ofB = (await proposalOf(companyB, '2026-11'))!;
    const approved = await adminCall(`payouts/${ofB.id}/approve`, {
      reason: 'Datos completos',
      code: freshCode(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const refused = await adminCall('payouts/bank-file');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYOUT_BANK_DETAILS_MISSING' });
    expect(refused.json().message).toContain('can');
    expect((await adminCall(`payouts/${ofB.id}/hold`, { reason: 'Cuenta ilegible' })).statusCode).toBe(200);
    const file = await adminCall('payouts/bank-file');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('account_holder,bank,account_number,amount,currency,reference\r\n');
  });
});
