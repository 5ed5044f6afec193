import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { usdToCents } from '../../domain/pricing/money';
import { runPurchaseJobs } from '../../domain/purchases/purchase-jobs.server';
import { emailLinks } from '../../server/email-links';
import { call } from '../helpers/accounts';
import { DECEMBER, together, usePayoutsWorld } from '../helpers/payouts-world';
import { createSecondApp } from '../helpers/test-app';

/**
 * The back office's payouts (docs/decisions/0077-payouts), up to the approval: the monthly job proposes
 * each company's payable once across processes; an admin lists them, approves (a fresh second-factor code
 * above 2,000 USD), holds and releases, each step audited. The bank file and the payment:
 * admin-payouts-bank-file.test.ts.
 */
const w = usePayoutsWorld();
const { time, adminCall, freshCode, proposalOf, auditOf } = w;

describe('the monthly proposals', () => {
  it('propose each company’s month on the 1st of its clock, once across two job runners', async () => {
    time.set(new Date(DECEMBER.getTime() - 60_000));
    expect(await w.t.app.runPurchaseJobs()).toMatchObject({ ran: true, payoutProposals: 0 });
    expect(await proposalOf(w.companyA, '2026-11')).toBeUndefined();

    time.set(DECEMBER);
    const servers = [await createSecondApp(w.t), await createSecondApp(w.t)];
    try {
      const reports = await together(
        servers.map((app) => () => runPurchaseJobs({ db: app.db as Db, links: emailLinks(app) }, DECEMBER)),
      );
      expect(reports.map((report) => report.payoutProposals).sort()).toEqual([0, 1]);
      time.set(new Date(DECEMBER.getTime() + 60_000));
      const later = await together([
        ...servers.map((app) => () => app.runPurchaseJobs()),
        () => w.t.app.runPurchaseJobs(),
      ]);
      expect(later.filter((run) => run.ran && run.payoutProposals > 0)).toEqual([]);
    } finally {
      for (const app of servers) await app.close();
    }
    // The payable at November's end: the statement's closing balance. B has no complete bank details.
    const november = (await call(w.t, 'operator/statements?month=2026-11', { token: w.owner })).json().data;
    const proposal = await proposalOf(w.companyA, '2026-11');
    expect(proposal).toMatchObject({ status: 'proposed', payout_id: null });
    expect(proposal!.amount_cents).toBe(usdToCents(november.closing_balance));
    expect(proposal!.amount_cents).toBeGreaterThanOrEqual(2 * 240_000);
    expect(await proposalOf(w.companyB, '2026-11')).toBeUndefined();
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
    id = (await proposalOf(w.companyA, '2026-11'))!.id;
    const listed = await adminCall('payouts?month=2026-11');
    expect(listed.statusCode, listed.body).toBe(200);
    const data = listed.json().data;
    const mine = data.payouts.find((payout: { id: number }) => payout.id === id);
    expect(mine).toMatchObject({
      company: { id: w.companyA },
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
    expect((await proposalOf(w.companyA, '2026-11'))!.status).toBe('proposed');
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
    const earnings = (await call(w.t, 'operator/earnings', { token: w.owner })).json().data;
    expect(earnings.scheduled_payouts).toEqual([
      { month: '2026-11', amount: ok.json().data.payout.amount, status: 'scheduled' },
    ]);
  });

  it('is held with a reason and proposed again, each step audited; a code is used once', async () => {
    const held = await adminCall(`payouts/${id}/hold`, { reason: 'Cuenta en verificación' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.payout).toMatchObject({ status: 'held', held_reason: 'Cuenta en verificación' });
    const earnings = (await call(w.t, 'operator/earnings', { token: w.owner })).json().data;
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
});
