import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox, signUpVerified } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import {
  cancelCall,
  cardPurchase,
  paypalPurchase,
  providerRefunds,
  purchaseState,
  refundRows,
  walletBalance,
  walletReturns,
} from '../helpers/cancel';
import {
  giveCredit,
  lastPurchaseId,
  ledgerSum,
  moneyMismatches,
  purchase,
  purchasePayload,
  seatsAt,
} from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Cancelling a purchase (issue 17, decision 0040) through `edit-purchase/{id}`, on purchases paid through
 * the real checkout: each payment mix gets exactly its money back (the wallet at once, the card and
 * PayPal through the sandboxes), the seats are released once, and a second cancellation, sequential or
 * concurrent, refunds nothing more. The fixture's experience is in Panama with a 24-hour policy here.
 */
let t: TestApp;
let f: BookingFixture;
let seeded = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  f = await prepareBookingFixture(t);
  await t.database.db.execute(
    sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`,
  );
  seeded = await lastPurchaseId(t);
}, 300_000);
afterAll(() => t?.close());

const seats = (date: string) => seatsAt(t, f.experienceId, date, '08:00');

async function expectSettled() {
  expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  expect(await ledgerSum(t)).toBe(0);
  await expectLedgerInvariants(t.app.db);
}

describe('POST /api/v1/edit-purchase/{id}: refunds by payment mix', () => {
  it('card only: refunds the charge through the gateway once, releases the seat, e-mails the breakdown', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-11-30' });
    expect(bought.data.can_cancel).toBe(true);
    const before = await seats('2026-11-30');

    const answer = await cancelCall(t, traveller.token, bought.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.json().data).toMatchObject({
      status: 'canceled_by_customer',
      refunded: { wallet: 0, card: 51, paypal: 0 },
      purchase: {
        id: bought.id,
        status: 'canceled_by_customer',
        can_cancel: false,
        refunded: 51,
        voucher_url: null,
      },
    });
    expect(await refundRows(t, bought.id)).toEqual([
      expect.objectContaining({
        method: 'card',
        amount_cents: 5100,
        status: 'done',
        provider_key: `refund:${bought.id}:card`,
        attempts: 1,
      }),
    ]);
    expect((await refundRows(t, bought.id))[0]!.provider_reference).toBeTruthy();
    expect(await providerRefunds(t, bought.id)).toEqual([
      { amount_cents: 5100, idempotency_key: `refund:${bought.id}:card` },
    ]);
    expect(await purchaseState(t, bought.id)).toMatchObject({
      status: 'canceled_by_customer',
      refunded_cents: 5100,
      attempts: ['refunded'],
    });
    const after = await seats('2026-11-30');
    expect(after.counter).toBe(before.counter! - 1);
    expect(after.counter).toBe(after.purchases);
    expect(await walletBalance(t, traveller)).toBe(15);
    await expectSettled();

    const mails = (await mailbox(t, traveller.email)).filter(
      (mail) => mail.template === 'purchase-cancellation',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ lang_code: 'es' });
    expect(mails[0]!.subject).toContain('cancelada');
    expect(mails[0]!.text).toContain('Cancelamos tu reserva como nos pediste');
    expect(mails[0]!.text).toMatch(/Devuelto a tu tarjeta VISA terminada en 1111: \$51/);
    expect(mails[0]!.text).toContain('pueden tardar varios días');
    expect(mails[0]!.text).not.toContain('saldo a favor');
  });

  it('card and wallet: the credit is back in the wallet at once, the rest on the card; e-mail in English', async () => {
    const traveller = await signUpVerified(t, {}, 'en');
    const bought = await cardPurchase(
      t,
      f,
      traveller,
      { booking_date: '2026-12-01', apply_wallet: true },
      'en',
    );
    expect(await walletBalance(t, traveller)).toBe(0);
    const answer = await cancelCall(t, traveller.token, bought.id, { lang: 'en' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.refunded).toEqual({ wallet: 15, card: 36, paypal: 0 });
    expect(await walletBalance(t, traveller)).toBe(15);
    expect((await refundRows(t, bought.id)).map((row) => [row.method, row.amount_cents, row.status])).toEqual(
      [
        ['card', 3600, 'done'],
        ['wallet', 1500, 'done'],
      ],
    );
    expect(await walletReturns(t, bought.id)).toBe(1);
    await expectSettled();
    const [mail] = (await mailbox(t, traveller.email)).filter((m) => m.template === 'purchase-cancellation');
    expect(mail).toMatchObject({ lang_code: 'en' });
    expect(mail!.text).toContain('Back to your wallet credit: $15');
    expect(mail!.text).toContain('Back to your VISA card ending in 1111: $36');
    expect(mail!.text).toContain('Total refunded: $51');
    expect(mail!.text).toContain('may take several business days');
  });

  it('wallet only: everything back to the wallet, no provider is asked', async () => {
    const traveller = await signUpVerified(t);
    await giveCredit(t, traveller.id, 4000);
    const paid = await purchase(
      t,
      traveller.token,
      purchasePayload(f, { method: 'wallet' }, { apply_wallet: true, booking_date: '2026-12-02' }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const id = paid.json().data.id as number;
    expect(await walletBalance(t, traveller)).toBe(4);
    const answer = await cancelCall(t, traveller.token, id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.refunded).toEqual({ wallet: 51, card: 0, paypal: 0 });
    expect(await walletBalance(t, traveller)).toBe(55);
    expect(await providerRefunds(t, id)).toEqual([]);
    await expectSettled();
  });

  it('PayPal: refunded through PayPal under the refund key', async () => {
    const traveller = await signUpVerified(t);
    const bought = await paypalPurchase(t, f, traveller, '2026-12-03');
    const answer = await cancelCall(t, traveller.token, bought.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.refunded).toEqual({ wallet: 0, card: 0, paypal: 51 });
    expect(await refundRows(t, bought.id)).toEqual([
      expect.objectContaining({ method: 'paypal', amount_cents: 5100, status: 'done' }),
    ]);
    expect(await providerRefunds(t, bought.id)).toHaveLength(1);
    expect((await purchaseState(t, bought.id)).attempts).toEqual(['refunded']);
    await expectSettled();
    const [mail] = (await mailbox(t, traveller.email)).filter((m) => m.template === 'purchase-cancellation');
    expect(mail!.text).toContain('Devuelto a tu cuenta PayPal: $51');
  });
});
