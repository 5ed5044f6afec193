import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { companyBalanceCents, reverseAllOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { bankAccountContext } from '../../domain/operators/company-settings.server';
import { usdToCents } from '../../domain/pricing/money';
import { call } from '../helpers/accounts';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { DECEMBER, together, usePayoutsWorld } from '../helpers/payouts-world';

/**
 * The back office's payouts (docs/decisions/0077-payouts), once approved: the bank's file (account numbers
 * decrypted only there, audited), marked paid once, which posts to the ledger and shows on the operator's
 * statement, and never more than the balance holds. The proposals and the approval:
 * admin-payouts-approval.test.ts.
 */
const w = usePayoutsWorld();
const { time, earn, adminCall, freshCode, proposalOf, auditOf } = w;

describe('an admin’s approved payout', () => {
  let id = 0;

  beforeAll(async () => {
    // November's payouts proposed by the monthly job, A's approved with a fresh code (above 2,000 USD).
    time.set(DECEMBER);
    await w.t.app.runPurchaseJobs();
    id = (await proposalOf(w.companyA, '2026-11'))!.id;
    const approved = await adminCall(`payouts/${id}/approve`, { reason: 'Revisado', code: freshCode() });
    expect(approved.statusCode, approved.body).toBe(200);
  }, 300_000);

  it('goes in the bank file with the account number in full, neutralised cells, the download audited', async () => {
    const file = await adminCall('payouts/bank-file?month=2026-11');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="rumbo-payouts-2026-11-\d+\.csv"$/,
    );
    const amount = (await proposalOf(w.companyA, '2026-11'))!.amount_cents;
    expect(file.body).toBe(
      'account_holder,bank,account_number,amount,currency,reference\r\n' +
        `"'=HYPERLINK(""x"")",Banco General,04-72-99-012345678,${(amount / 100).toFixed(2)},USD,RUMBO-2026-11-${id}\r\n`,
    );
    const [audit] = await queryRows<{ after: Record<string, unknown>; entity_id: string }>(
      w.t.app.db,
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
    const before = await companyBalanceCents(w.t.app.db, w.companyA);
    const amount = (await proposalOf(w.companyA, '2026-11'))!.amount_cents;
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
      w.t.app.db,
      sql`select id, amount_cents from payouts where company_id = ${w.companyA}`,
    );
    expect(payouts).toEqual([{ id: expect.any(Number), amount_cents: amount }]);
    expect((await proposalOf(w.companyA, '2026-11'))!.payout_id).toBe(payouts[0]!.id);
    expect(await companyBalanceCents(w.t.app.db, w.companyA)).toBe(before - amount);
    expect((await auditOf(id, 'payout.pay'))[0]).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'paid', reference: paid.paid_reference, payout_id: payouts[0]!.id },
    });
    await expectLedgerInvariants(w.t.app.db);
    // December's statement shows the payout, and sums to the ledger.
    const december = (await call(w.t, 'operator/statements?month=2026-12', { token: w.owner })).json().data;
    const lines = december.lines as { kind: string; amount: number; reference: string | null }[];
    expect(lines.filter((line) => line.kind === 'payout')).toEqual([
      expect.objectContaining({ amount: -amount / 100, reference: paid.paid_reference }),
    ]);
    const sum = lines.reduce((total, line) => total + usdToCents(line.amount), 0);
    expect(usdToCents(december.opening_balance) + sum).toBe(usdToCents(december.closing_balance));
    expect(usdToCents(december.closing_balance)).toBe(await companyBalanceCents(w.t.app.db, w.companyA));
    expect(december.scheduled_payouts).toEqual([]);
    const again = await adminCall(`payouts/${id}/hold`, { reason: 'Tarde' });
    expect(again.json().code).toBe('PAYOUT_ALREADY_PAID');
  });

  it('never approves more than the balance holds: a reversal after the proposal is caught', async () => {
    const booking = await earn(10_000, time.clock());
    const proposed = await adminCall('payouts/propose', { month: '2026-12' });
    expect(proposed.json().data.proposed).toBe(1);
    const december = (await proposalOf(w.companyA, '2026-12'))!;
    expect(december.amount_cents).toBe(await companyBalanceCents(w.t.app.db, w.companyA));
    expect((await auditOf(december.id, 'payout.propose'))[0]).toMatchObject({
      actor_kind: 'admin',
      before: null,
      after: { month: '2026-12', status: 'proposed', amount_cents: december.amount_cents },
    });
    await w.t.app.db.transaction((tx) => reverseAllOperatorEarning(tx, booking.id, time.clock()));
    const refused = await adminCall(`payouts/${december.id}/approve`, { reason: 'Mes en curso' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PAYOUT_EXCEEDS_BALANCE');
    expect((await proposalOf(w.companyA, '2026-12'))!.status).toBe('proposed');
    const unknown = await adminCall('payouts/999999/approve', { reason: 'No existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PAYOUT_NOT_FOUND');
    await expectLedgerInvariants(w.t.app.db);
  });

  it('refuses the bank file while an approved payout’s account number cannot be read', async () => {
    // B's number sealed for another company does not open for B (decision 0069's bound context).
    await w.t.app.db.execute(sql`update companies set bank_account_holder = 'Tours B',
      bank_account_number_sealed = ${w.t.app.sealer.seal('99-1', bankAccountContext(w.companyA))},
      bank_account_last4 = '99-1' where id = ${w.companyB}`);
    expect((await adminCall('payouts/propose', { month: '2026-11' })).json().data.proposed).toBe(1);
    const ofB = (await proposalOf(w.companyB, '2026-11'))!;
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
