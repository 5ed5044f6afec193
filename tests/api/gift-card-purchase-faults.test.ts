import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { PaymentGateway } from '../../domain/payments/payment-gateway';
import { signUp } from '../helpers/accounts';
import { authenticatedCard, chargesSince, sandboxCharges } from '../helpers/checkout';
import {
  createGiftCard,
  giftCardPayload,
  receiptsTo,
  saleEntries,
  storedGiftCard,
  unbalancedTransactions,
} from '../helpers/gift-card-purchase';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/**
 * A gift card whose payment outcome is unknown (docs/decisions/0041 "Buying"): the gateway charged but did
 * not answer and could not be asked. The request answers 202; the purchases' reconciler settles the card
 * from the gateway's record of the attempt's key, and replays then get the card.
 */
let t: TestApp;
let now = TEST_NOW;
const faults = { silent: false };

function faulty(gateway: PaymentGateway): PaymentGateway {
  return {
    name: gateway.name,
    card: (token) => gateway.card(token),
    setUpAuthentication: (token) => gateway.setUpAuthentication(token),
    checkEnrolment: (input) => gateway.checkEnrolment(input),
    validateAuthentication: (id) => gateway.validateAuthentication(id),
    authorize: async (input) => {
      const result = await gateway.authorize(input);
      return faults.silent ? { ok: false, code: 'TIMEOUT', message: 'no answer in time' } : result;
    },
    capture: (input) => gateway.capture(input),
    void: (input) => gateway.void(input),
    refund: (input) => gateway.refund(input),
    findCharge: async (key) => {
      if (faults.silent) throw new Error('connection reset');
      return gateway.findCharge(key);
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' }, clock: () => now, wrapGateway: faulty });
}, 120_000);
afterAll(() => t?.close());

describe('a gift card payment with an unknown outcome', () => {
  it('answers 202 PAYMENT_PENDING; the reconciler pays the card and replays get it', async () => {
    const buyer = await signUp(t);
    const card = await authenticatedCard(t, buyer.token, 60);
    const payload = {
      ...giftCardPayload({ amount: 60, delivery_date: '2027-01-06' }),
      payment: card,
      captcha_token: 'off',
    };
    const key = randomUUID();
    const before = await sandboxCharges(t);
    faults.silent = true;
    let pending;
    try {
      pending = await createGiftCard(t, buyer.token, payload, key);
    } finally {
      faults.silent = false;
    }
    expect(pending.statusCode).toBe(202);
    expect(pending.json().code).toBe('PAYMENT_PENDING');
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from gift_cards where buyer_user_id = ${buyer.id}`,
    );
    expect((await storedGiftCard(t, row!.id))?.status).toBe('pending_payment');
    expect(await receiptsTo(t, buyer.email)).toEqual([]);
    // A replay while it is unknown is still waiting for it.
    expect((await createGiftCard(t, buyer.token, payload, key)).statusCode).toBe(409);

    now = new Date(TEST_NOW.getTime() + 3 * 60_000);
    try {
      expect(await t.app.reconcilePayments()).toEqual({ settled: 1, stillPending: 0 });
    } finally {
      now = TEST_NOW;
    }
    const paid = await storedGiftCard(t, row!.id);
    expect(paid?.status).toBe('paid');
    expect(await saleEntries(t, row!.id)).toEqual({ customer_payments: -6000, gift_card_liability: 6000 });
    expect(await unbalancedTransactions(t)).toBe(0);
    expect(await receiptsTo(t, buyer.email)).toHaveLength(1);
    expect(await chargesSince(t, before)).toEqual([
      expect.objectContaining({ amount: 60, status: 'captured' }),
    ]);

    const replay = await createGiftCard(t, buyer.token, payload, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data).toMatchObject({ id: row!.id, amount: 60, total: 60, status: 'paid' });
  }, 60_000);
});
