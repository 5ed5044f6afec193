import { beforeAll, describe, expect, it } from 'vitest';
import { postPayout } from '../../domain/earnings/payouts.server';
import { usdToCents } from '../../domain/pricing/money';
import { call, signUpVerified } from '../helpers/accounts';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { earnAMonth, useEarningsWorld } from '../helpers/operator-earnings';
import { signInOperator } from '../helpers/operators';

/**
 * Operators' statements and earnings summary (docs/decisions/0066-earnings-ledger.md): the month's
 * statement (JSON and CSV) sums to the ledger, by the company's clock (Panama). The month read is made in
 * `earnAMonth`: earned, reversed in full, in part and by the supplier, and a payout.
 */
const w = useEarningsWorld();
const { balance, statement } = w;

beforeAll(() => earnAMonth(w), 300_000);

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
    await w.t.app.db.transaction((tx) =>
      postPayout(
        tx,
        { companyId: w.f.companyId, amountCents: 100, reference: 'TRX-LATE', approvedBy: w.adminId },
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
    await expectLedgerInvariants(w.t.app.db);
  });

  it('answers the month as CSV: opening, every line, closing, amounts that sum', async () => {
    const json = (await statement('2026-11')).json().data;
    const answer = await statement('2026-11', w.owner, 'csv');
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
    const staff = await signInOperator(w.t, 'equipo@rumbo.test');
    expect((await statement('2026-11', staff.token)).json().code).toBe('OWNER_ONLY');
    const traveller = await signUpVerified(w.t);
    expect((await statement('2026-11', traveller.token)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/operator/earnings', () => {
  it('answers the balance and the last 12 months, the current one last, that match the statements', async () => {
    const answer = await call(w.t, 'operator/earnings', { method: 'GET', token: w.owner });
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
