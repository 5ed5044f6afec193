import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../helpers/accounts';
import { authenticatedCard, chargesSince, sandboxCharges } from '../helpers/checkout';
import {
  couponUsesOf,
  createGiftCard,
  giftCardPayload,
  insertCoupon,
  receiptsTo,
  saleEntries,
  storedGiftCard,
  unbalancedTransactions,
} from '../helpers/gift-card-purchase';
import { outboxTo } from '../helpers/purchase-jobs';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/**
 * A gift card that costs nothing (docs/decisions/0041, "A card that costs nothing"): a 100 % gift-card
 * coupon. `payment: { method: 'none' }` buys it without a charge, only when the server's own price is 0;
 * a card or PayPal is refused for it, and `none` is refused for a card with a price. The
 * Idempotency-Key, the captcha and the coupon's once-per-buyer rule hold as for a paid card.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
  await insertCoupon(t, { code: 'GC-FREE', percent: 100 });
  await insertCoupon(t, { code: 'GC-FREE-ONCE', percent: 100, maxUsesPerUser: 1 });
  await insertCoupon(t, { code: 'GC-HALF', percent: 50 });
}, 120_000);
afterAll(() => t?.close());

const NONE = { method: 'none' } as const;
const body = (payment: unknown, overrides: Record<string, unknown> = {}) => ({
  ...giftCardPayload(overrides),
  payment,
  captcha_token: 'off',
});

describe('POST /api/v1/create-gift-card with nothing to charge', () => {
  it('buys a card for today with a 100 % coupon and no payment: paid, delivered, no charge', async () => {
    const buyer = await signUp(t, {}, 'en');
    const before = await sandboxCharges(t);
    const quote = await call(t, 'gift-card/quote', {
      token: buyer.token,
      payload: { amount: 30, coupon_code: 'GC-FREE' },
    });
    expect(quote.json()).toMatchObject({ amount: 30, discount: 30, total: 0 });

    const receiver = 'free-today@example.com';
    const answer = await createGiftCard(
      t,
      buyer.token,
      body(NONE, {
        amount: 30,
        coupon_code: 'GC-FREE',
        delivery_date: '2026-11-22',
        delivery_details: {
          sender_user: { name: 'Ana Pérez', email: 'ana@example.com' },
          receiver_user: { name: 'Sofía Gómez', email: receiver },
        },
      }),
      undefined,
      'en',
    );
    expect(answer.statusCode).toBe(201);
    const data = answer.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      amount: 30,
      total: 0,
      delivery_date: '2026-11-22',
      status: 'paid',
    });
    const stored = await storedGiftCard(t, data.id);
    expect(stored).toMatchObject({ status: 'paid', amount_cents: 3000, total_cents: 0 });
    expect(new Date(stored!.paid_at!).getTime()).toBe(TEST_NOW.getTime());
    // Its day has come: delivered at once, the code drawn and the receiver's e-mail queued.
    expect(stored!.code_hash).not.toBeNull();
    expect(await outboxTo(t.app.db, receiver, 'gift-card-delivery')).toHaveLength(1);
    expect(await receiptsTo(t, buyer.email)).toHaveLength(1);

    expect(await chargesSince(t, before)).toEqual([]);
    expect(await couponUsesOf(t, data.id)).toBe(1);
    expect(await saleEntries(t, data.id)).toEqual({ promotions_expense: -3000, gift_card_liability: 3000 });
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('refuses `none` for a card with a price, in the buyer’s language, charging and keeping nothing', async () => {
    const buyer = await signUp(t);
    for (const [lang, coupon, message] of [
      ['es', null, 'Esta tarjeta de regalo tiene un precio: págala con tarjeta o PayPal.'],
      ['en', 'GC-HALF', 'This gift card has a price: pay for it by card or PayPal.'],
    ] as const) {
      const answer = await createGiftCard(
        t,
        buyer.token,
        body(NONE, { coupon_code: coupon }),
        undefined,
        lang,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'GIFT_CARD_PAYMENT_REQUIRED', message });
    }
    // A client's own total is never read: a body that claims 0 changes nothing.
    const claimed = await createGiftCard(t, buyer.token, { ...body(NONE), total: 0 });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().code).toBe('GIFT_CARD_PAYMENT_REQUIRED');
  });

  it('refuses a card for a card that costs nothing, before any 3-D Secure check', async () => {
    const buyer = await signUp(t, {}, 'en');
    const card = await authenticatedCard(t, buyer.token, 1);
    const answer = await createGiftCard(
      t,
      buyer.token,
      body(card, { coupon_code: 'GC-FREE' }),
      undefined,
      'en',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'PAYMENT_METHOD_NOT_NEEDED',
      message: 'This gift card costs nothing: confirm it without paying.',
    });
  });

  it('refuses a once-per-buyer 100 % coupon the second time, like any other', async () => {
    const buyer = await signUp(t);
    const first = await createGiftCard(t, buyer.token, body(NONE, { coupon_code: 'GC-FREE-ONCE' }));
    expect(first.statusCode).toBe(201);
    const again = await createGiftCard(t, buyer.token, body(NONE, { coupon_code: 'GC-FREE-ONCE' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'COUPON_MAX_USES_BY_USER',
      error_reason: 'COUPON_MAX_USES_BY_USER',
    });
    // Another buyer may still use it.
    const other = await signUp(t);
    const theirs = await createGiftCard(t, other.token, body(NONE, { coupon_code: 'GC-FREE-ONCE' }));
    expect(theirs.statusCode).toBe(201);
  });

  it('keeps the Idempotency-Key rule: a replay answers the same card, a visitor signs in first', async () => {
    const buyer = await signUp(t);
    const payload = body(NONE, { coupon_code: 'GC-FREE' });
    const first = await createGiftCard(t, buyer.token, payload, 'free-key-1');
    const replay = await createGiftCard(t, buyer.token, payload, 'free-key-1');
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const noKey = await call(t, 'create-gift-card', { token: buyer.token, payload });
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await createGiftCard(t, undefined, payload)).statusCode).toBe(401);
  });

  it('keeps PayPal closed for it, and documents `none` in OpenAPI', async () => {
    const buyer = await signUp(t);
    const order = await call(t, 'paypal/giftcard/orders', {
      token: buyer.token,
      payload: { ...giftCardPayload({ coupon_code: 'GC-FREE' }), captcha_token: 'off' },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().code).toBe('PAYMENT_METHOD_NOT_NEEDED');

    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(JSON.stringify(spec.json().paths['/api/v1/create-gift-card'])).toContain('"none"');
  });
});

describe('the captcha for a card that costs nothing', () => {
  it('is asked as for a paid card', async () => {
    const guarded = await createTestApp();
    try {
      await insertCoupon(guarded, { code: 'GC-FREE', percent: 100 });
      const buyer = await signUp(guarded);
      const answer = await createGiftCard(guarded, buyer.token, {
        ...giftCardPayload({ coupon_code: 'GC-FREE' }),
        payment: NONE,
        captcha_token: 'wrong',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('CAPTCHA_INVALID');
    } finally {
      await guarded.close();
    }
  }, 120_000);
});
