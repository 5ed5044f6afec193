import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../domain/payments/payment-gateway';
import { chargeAttempt } from '../../domain/purchases/charge-attempt.server';
import { placePurchase } from '../../domain/purchases/place-purchase.server';
import { purchaseDeps } from '../../server/purchase-deps';
import { signUp } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import {
  authenticatedCard,
  lastPurchaseId,
  moneyMismatches,
  purchase,
  purchasePayload,
  sandboxCharges,
  seatsAt,
} from '../helpers/checkout';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/**
 * Faults between the money and the booking (issue 16): a gateway that charges but does not answer, a
 * process that stops between the charge and the commit. After the reconciler there is no charge without
 * its booking and no booking without its money.
 */
let t: TestApp;
let f: BookingFixture;
/** Purchases after this one were made by the pipeline (the demo seed's were not). */
let seeded = 0;
let now = TEST_NOW;
/** What the wrapped gateway does wrong, switched per test. */
const faults = { silentAuthorize: false, silentFindCharge: false, captureRefused: false };

/** The sandbox gateway with faults: it does the work, then "times out" instead of answering. */
function faulty(gateway: PaymentGateway): PaymentGateway {
  return {
    name: gateway.name,
    card: (token) => gateway.card(token),
    setUpAuthentication: (token) => gateway.setUpAuthentication(token),
    checkEnrolment: (input) => gateway.checkEnrolment(input),
    validateAuthentication: (id) => gateway.validateAuthentication(id),
    authorize: async (input) => {
      const result = await gateway.authorize(input);
      return faults.silentAuthorize ? { ok: false, code: 'TIMEOUT', message: 'no answer in time' } : result;
    },
    capture: async (input) =>
      faults.captureRefused
        ? { ok: false, code: 'DECLINED', message: 'capture refused' }
        : gateway.capture(input),
    void: (input) => gateway.void(input),
    refund: (input) => gateway.refund(input),
    findCharge: async (key) => {
      if (faults.silentFindCharge) throw new Error('connection reset');
      return gateway.findCharge(key);
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
  seeded = await lastPurchaseId(t);
}, 300_000);
afterAll(() => t?.close());

const ONE_ADULT = 51;
const later = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

/** A card purchase placed by a process that then stopped: no provider was asked anything yet. */
async function placeStopped(traveller: { id: number; token: string }, date: string) {
  const card = await authenticatedCard(t, traveller.token, ONE_ADULT);
  const placed = await placePurchase(t.database.db, {
    userId: traveller.id,
    selection: {
      experienceId: f.experienceId,
      date,
      hour: '08:00',
      participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
      addOnIds: [],
      pickup: null,
      couponCode: null,
      applyWallet: false,
      affiliateCode: null,
    },
    payment: { method: 'card', cardToken: card.card_token, transactionId: card.transaction_id },
    provider: t.app.paymentGateway.name,
    card: { brand: 'VISA', last4: '1111' },
    lang: 'es',
    now: TEST_NOW,
    onConfirmed: purchaseDeps(t.app).onConfirmed,
  });
  return { placed, card };
}

describe('payment faults', () => {
  it('confirms a purchase whose gateway charged but timed out, from the gateway’s record of the key', async () => {
    const traveller = await signUp(t);
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT);
    faults.silentAuthorize = true;
    try {
      const answer = await purchase(
        t,
        traveller.token,
        purchasePayload(f, card, { booking_date: '2026-12-07' }),
      );
      expect(answer.statusCode).toBe(201);
      expect(answer.json().data.status).toBe('confirmed');
    } finally {
      faults.silentAuthorize = false;
    }
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('answers 202 when the gateway cannot be asked either; the reconciler settles it and replays get the answer', async () => {
    const traveller = await signUp(t);
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT);
    const key = randomUUID();
    const payload = purchasePayload(f, card, { booking_date: '2026-12-08' });
    faults.silentAuthorize = true;
    faults.silentFindCharge = true;
    let pending;
    try {
      pending = await purchase(t, traveller.token, payload, key);
    } finally {
      faults.silentAuthorize = false;
      faults.silentFindCharge = false;
    }
    expect(pending.statusCode).toBe(202);
    expect(pending.json().code).toBe('PAYMENT_PENDING');
    // Seats stay held while the money is unknown.
    expect(await seatsAt(t, f.experienceId, '2026-12-08', '08:00')).toEqual({ counter: 1, purchases: 1 });
    now = later(3);
    try {
      expect(await t.app.reconcilePayments()).toEqual({ settled: 1, stillPending: 0 });
    } finally {
      now = TEST_NOW;
    }
    const replay = await purchase(t, traveller.token, payload, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.status).toBe('confirmed');
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('settles purchases a stopped process left between the charge and the commit, and before the charge', async () => {
    const [charged, uncharged] = [await signUp(t), await signUp(t)];
    // The first process charged, then stopped before confirming.
    const first = await placeStopped(charged, '2026-12-09');
    const authorized = await t.app.paymentGateway.authorize({
      cardToken: first.card.card_token,
      transactionId: first.card.transaction_id,
      amountCents: first.placed.chargeCents,
      idempotencyKey: first.placed.attempt!.providerKey,
    });
    expect(authorized.ok).toBe(true);
    // The second stopped before asking the gateway anything.
    await placeStopped(uncharged, '2026-12-10');
    now = later(3);
    try {
      expect(await t.app.reconcilePayments()).toEqual({ settled: 2, stillPending: 0 });
    } finally {
      now = TEST_NOW;
    }
    expect(await seatsAt(t, f.experienceId, '2026-12-09', '08:00')).toEqual({ counter: 1, purchases: 1 });
    expect(await seatsAt(t, f.experienceId, '2026-12-10', '08:00')).toEqual({ counter: 0, purchases: 0 });
    const captured = (await sandboxCharges(t)).filter((charge) => charge.status === 'captured');
    expect(captured.some((charge) => charge.idempotency_key === first.placed.attempt!.providerKey)).toBe(
      true,
    );
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('lifts the hold and gives the seats back when the capture is refused after the authorization', async () => {
    const traveller = await signUp(t);
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT);
    faults.captureRefused = true;
    try {
      const answer = await purchase(
        t,
        traveller.token,
        purchasePayload(f, card, { booking_date: '2026-12-11' }),
      );
      expect(answer.statusCode).toBe(402);
    } finally {
      faults.captureRefused = false;
    }
    expect(await seatsAt(t, f.experienceId, '2026-12-11', '08:00')).toEqual({ counter: 0, purchases: 0 });
    const charges = await sandboxCharges(t);
    expect(charges.some((charge) => charge.status === 'voided')).toBe(true);
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('refunds money captured for an attempt the reconciler had already released', async () => {
    const deps = purchaseDeps(t.app);
    const { placed, card } = await placeStopped(await signUp(t), '2026-12-12');
    now = later(3);
    try {
      await t.app.reconcilePayments();
    } finally {
      now = TEST_NOW;
    }
    // The slow request's charge arrives after the release.
    const outcome = await chargeAttempt(
      deps,
      {
        id: placed.attempt!.id,
        purchaseId: placed.purchaseId,
        method: 'card',
        providerKey: placed.attempt!.providerKey,
        amountCents: placed.chargeCents,
        source: card.card_token,
      },
      { transactionId: card.transaction_id },
    );
    expect(outcome.kind).toBe('refused');
    const charge = (await sandboxCharges(t)).find(
      (item) => item.idempotency_key === placed.attempt!.providerKey,
    );
    expect(charge?.refunded_amount).toBe(51);
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });
});
