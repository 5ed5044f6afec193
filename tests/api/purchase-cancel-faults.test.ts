import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../domain/payments/payment-gateway';
import { call, signUp } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { cancelCall, cardPurchase, providerRefunds, purchaseState, refundRows } from '../helpers/cancel';
import {
  authenticatedCard,
  lastPurchaseId,
  moneyMismatches,
  purchase,
  purchasePayload,
  seatsAt,
} from '../helpers/checkout';
import { createSecondApp, createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/**
 * Refunds when the provider does not answer (issue 17, decision 0040): the cancellation stands, its card
 * refund stays pending under its key, and the reconciler finishes it exactly once, even when the first
 * call did refund and only its answer was lost, and with two processes retrying at once. And a purchase
 * whose payment is still pending cannot be cancelled until the reconciler settles it.
 */
let t: TestApp;
let f: BookingFixture;
let seeded = 0;
let now = TEST_NOW;
/** `lost`: the gateway refunds, then the answer is lost; `down`: it cannot be reached at all. */
const faults = {
  refund: 'ok' as 'ok' | 'lost' | 'down' | 'refused',
  silentAuthorize: false,
  silentFindCharge: false,
};

function faulty(gateway: PaymentGateway): PaymentGateway {
  return {
    ...gateway,
    name: gateway.name,
    card: (token) => gateway.card(token),
    setUpAuthentication: (token) => gateway.setUpAuthentication(token),
    checkEnrolment: (input) => gateway.checkEnrolment(input),
    validateAuthentication: (id) => gateway.validateAuthentication(id),
    capture: (input) => gateway.capture(input),
    void: (input) => gateway.void(input),
    authorize: async (input) => {
      const result = await gateway.authorize(input);
      return faults.silentAuthorize ? { ok: false, code: 'TIMEOUT', message: 'no answer in time' } : result;
    },
    findCharge: async (key) => {
      if (faults.silentFindCharge) throw new Error('connection reset');
      return gateway.findCharge(key);
    },
    refund: async (input) => {
      if (faults.refund === 'down') throw new Error('connection refused');
      if (faults.refund === 'refused') return { ok: false, code: 'DECLINED', message: 'refund refused' };
      const result = await gateway.refund(input);
      return faults.refund === 'lost' ? { ok: false, code: 'TIMEOUT', message: 'no answer in time' } : result;
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    experiences: 12,
    env: { CAPTCHA_PROVIDER: 'off' },
    clock: () => now,
    wrapGateway: faulty,
  });
  f = await prepareBookingFixture(t);
  await t.database.db.execute(
    sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`,
  );
  seeded = await lastPurchaseId(t);
}, 300_000);
afterAll(() => t?.close());

async function canCancel(token: string, id: number): Promise<boolean> {
  const read = await call(t, `purchase/${id}`, { token });
  return (read.json() as { data: { can_cancel: boolean } }).data.can_cancel;
}

const later = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

describe('a card refund the gateway does not answer', () => {
  it.each([
    ['lost', '2026-11-30'],
    ['down', '2026-12-01'],
  ] as const)('(%s) stays pending, then the reconciler refunds it exactly once', async (fault, date) => {
    const traveller = await signUp(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: date });
    faults.refund = fault;
    let answer;
    try {
      answer = await cancelCall(t, traveller.token, bought.id);
    } finally {
      faults.refund = 'ok';
    }
    // The cancellation stands: the refund is on its way.
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.refunded).toEqual({ wallet: 0, card: 51, paypal: 0 });
    expect(await refundRows(t, bought.id)).toEqual([
      expect.objectContaining({ method: 'card', status: 'pending', attempts: 1 }),
    ]);
    expect((await purchaseState(t, bought.id)).attempts).toEqual(['captured']);
    expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: 0, purchases: 0 });
    // Lost: the gateway did refund, only its answer is missing; down: the charge is still captured.
    expect((await moneyMismatches(t, seeded)).charged_unbooked).toBe(fault === 'down' ? 1 : 0);

    // Not yet a minute old: a live request may still be talking to the gateway.
    expect(await t.app.retryRefunds()).toEqual({ done: 0, stillPending: 0, failed: 0 });
    now = later(2);
    // A second process (its own round starts as it gets ready) and this one retry at once.
    const second = await createSecondApp(t, { clock: () => now });
    try {
      await Promise.all([t.app.retryRefunds(), second.retryRefunds(), t.app.retryRefunds()]);
      expect(await t.app.retryRefunds()).toEqual({ done: 0, stillPending: 0, failed: 0 });
    } finally {
      now = TEST_NOW;
      await second.close();
    }
    expect(await refundRows(t, bought.id)).toEqual([
      expect.objectContaining({ method: 'card', amount_cents: 5100, status: 'done' }),
    ]);
    expect(await providerRefunds(t, bought.id)).toEqual([
      { amount_cents: 5100, idempotency_key: `refund:${bought.id}:card` },
    ]);
    expect((await purchaseState(t, bought.id)).attempts).toEqual(['refunded']);
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });
});

describe('a card refund the gateway refuses', () => {
  it('is marked failed for an operator and no longer counted as refunded; no retry refunds it', async () => {
    const traveller = await signUp(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-03' });
    faults.refund = 'refused';
    let answer;
    try {
      answer = await cancelCall(t, traveller.token, bought.id);
    } finally {
      faults.refund = 'ok';
    }
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'canceled_by_customer',
      refunded: { wallet: 0, card: 0, paypal: 0 },
      purchase: { refunded: 0 },
    });
    expect(await refundRows(t, bought.id)).toEqual([
      expect.objectContaining({ method: 'card', status: 'failed', attempts: 1 }),
    ]);
    expect(await purchaseState(t, bought.id)).toMatchObject({ refunded_cents: 0, attempts: ['captured'] });
    now = later(2);
    try {
      expect(await t.app.retryRefunds()).toEqual({ done: 0, stillPending: 0, failed: 0 });
    } finally {
      now = TEST_NOW;
    }
    expect(await providerRefunds(t, bought.id)).toEqual([]);
    // The money kept without its booking stays visible to the checks an operator runs.
    expect((await moneyMismatches(t, bought.id - 1)).charged_unbooked).toBe(1);
  });
});

describe('cancelling a purchase whose payment is still pending', () => {
  it('is refused until the reconciler settles the payment; then it is refunded like any other', async () => {
    const traveller = await signUp(t);
    const card = await authenticatedCard(t, traveller.token, 51);
    faults.silentAuthorize = true;
    faults.silentFindCharge = true;
    let pending;
    try {
      pending = await purchase(t, traveller.token, purchasePayload(f, card, { booking_date: '2026-12-02' }));
    } finally {
      faults.silentAuthorize = false;
      faults.silentFindCharge = false;
    }
    expect(pending.statusCode).toBe(202);
    const id = await lastPurchaseId(t);
    expect(await purchaseState(t, id)).toMatchObject({ status: 'created', attempts: ['pending'] });
    // The agenda does not offer what would be refused.
    expect(await canCancel(traveller.token, id)).toBe(false);

    const refused = await cancelCall(t, traveller.token, id, { lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PURCHASE_PAYMENT_PENDING',
      message: 'Your payment is still being confirmed. You can cancel the booking in a few minutes.',
    });
    expect(await purchaseState(t, id)).toMatchObject({ status: 'created', attempts: ['pending'] });
    expect(await refundRows(t, id)).toEqual([]);

    now = later(3);
    try {
      expect(await t.app.reconcilePayments()).toEqual({ settled: 1, stillPending: 0 });
      expect((await purchaseState(t, id)).status).toBe('confirmed');
      expect(await canCancel(traveller.token, id)).toBe(true);
      const answer = await cancelCall(t, traveller.token, id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.refunded).toEqual({ wallet: 0, card: 51, paypal: 0 });
    } finally {
      now = TEST_NOW;
    }
    expect(await providerRefunds(t, id)).toHaveLength(1);
    expect(await seatsAt(t, f.experienceId, '2026-12-02', '08:00')).toEqual({ counter: 0, purchases: 0 });
    expect(await moneyMismatches(t, id - 1)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });
});
