import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_ADMIN } from '../../db/seed/write-demo-admin';
import { companyBalanceCents, reverseOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { postPayout } from '../../domain/earnings/payouts.server';
import { cancelBySupplier } from '../../domain/purchases/cancel-purchase.server';
import { usdToCents } from '../../domain/pricing/money';
import { emailLinks } from '../../server/email-links';
import { purchaseDeps } from '../../server/purchase-deps';
import { call, signUpVerified } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { cancelCall, cardPurchase, paypalPurchase } from '../helpers/cancel';
import { giveCredit, purchase, purchasePayload } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { signInOperator } from '../helpers/operators';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Operators' earnings in the ledger and their statements (docs/decisions/0066-earnings-ledger.md): every
 * confirmation posts the booking's payable to its company whatever paid it, a refund reverses it in
 * proportion, a payout moves it out, and the month's statement (JSON and CSV) sums to the ledger. The
 * fixture's experience: 1 adult at 50 USD (+1 USD service fee), the company's commission 20 %, in Panama.
 */
let t: TestApp;
let f: BookingFixture;
let owner: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  f = await prepareBookingFixture(t);
  await t.database.db.execute(
    sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`,
  );
  // Its months on Panama's clock (UTC−5 all year).
  await t.database.db.execute(sql`update companies set country_id = (select id from countries
    where time_zone = 'America/Panama' limit 1) where id = ${f.companyId}`);
  const [ownerRow] = await queryRows<{ email: string }>(
    t.app.db,
    sql`select u.email from company_members m join users u on u.id = m.user_id
      where m.company_id = ${f.companyId} and m.role = 'owner' order by u.id limit 1`,
  );
  owner = (await signInOperator(t, ownerRow!.email)).token;
  const [admin] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from users where email = ${DEMO_ADMIN.email}`,
  );
  adminId = admin!.id;
}, 300_000);
afterAll(() => t?.close());

/** The company's postings of one booking, by kind, in cents on the company's account. */
async function postings(purchaseId: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ kind: string; cents: number }>(
    t.app.db,
    sql`select t.kind, e.amount_cents as cents from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'operator_payable'
      where t.reference_type = 'purchase' and t.reference_id = ${String(purchaseId)}`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.cents]));
}

const balance = () => companyBalanceCents(t.app.db, f.companyId);

function statement(month: string, token = owner, format?: 'csv') {
  return call(t, `operator/statements?month=${month}${format ? `&format=${format}` : ''}`, {
    method: 'GET',
    token,
  });
}

describe('postings', () => {
  it('a card booking posts its payable (price less commission) when confirmed, once', async () => {
    const before = await balance();
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-11-30' });
    const [row] = await queryRows<{ operator_payable_cents: number; commission_cents: number }>(
      t.app.db,
      sql`select operator_payable_cents, commission_cents from purchases where id = ${bought.id}`,
    );
    expect(row).toEqual({ operator_payable_cents: 4000, commission_cents: 1000 });
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000 });
    expect(await balance()).toBe(before + 4000);
    await expectLedgerInvariants(t.app.db);
  });

  it('PayPal and wallet-only bookings post theirs; the wallet does not change what the operator earns', async () => {
    const before = await balance();
    const traveller = await signUpVerified(t);
    const paypal = await paypalPurchase(t, f, traveller, '2026-12-01');
    await giveCredit(t, traveller.id, 6000);
    const paid = await purchase(
      t,
      traveller.token,
      purchasePayload(f, { method: 'wallet' }, { apply_wallet: true, booking_date: '2026-12-02' }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const wallet = paid.json().data.id as number;
    expect(await postings(paypal.id)).toEqual({ operator_earning: 4000 });
    expect(await postings(wallet)).toEqual({ operator_earning: 4000 });
    expect(await balance()).toBe(before + 8000);
    await expectLedgerInvariants(t.app.db);
  });

  it('a traveller’s cancellation reverses all the payable; a second one reverses nothing more', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-03' });
    const before = await balance();
    expect((await cancelCall(t, traveller.token, bought.id)).statusCode).toBe(200);
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000, operator_earning_reversal: -4000 });
    expect(await balance()).toBe(before - 4000);
    expect((await cancelCall(t, traveller.token, bought.id)).statusCode).toBe(409);
    expect(await balance()).toBe(before - 4000);
    await expectLedgerInvariants(t.app.db);
  });

  it('a partial refund of the price reverses the payable in proportion, once', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-04' });
    const before = await balance();
    // 30 of the 50 USD price refunded: 60 % of the 40 USD payable.
    const reversed = await t.app.db.transaction((tx) =>
      reverseOperatorEarning(tx, bought.id, 3000, t.app.clock()),
    );
    expect(reversed).toBe(2400);
    expect(
      await t.app.db.transaction((tx) => reverseOperatorEarning(tx, bought.id, 3000, t.app.clock())),
    ).toBe(0);
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000, operator_earning_reversal: -2400 });
    expect(await balance()).toBe(before - 2400);
    await expectLedgerInvariants(t.app.db);
  });

  it('a supplier cancellation (a 100 % refund) reverses all of it, card and wallet alike', async () => {
    // The traveller's sign-up credit pays 15 USD of it.
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-05', apply_wallet: true });
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000 });
    const deps = { ...purchaseDeps(t.app), links: emailLinks(t.app) };
    await cancelBySupplier(deps, { purchaseId: bought.id, now: t.app.clock() });
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000, operator_earning_reversal: -4000 });
    // Through the refund function with the whole price: nothing more.
    expect(
      await t.app.db.transaction((tx) => reverseOperatorEarning(tx, bought.id, 5000, t.app.clock())),
    ).toBe(0);
    await expectLedgerInvariants(t.app.db);
  });

  it('a failed payment never earns', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from purchases p join ledger_transactions t
        on t.reference_type = 'purchase' and t.reference_id = p.id::text and t.kind like 'operator_%'
        where p.ended_reason is not null`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('payouts', () => {
  it('moves money out of the company’s account, with who approved it, audited; never more than it holds', async () => {
    const before = await balance();
    expect(before).toBeGreaterThan(5000);
    const now = t.app.clock();
    const payout = await t.app.db.transaction((tx) =>
      postPayout(
        tx,
        { companyId: f.companyId, amountCents: 5000, reference: 'TRX-001', approvedBy: adminId },
        now,
      ),
    );
    expect(payout).toMatchObject({
      companyId: f.companyId,
      amountCents: 5000,
      reference: 'TRX-001',
      approvedBy: adminId,
    });
    expect(await balance()).toBe(before - 5000);
    const [audit] = await queryRows<{ action: string; actor_kind: string; company_id: number }>(
      t.app.db,
      sql`select action, actor_kind, company_id from audit_log where entity = 'payout' and entity_id = ${String(payout.id)}`,
    );
    expect(audit).toEqual({ action: 'payout.create', actor_kind: 'admin', company_id: f.companyId });
    const again = (input: { amountCents: number; reference: string }) =>
      t.app.db.transaction((tx) =>
        postPayout(tx, { companyId: f.companyId, approvedBy: adminId, ...input }, now),
      );
    await expect(again({ amountCents: 100, reference: 'TRX-001' })).rejects.toMatchObject({
      code: 'PAYOUT_REFERENCE_USED',
    });
    await expect(again({ amountCents: before, reference: 'TRX-002' })).rejects.toMatchObject({
      code: 'PAYOUT_EXCEEDS_BALANCE',
    });
    await expect(again({ amountCents: 0, reference: 'TRX-003' })).rejects.toMatchObject({
      code: 'PAYOUT_AMOUNT_INVALID',
    });
    expect(await balance()).toBe(before - 5000);
    await expectLedgerInvariants(t.app.db);
  });
});

describe('GET /api/v1/operator/statements', () => {
  it('sums to the ledger: opening + each line = closing = the balance; lines name the booking', async () => {
    const month = '2026-11';
    const answer = await statement(month);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = answer.json().data;
    expect(data).toMatchObject({ month, time_zone: 'America/Panama', currency: 'USD' });
    const cents = (amount: number) => usdToCents(amount);
    const lines = data.lines as { kind: string; amount: number; booking: { payable: number } | null }[];
    const sum = lines.reduce((total, line) => total + cents(line.amount), 0);
    expect(cents(data.opening_balance) + sum).toBe(cents(data.closing_balance));
    expect(cents(data.closing_balance)).toBe(await balance());
    const byKind = (kind: string) =>
      lines.filter((line) => line.kind === kind).reduce((total, line) => total + cents(line.amount), 0);
    expect(cents(data.totals.earned)).toBe(byKind('earned'));
    expect(cents(data.totals.reversed)).toBe(-byKind('reversal'));
    expect(cents(data.totals.paid_out)).toBe(-byKind('payout'));
    expect(lines.filter((line) => line.kind === 'payout')).toEqual([
      expect.objectContaining({ amount: -50, reference: 'TRX-001', booking: null }),
    ]);
    expect(
      lines
        .filter((line) => line.kind === 'reversal')
        .map((line) => cents(line.amount))
        .sort(),
    ).toEqual([-4000, -4000, -2400].sort());
    expect(lines.find((line) => line.kind === 'earned' && line.booking?.payable === 40)).toMatchObject({
      booking: { price: 50, commission: 10, payable: 40, date: expect.stringMatching(/^2026-1[12]-\d\d$/) },
    });
  });

  it('places a posting by the company’s clock: 22:00 in Panama on the 30th is November, not December', async () => {
    const before = await statement('2026-12');
    const late = new Date('2026-12-01T03:00:00Z');
    await t.app.db.transaction((tx) =>
      postPayout(
        tx,
        { companyId: f.companyId, amountCents: 100, reference: 'TRX-LATE', approvedBy: adminId },
        late,
      ),
    );
    const november = (await statement('2026-11')).json().data;
    const december = (await statement('2026-12')).json().data;
    expect(november.lines.at(-1)).toMatchObject({
      kind: 'payout',
      reference: 'TRX-LATE',
      date: '2026-11-30',
    });
    expect(december.lines).toEqual(before.json().data.lines);
    expect(december.opening_balance).toBe(november.closing_balance);
    await expectLedgerInvariants(t.app.db);
  });

  it('answers the month as CSV: opening, every line, closing, amounts that sum', async () => {
    const json = (await statement('2026-11')).json().data;
    const answer = await statement('2026-11', owner, 'csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="rumbo-statement-2026-11.csv"');
    const rows = answer.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'date,kind,booking_code,experience,booking_date,price,commission,payable,reference,amount',
    );
    expect(rows).toHaveLength(json.lines.length + 3);
    const amount = (row: string) => usdToCents(Number(row.split(',').at(-1)));
    expect(rows[1]).toMatch(/^,opening_balance,/);
    expect(rows.at(-1)).toMatch(/^,closing_balance,/);
    const moved = rows.slice(2, -1).reduce((total, row) => total + amount(row), 0);
    expect(amount(rows[1]!) + moved).toBe(amount(rows.at(-1)!));
    expect(amount(rows.at(-1)!)).toBe(await balance());
  });

  it('refuses a month that is not yyyy-MM with its field’s message; staff and strangers are refused', async () => {
    const bad = await statement('2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const staff = await signInOperator(t, 'equipo@rumbo.test');
    expect((await statement('2026-11', staff.token)).json().code).toBe('OWNER_ONLY');
    const traveller = await signUpVerified(t);
    expect((await statement('2026-11', traveller.token)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/operator/earnings', () => {
  it('answers the balance and the last 12 months, the current one last, that match the statements', async () => {
    const answer = await call(t, 'operator/earnings', { method: 'GET', token: owner });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(usdToCents(data.balance)).toBe(await balance());
    expect(data.current_month).toBe('2026-11');
    expect(data.months).toHaveLength(12);
    expect(data.months[0].month).toBe('2025-12');
    const november = (await statement('2026-11')).json().data;
    expect(data.months.at(-1)).toEqual({ month: '2026-11', ...november.totals });
  });
});
