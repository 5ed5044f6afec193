import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailbox, signUpVerified } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import {
  adminBookingAudits,
  adminCancel,
  adminRefund,
  bookingShare,
  payableReversals,
} from '../helpers/admin-support';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import {
  cardPurchase,
  paypalPurchase,
  providerRefunds,
  purchaseState,
  refundRows,
  walletBalance,
} from '../helpers/cancel';
import { ledgerSum } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { readStatement } from '../../domain/earnings/statement.server';

/**
 * An admin's partial refund (docs/decisions/0074-admin-booking-support): never more than remains refundable,
 * once per Idempotency-Key, correct when two run at once, to the original method or to the wallet, the
 * operator's payable reversed in proportion, the traveller's e-mail and the audit log; a later cancellation
 * gives back only the rest. The fixture's experience sells 1 adult at 50 USD + 1 USD service fee = 51 USD.
 */
let t: TestApp;
let f: BookingFixture;
let admin: { token: string; id: number };
const REASON = 'Gesto comercial: el guía llegó tarde.';

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  f = await prepareBookingFixture(t);
  admin = await passedAdmin(t);
}, 300_000);
afterAll(() => t?.close());

const halfUp = (payable: number, part: number, price: number) =>
  Math.floor((2 * payable * part + price) / (2 * price));

describe('a partial refund', () => {
  it('to the card: the provider refunds that part, the payable is reversed in proportion, the traveller is told', async () => {
    const traveller = await signUpVerified(t, {}, 'en');
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-01' }, 'en');
    const share = await bookingShare(t, bought.id);
    const answer = await adminRefund(t, admin.token, bought.id, {
      amount: 20,
      to: 'original',
      reason: REASON,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const reversed = halfUp(share.payable, 2000, share.price);
    expect(answer.json().data).toMatchObject({
      purchase_id: bought.id,
      amount: 20,
      refunded: { wallet: 0, card: 20, paypal: 0 },
      operator_payable_reversed: reversed / 100,
      refundable: 31,
    });
    expect((await refundRows(t, bought.id)).map((row) => [row.method, row.amount_cents, row.status])).toEqual(
      [['card', 2000, 'done']],
    );
    expect((await providerRefunds(t, bought.id)).map((row) => row.amount_cents)).toEqual([2000]);
    // A part of the charge is back: the attempt stays captured, the booking stands.
    expect(await purchaseState(t, bought.id)).toMatchObject({
      status: 'confirmed',
      refunded_cents: 2000,
      attempts: ['captured'],
    });
    expect(await payableReversals(t, bought.id)).toEqual([
      { reference_type: 'purchase_refund', cents: reversed },
    ]);
    // The operator's statement lists the reversal with its booking.
    const statement = await readStatement(t.database.db, f.companyId, '2026-11', 'en');
    const lines = statement.lines.filter((line) => line.booking?.code === share.code);
    expect(lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['earned', share.payable],
      ['reversal', -reversed],
    ]);
    const [audit] = await adminBookingAudits(t, bought.id);
    expect(audit).toMatchObject({
      action: 'booking.refund',
      actor_id: admin.id,
      before: { refunded_cents: 0, refundable_cents: 5100 },
      after: { refunded_cents: 2000, refundable_cents: 3100, to: 'original', reason: REASON },
    });
    const mails = (await mailbox(t, traveller.email)).filter((mail) => mail.template === 'purchase-refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lang_code).toBe('en');
    expect(mails[0]!.text).toContain('refunded $20 of your booking');
    expect(mails[0]!.text).toContain('Your booking still stands');
    const read = await call(t, `purchase/${bought.id}`, { token: traveller.token });
    expect(read.json().data).toMatchObject({
      status: 'confirmed',
      refunded: 20,
      refunds: { wallet: 0, card: 20, paypal: 0 },
    });
    await expectLedgerInvariants(t.database.db);
    expect(await ledgerSum(t)).toBe(0);
  });

  it('to the wallet: the credit is there at once and the wallet history names the booking', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-02' });
    const answer = await adminRefund(t, admin.token, bought.id, {
      amount: 12.5,
      to: 'wallet',
      reason: REASON,
    });
    expect(answer.json().data.refunded).toEqual({ wallet: 12.5, card: 0, paypal: 0 });
    // The 15 USD of sign-up credit, and the refund.
    expect(await walletBalance(t, traveller)).toBe(27.5);
    expect(await providerRefunds(t, bought.id)).toEqual([]);
    const history = await call(t, `wallet-history/${traveller.id}`, { token: traveller.token });
    expect(history.json().data[0]).toMatchObject({
      amount: 12.5,
      kind: 'purchase_refund_credit',
      reference: { type: 'purchase_refund', label: expect.stringContaining(bought.data.code as string) },
    });
    await expectLedgerInvariants(t.database.db);
  });

  it('PayPal to the original method goes back through PayPal', async () => {
    const traveller = await signUpVerified(t);
    const bought = await paypalPurchase(t, f, traveller, '2026-12-03');
    const answer = await adminRefund(t, admin.token, bought.id, {
      amount: 5,
      to: 'original',
      reason: REASON,
    });
    expect(answer.json().data.refunded).toEqual({ wallet: 0, card: 0, paypal: 5 });
    expect((await refundRows(t, bought.id)).map((row) => [row.method, row.status])).toEqual([
      ['paypal', 'done'],
    ]);
  });

  it('the same key twice refunds once and answers the same; another body under it is 422', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-04' });
    const body = { amount: 10, to: 'original', reason: REASON };
    const first = await adminRefund(t, admin.token, bought.id, body, { key: 'same-key-0001' });
    const again = await adminRefund(t, admin.token, bought.id, body, { key: 'same-key-0001' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await providerRefunds(t, bought.id)).toHaveLength(1);
    expect(await adminBookingAudits(t, bought.id)).toHaveLength(1);
    const other = await adminRefund(
      t,
      admin.token,
      bought.id,
      { ...body, amount: 11 },
      { key: 'same-key-0001' },
    );
    expect(other.statusCode).toBe(422);
    expect((await purchaseState(t, bought.id)).refunded_cents).toBe(1000);
  });

  it('two refunds at once under different keys never exceed what was paid', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-05' });
    const body = { amount: 30, to: 'original', reason: REASON };
    const answers = await Promise.all([
      adminRefund(t, admin.token, bought.id, body),
      adminRefund(t, admin.token, bought.id, { ...body, to: 'wallet' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    expect((await purchaseState(t, bought.id)).refunded_cents).toBe(3000);
    expect(await adminBookingAudits(t, bought.id)).toHaveLength(1);
    await expectLedgerInvariants(t.database.db);
  });

  it('refuses more than remains, a bad amount, a missing key, a cancelled booking, with translated messages', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-08' });
    const over = await adminRefund(
      t,
      admin.token,
      bought.id,
      { amount: 51.01, to: 'original', reason: REASON },
      { lang: 'en' },
    );
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'REFUND_EXCEEDS_REFUNDABLE',
      message: 'That is more than remains refundable ($51).',
    });
    for (const amount of [0, -3, 1.001, '10', null]) {
      const bad = await adminRefund(
        t,
        admin.token,
        bought.id,
        { amount, to: 'original', reason: REASON },
        { lang: 'en' },
      );
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json().issues).toEqual([
        { field: 'amount', message: 'Write an amount above zero in USD, with at most two decimals.' },
      ]);
    }
    const to = await adminRefund(t, admin.token, bought.id, { amount: 1, to: 'bank', reason: REASON });
    expect(to.json().issues[0].field).toBe('to');
    const noKey = await adminRefund(
      t,
      admin.token,
      bought.id,
      { amount: 1, to: 'wallet', reason: REASON },
      { key: null },
    );
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await refundRows(t, bought.id)).toEqual([]);
    await adminCancel(t, admin.token, bought.id);
    const late = await adminRefund(t, admin.token, bought.id, { amount: 1, to: 'wallet', reason: REASON });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PURCHASE_NOT_REFUNDABLE');
    expect(
      (
        await call(t, 'admin/purchases/2147483647/refund', {
          token: admin.token,
          payload: { amount: 1, to: 'wallet', reason: REASON },
          headers: { 'idempotency-key': 'unknown-purchase-1' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a cancellation after partial refunds gives back only the rest, and the whole payable is reversed', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(
      t,
      f,
      traveller,
      { booking_date: '2026-12-07', apply_wallet: true },
      'es',
    );
    // 15 USD of credit and 36 USD by card: 10 to the wallet, then 40 to the original (36 card + 4 wallet).
    expect(
      (await adminRefund(t, admin.token, bought.id, { amount: 10, to: 'wallet', reason: REASON })).statusCode,
    ).toBe(200);
    const second = await adminRefund(t, admin.token, bought.id, {
      amount: 40,
      to: 'original',
      reason: REASON,
    });
    expect(second.json().data).toMatchObject({ refunded: { wallet: 4, card: 36, paypal: 0 }, refundable: 1 });
    expect((await purchaseState(t, bought.id)).attempts).toEqual(['refunded']);
    const cancel = await adminCancel(t, admin.token, bought.id);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.refunded).toEqual({ wallet: 1, card: 0, paypal: 0 });
    expect(await walletBalance(t, traveller)).toBe(15);
    expect((await purchaseState(t, bought.id)).refunded_cents).toBe(5100);
    const share = await bookingShare(t, bought.id);
    const reversals = await payableReversals(t, bought.id);
    expect(reversals.reduce((sum, row) => sum + row.cents, 0)).toBe(share.payable);
    const [, , cancelAudit] = await adminBookingAudits(t, bought.id);
    expect(cancelAudit).toMatchObject({
      action: 'booking.cancel',
      before: { status: 'confirmed', refunded_cents: 5000 },
      after: { status: 'canceled_by_administration', refunded_cents: 5100 },
    });
    await expectLedgerInvariants(t.database.db);
    expect(await ledgerSum(t)).toBe(0);
  });
});
