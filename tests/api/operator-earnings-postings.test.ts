import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { reverseOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { postPayout } from '../../domain/earnings/payouts.server';
import { cancelBySupplier } from '../../domain/purchases/cancel-purchase.server';
import { emailLinks } from '../../server/email-links';
import { purchaseDeps } from '../../server/purchase-deps';
import { signUpVerified } from '../helpers/accounts';
import { cancelCall, cardPurchase, paypalPurchase } from '../helpers/cancel';
import { giveCredit, purchase, purchasePayload } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { useEarningsWorld } from '../helpers/operator-earnings';

/**
 * Operators' earnings in the ledger (docs/decisions/0066-earnings-ledger.md): every confirmation posts the
 * booking's payable to its company whatever paid it, a refund reverses it in proportion, a payout moves it
 * out. The fixture's experience: 1 adult at 50 USD (+1 USD service fee), the company's commission 20 %, in
 * Panama. The statements: operator-statements.test.ts.
 */
const w = useEarningsWorld();
const { postings, balance } = w;

describe('postings', () => {
  it('a card booking posts its payable (price less commission) when confirmed, once', async () => {
    const before = await balance();
    const traveller = await signUpVerified(w.t);
    const bought = await cardPurchase(w.t, w.f, traveller, { booking_date: '2026-11-30' });
    const [row] = await queryRows<{ operator_payable_cents: number; commission_cents: number }>(
      w.t.app.db,
      sql`select operator_payable_cents, commission_cents from purchases where id = ${bought.id}`,
    );
    expect(row).toEqual({ operator_payable_cents: 4000, commission_cents: 1000 });
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000 });
    expect(await balance()).toBe(before + 4000);
    await expectLedgerInvariants(w.t.app.db);
  });

  it('PayPal and wallet-only bookings post theirs; the wallet does not change what the operator earns', async () => {
    const before = await balance();
    const traveller = await signUpVerified(w.t);
    const paypal = await paypalPurchase(w.t, w.f, traveller, '2026-12-01');
    await giveCredit(w.t, traveller.id, 6000);
    const paid = await purchase(
      w.t,
      traveller.token,
      purchasePayload(w.f, { method: 'wallet' }, { apply_wallet: true, booking_date: '2026-12-02' }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const wallet = paid.json().data.id as number;
    expect(await postings(paypal.id)).toEqual({ operator_earning: 4000 });
    expect(await postings(wallet)).toEqual({ operator_earning: 4000 });
    expect(await balance()).toBe(before + 8000);
    await expectLedgerInvariants(w.t.app.db);
  });

  it('a traveller’s cancellation reverses all the payable; a second one reverses nothing more', async () => {
    const traveller = await signUpVerified(w.t);
    const bought = await cardPurchase(w.t, w.f, traveller, { booking_date: '2026-12-03' });
    const before = await balance();
    expect((await cancelCall(w.t, traveller.token, bought.id)).statusCode).toBe(200);
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000, operator_earning_reversal: -4000 });
    expect(await balance()).toBe(before - 4000);
    expect((await cancelCall(w.t, traveller.token, bought.id)).statusCode).toBe(409);
    expect(await balance()).toBe(before - 4000);
    await expectLedgerInvariants(w.t.app.db);
  });

  it('a partial refund of the price reverses the payable in proportion, once', async () => {
    const traveller = await signUpVerified(w.t);
    const bought = await cardPurchase(w.t, w.f, traveller, { booking_date: '2026-12-04' });
    const before = await balance();
    // 30 of the 50 USD price refunded: 60 % of the 40 USD payable.
    const reversed = await w.t.app.db.transaction((tx) =>
      reverseOperatorEarning(tx, bought.id, 3000, w.t.app.clock()),
    );
    expect(reversed).toBe(2400);
    expect(
      await w.t.app.db.transaction((tx) => reverseOperatorEarning(tx, bought.id, 3000, w.t.app.clock())),
    ).toBe(0);
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000, operator_earning_reversal: -2400 });
    expect(await balance()).toBe(before - 2400);
    await expectLedgerInvariants(w.t.app.db);
  });

  it('a supplier cancellation (a 100 % refund) reverses all of it, card and wallet alike', async () => {
    // The traveller's sign-up credit pays 15 USD of it.
    const traveller = await signUpVerified(w.t);
    const bought = await cardPurchase(w.t, w.f, traveller, {
      booking_date: '2026-12-05',
      apply_wallet: true,
    });
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000 });
    const deps = { ...purchaseDeps(w.t.app), links: emailLinks(w.t.app) };
    await cancelBySupplier(deps, { purchaseId: bought.id, now: w.t.app.clock() });
    expect(await postings(bought.id)).toEqual({ operator_earning: 4000, operator_earning_reversal: -4000 });
    // Through the refund function with the whole price: nothing more.
    expect(
      await w.t.app.db.transaction((tx) => reverseOperatorEarning(tx, bought.id, 5000, w.t.app.clock())),
    ).toBe(0);
    await expectLedgerInvariants(w.t.app.db);
  });

  it('a failed payment never earns', async () => {
    const [row] = await queryRows<{ n: number }>(
      w.t.app.db,
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
    const now = w.t.app.clock();
    const payout = await w.t.app.db.transaction((tx) =>
      postPayout(
        tx,
        { companyId: w.f.companyId, amountCents: 5000, reference: 'TRX-001', approvedBy: w.adminId },
        now,
      ),
    );
    expect(payout).toMatchObject({
      companyId: w.f.companyId,
      amountCents: 5000,
      reference: 'TRX-001',
      approvedBy: w.adminId,
    });
    expect(await balance()).toBe(before - 5000);
    const [audit] = await queryRows<{ action: string; actor_kind: string; company_id: number }>(
      w.t.app.db,
      sql`select action, actor_kind, company_id from audit_log where entity = 'payout' and entity_id = ${String(payout.id)}`,
    );
    expect(audit).toEqual({ action: 'payout.create', actor_kind: 'admin', company_id: w.f.companyId });
    const again = (input: { amountCents: number; reference: string }) =>
      w.t.app.db.transaction((tx) =>
        postPayout(tx, { companyId: w.f.companyId, approvedBy: w.adminId, ...input }, now),
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
    await expectLedgerInvariants(w.t.app.db);
  });
});
