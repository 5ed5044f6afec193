import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_TRAVELLER } from '../../db/seed/plan-demo-agenda';
import { DEMO_GIFT_CARD_CENTS, DEMO_REDEEMED_GIFT_CARD_CENTS } from '../../db/seed/write-demo-gift-cards';
import { createSandboxGateway } from '../../domain/payments/sandbox-gateway.server';
import type { PurchaseJson } from '../../domain/purchases/purchase-json';
import { call, sessionCookie, signInSolving, signUp } from '../helpers/accounts';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The demo seed's traveller (README § Demo accounts): she signs in with the documented password and
 * her agenda holds every case the page shows, with payments the ledger and the sandbox gateway agree on.
 */
let t: TestApp;
let token = '';
let userId = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 160, demoTraveller: true });
  const signedIn = await signInSolving(t, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password);
  expect(signedIn.statusCode).toBe(200);
  sessionCookie(signedIn);
  ({ token } = signedIn.json() as { token: string });
  userId = (signedIn.json() as { user: { id: number } }).user.id;
}, 120_000);
afterAll(() => t?.close());

const section = async (name: string) => {
  const response = await call(t, `purchases-by-customer/${userId}?section=${name}`, { token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: PurchaseJson[] }).data;
};
const byCode = (list: PurchaseJson[]) => new Map(list.map((p) => [p.code, p]));

describe('the demo traveller', () => {
  it('has upcoming bookings: cancellable (wallet and card), non-refundable, window closed, pending', async () => {
    const upcoming = byCode(await section('upcoming-purchases'));
    expect([...upcoming.keys()].sort()).toEqual(['AGND0001', 'AGND0002', 'AGND0003', 'AGND0004']);
    const cancellable = upcoming.get('AGND0001')!;
    expect(cancellable).toMatchObject({ status: 'confirmed', can_cancel: true, wallet_discount: 10 });
    expect(cancellable.total_payment).toBeGreaterThan(0);
    expect(cancellable.displayed_total).toBe(cancellable.total_cost);
    expect(cancellable.meeting_point).not.toBeNull();
    expect(cancellable.voucher_url).toMatch(/^\/voucher\/AGND0001\?t=/);
    expect(new Date(cancellable.cancel_until!).getTime()).toBeGreaterThan(TEST_NOW.getTime());
    expect(upcoming.get('AGND0002')).toMatchObject({
      cancellation_policy: 1,
      cancel_until: null,
      can_cancel: false,
    });
    const closed = upcoming.get('AGND0003')!;
    expect(closed.can_cancel).toBe(false);
    expect(new Date(closed.cancel_until!).getTime()).toBeLessThan(TEST_NOW.getTime());
    expect(upcoming.get('AGND0004')).toMatchObject({ status: 'created', voucher_url: null });
    for (const purchase of upcoming.values()) {
      expect(purchase.operator.phone).toMatch(/^\+\d{9,}$/);
      expect(purchase.country.iso_code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has past ones: under way, completed (one to review), cancelled by her and by the operator', async () => {
    const past = byCode(await section('past-purchases'));
    expect([...past.keys()].sort()).toEqual(['AGND0005', 'AGND0006', 'AGND0007', 'AGND0008', 'AGND0009']);
    expect(past.get('AGND0005')).toMatchObject({ status: 'in_progress' });
    expect(past.get('AGND0006')).toMatchObject({ status: 'completed', can_review: true });
    expect(past.get('AGND0007')).toMatchObject({ status: 'completed', can_review: false });
    for (const code of ['AGND0008', 'AGND0009']) {
      const canceled = past.get(code)!;
      expect(canceled.refunded).toBe(canceled.displayed_total);
    }
    expect(past.get('AGND0008')!.status).toBe('canceled_by_customer');
    expect(past.get('AGND0009')!.status).toBe('canceled_by_supplier');
  });

  it('keeps the rest of her sign-up credit and a redeemed gift card, and every card charge is one the sandbox gateway can refund', async () => {
    const wallet = await call(t, `get-wallet/${userId}`, { token });
    expect(wallet.json()).toEqual({ available_balance: 5 + DEMO_REDEEMED_GIFT_CARD_CENTS / 100 });
    const charges = await queryRows<{ provider_reference: string; amount_cents: number; status: string }>(
      t.database.db,
      sql`select a.provider_reference, a.amount_cents, a.status from payment_attempts a
        join purchases p on p.id = a.purchase_id where p.code = 'AGND0001'`,
    );
    expect(charges).toHaveLength(1);
    const gateway = createSandboxGateway({ db: t.database.db, clock: () => TEST_NOW });
    const refund = await gateway.refund({
      chargeId: charges[0]!.provider_reference,
      amountCents: charges[0]!.amount_cents,
      idempotencyKey: 'demo-agenda-test',
    });
    expect(refund.ok).toBe(true);
  });

  it('shows her redeemed gift card in her wallet history; the README’s demo code redeems once', async () => {
    const history = await call(t, `wallet-history/${userId}`, { token });
    expect(history.statusCode).toBe(200);
    const kinds = (
      history.json().data as { kind: string; amount: number; reference: { label?: string } }[]
    ).map((line) => [line.kind, line.amount, line.reference.label ?? null]);
    expect(kinds).toContainEqual([
      'gift_card_redeem',
      DEMO_REDEEMED_GIFT_CARD_CENTS / 100,
      expect.stringMatching(/^Diego Viajero · ••••-••••-••••-[0-9A-Z]{4}$/),
    ]);
    expect(kinds.map(([kind]) => kind)).toContain('signup_credit');
    expect(kinds.map(([kind]) => kind)).toContain('purchase_credit');

    // As a newcomer types it from the README, letters O and I included.
    const newcomer = await signUp(t);
    const redeem = () =>
      call(t, 'redeem-gift-card', { token: newcomer.token, payload: { code: 'demo-gift-card-2026' } });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.amount).toBe(DEMO_GIFT_CARD_CENTS / 100);
    expect((await redeem()).statusCode).toBe(404);
    await expectLedgerInvariants(t.app.db);
  });
});
