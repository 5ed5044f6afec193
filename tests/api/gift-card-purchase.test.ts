import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usableCoupon } from '../../domain/pricing/coupon-record.server';
import { call, signUp } from '../helpers/accounts';
import { authenticatedCard } from '../helpers/checkout';
import { createGiftCard, giftCardPayload, insertCoupon } from '../helpers/gift-card-purchase';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/**
 * Gift card requests and prices (docs/decisions/0041 "Buying"): the amount's bounds, the request's
 * fields, the delivery date against the clock, and gift-card coupons under the booking coupon's rules.
 * TEST_NOW is 2026-11-22 15:00 UTC.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
  await insertCoupon(t, { code: 'GC-TEN', percent: 10 });
  await insertCoupon(t, { code: 'GC-OLD', percent: 10, validUntil: new Date('2026-11-01T00:00:00Z') });
  await insertCoupon(t, { code: 'GC-UNDER100', percent: 10, maxPriceCents: 10_000 });
  await insertCoupon(t, { code: 'GC-MAX5', percent: 20, maxDiscountCents: 500 });
  await insertCoupon(t, { code: 'GC-ONCE', percent: 15, maxUsesPerUser: 1 });
  await insertCoupon(t, { code: 'BOOK-ONLY', percent: 10, kind: 'promotion' });
}, 120_000);
afterAll(() => t?.close());

const quote = (payload: unknown, options: { token?: string; lang?: 'es' | 'en' } = {}) =>
  call(t, 'gift-card/quote', { ...options, payload });

describe('POST /api/v1/gift-card/quote: the amount', () => {
  it('accepts 5.00 to 200.00 USD, as numbers or numeric strings', async () => {
    for (const [amount, expected] of [
      [5, 5],
      [200, 200],
      ['25.50', 25.5],
      [99.99, 99.99],
    ] as const) {
      const answer = await quote({ amount });
      expect(answer.statusCode, String(amount)).toBe(200);
      expect(answer.json()).toEqual({ amount: expected, discount: 0, total: expected, coupon: null });
    }
  });

  it('refuses amounts beyond the bounds, with three decimals, or not numbers, with the field’s message', async () => {
    const cases: [unknown, string][] = [
      [4.99, 'El monto debe estar entre 5.00 y 200.00 USD.'],
      [200.01, 'El monto debe estar entre 5.00 y 200.00 USD.'],
      [0, 'El monto debe estar entre 5.00 y 200.00 USD.'],
      [-10, 'Escribe el monto en dólares, con hasta dos decimales (por ejemplo 25 o 25.50).'],
      [10.005, 'Escribe el monto en dólares, con hasta dos decimales (por ejemplo 25 o 25.50).'],
      ['abc', 'Escribe el monto en dólares, con hasta dos decimales (por ejemplo 25 o 25.50).'],
      [null, 'Indica el monto de la tarjeta de regalo.'],
    ];
    for (const [amount, message] of cases) {
      const answer = await quote({ amount });
      expect(answer.statusCode, String(amount)).toBe(400);
      expect(answer.json(), String(amount)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos de la tarjeta de regalo.',
        issues: [{ field: 'amount', message }],
      });
    }
    const english = await quote({ amount: 200.01 }, { lang: 'en' });
    expect(english.json().issues).toEqual([
      { field: 'amount', message: 'The amount must be between 5.00 and 200.00 USD.' },
    ]);
  });
});

describe('POST /api/v1/gift-card/quote: gift-card coupons follow the booking coupon’s rules', () => {
  it('takes a valid coupon’s percent off the amount', async () => {
    const answer = await quote({ amount: 50, coupon_code: 'gc-ten' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      amount: 50,
      discount: 5,
      total: 45,
      coupon: { code: 'GC-TEN', percent: 10, max_price: null, max_discount: null },
    });
  });

  it('lowers the percent to the coupon’s largest discount, with a notice', async () => {
    const answer = await quote({ amount: 100, coupon_code: 'GC-MAX5' }, { lang: 'en' });
    expect(answer.json()).toMatchObject({
      amount: 100,
      discount: 5,
      total: 95,
      coupon: { code: 'GC-MAX5', percent: 5, max_discount: 5 },
      notice: {
        code: 'couponHasMaxDiscount',
        message: 'Coupon GC-MAX5: 20% lowered to $5, the most it gives.',
      },
    });
    const under = await quote({ amount: 20, coupon_code: 'GC-MAX5' });
    expect(under.json()).toMatchObject({ discount: 4, total: 16, coupon: { percent: 20 } });
    expect(under.json().notice).toBeUndefined();
  });

  it('refuses expired, unknown, over-priced and booking-only coupons with validate-coupon’s reasons', async () => {
    const cases: [string, number, number, string][] = [
      ['GC-OLD', 50, 400, 'COUPON_EXPIRED'],
      ['NO-SUCH', 50, 404, 'COUPON_NOT_FOUND'],
      ['GC-UNDER100', 100.01, 400, 'COUPON_PRICE_NOT_ELIGIBLE'],
      // Kinds do not mix: a booking coupon does not discount a gift card.
      ['BOOK-ONLY', 50, 404, 'COUPON_NOT_FOUND'],
    ];
    for (const [code, amount, status, reason] of cases) {
      const answer = await quote({ amount, coupon_code: code });
      expect(answer.statusCode, code).toBe(status);
      expect(answer.json(), code).toMatchObject({ code: reason, error_reason: reason });
      expect(answer.json().message, code).toMatch(/\S/);
    }
    expect((await quote({ amount: 100, coupon_code: 'GC-UNDER100' })).json().total).toBe(90);
  });

  it('does not let a gift-card coupon discount a booking', async () => {
    const context = { experienceId: 1, affiliateCode: null, userId: null, now: TEST_NOW };
    expect(await usableCoupon(t.database.db, 'GC-TEN', context)).toEqual({
      ok: false,
      reason: 'COUPON_NOT_FOUND',
    });
    expect((await usableCoupon(t.database.db, 'BOOK-ONLY', context)).ok).toBe(true);
  });

  it('limits the addresses that try unknown codes (the booking’s coupon-misses limit)', async () => {
    const ip = '198.51.100.77';
    let last;
    for (let i = 0; i < 21; i++) {
      last = await call(t, 'gift-card/quote', { ip, payload: { amount: 50, coupon_code: `GUESS-${i}` } });
    }
    expect(last!.statusCode).toBe(429);
  });

  it('counts a buyer’s own uses: a once-per-buyer coupon is refused after one card', async () => {
    const buyer = await signUp(t);
    const first = await quote({ amount: 40, coupon_code: 'GC-ONCE' }, { token: buyer.token });
    expect(first.json().total).toBe(34);
    const card = await authenticatedCard(t, buyer.token, 34);
    const bought = await createGiftCard(t, buyer.token, {
      ...giftCardPayload({ amount: 40, coupon_code: 'GC-ONCE' }),
      payment: card,
      captcha_token: 'off',
    });
    expect(bought.statusCode).toBe(201);
    const again = await quote({ amount: 40, coupon_code: 'GC-ONCE' }, { token: buyer.token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'COUPON_MAX_USES_BY_USER',
      error_reason: 'COUPON_MAX_USES_BY_USER',
    });
    const secondCard = await authenticatedCard(t, buyer.token, 34);
    const refused = await createGiftCard(t, buyer.token, {
      ...giftCardPayload({ amount: 40, coupon_code: 'GC-ONCE' }),
      payment: secondCard,
      captcha_token: 'off',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_reason).toBe('COUPON_MAX_USES_BY_USER');
  });
});

describe('POST /api/v1/create-gift-card: the request', () => {
  let buyer: { id: number; token: string };
  beforeAll(async () => {
    buyer = await signUp(t);
  });
  const send = (overrides: Record<string, unknown>) =>
    createGiftCard(t, buyer.token, {
      ...giftCardPayload(overrides),
      payment: { method: 'card', card_token: 'tok_none', transaction_id: 'tx_none' },
      captcha_token: 'off',
    });

  it('refuses a bad design, a long or invalid message, bad e-mails and amounts, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ celebration_type: 'wedding' }, 'celebration_type', 'Elige un diseño para la tarjeta.'],
      [{ custom_message: 'a'.repeat(301) }, 'custom_message', 'El mensaje puede tener hasta 300 caracteres.'],
      [
        { custom_message: 'hola\u202Eadiós' },
        'custom_message',
        'El mensaje contiene caracteres que no se pueden usar.',
      ],
      [{ amount: 200.01 }, 'amount', 'El monto debe estar entre 5.00 y 200.00 USD.'],
      [{ delivery_date: '2026-02-30' }, 'delivery_date', 'Escribe una fecha de entrega válida.'],
      [
        {
          delivery_details: {
            sender_user: { name: 'Ana', email: 'ana@example.com' },
            receiver_user: { name: 'Sofía', email: 'not-an-email' },
          },
        },
        'delivery_details.receiver_user.email',
        'Escribe un correo electrónico válido.',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await send(overrides);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().issues, field).toContainEqual({ field, message });
    }
    // 300 characters exactly are fine (the request then fails on the unknown card, not the message).
    expect((await send({ custom_message: 'a'.repeat(300) })).json().code).toBe('CARD_UNKNOWN');
  });

  it('refuses a delivery date in the past or more than a year ahead', async () => {
    expect(TEST_NOW.toISOString().slice(0, 10)).toBe('2026-11-22');
    for (const date of ['2026-11-21', '2027-11-23', '2062-01-01']) {
      const answer = await send({ delivery_date: date });
      expect(answer.statusCode, date).toBe(400);
      expect(answer.json(), date).toEqual({
        code: 'GIFT_CARD_DELIVERY_DATE',
        message: 'La fecha de entrega debe ser hoy o un día del próximo año.',
      });
    }
    for (const date of ['2026-11-22', '2027-11-22']) {
      expect((await send({ delivery_date: date })).json().code, date).toBe('CARD_UNKNOWN');
    }
  });

  it('refuses wallet credit: it is not transferable', async () => {
    for (const lang of ['es', 'en'] as const) {
      const answer = await createGiftCard(
        t,
        buyer.token,
        { ...giftCardPayload(), payment: { method: 'wallet' }, captcha_token: 'off' },
        undefined,
        lang,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        code: 'GIFT_CARD_WALLET_REFUSED',
        message:
          lang === 'es'
            ? 'El saldo a favor no es transferible: paga la tarjeta de regalo con tarjeta o PayPal.'
            : 'Wallet credit is not transferable: pay for the gift card by card or PayPal.',
      });
    }
  });

  it('asks a visitor to sign in, and needs an Idempotency-Key', async () => {
    const payload = { ...giftCardPayload(), payment: { method: 'wallet' }, captcha_token: 'off' };
    const anonymous = await createGiftCard(t, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'LOGIN_REQUIRED', message: 'Inicia sesión para continuar.' });
    const noKey = await call(t, 'create-gift-card', { token: buyer.token, payload });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});

describe('the demo seed’s gift-card coupon', () => {
  it('seeds GIFT10 as the README lists it: 10 % off a gift card, not a booking coupon', async () => {
    const seeded = await createTestApp({ seed: true, experiences: 2 });
    try {
      const answer = await call(seeded, 'gift-card/quote', {
        payload: { amount: 30, coupon_code: 'GIFT10' },
      });
      expect(answer.json()).toMatchObject({ amount: 30, discount: 3, total: 27, coupon: { code: 'GIFT10' } });
      const booking = await usableCoupon(seeded.database.db, 'GIFT10', {
        experienceId: 1,
        affiliateCode: null,
        userId: null,
        now: TEST_NOW,
      });
      expect(booking).toEqual({ ok: false, reason: 'COUPON_NOT_FOUND' });
      expect(
        (await call(seeded, 'gift-card/quote', { payload: { amount: 30, coupon_code: 'WELCOME10' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await seeded.close();
    }
  }, 120_000);
});
