import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { decideSandboxOrder } from '../../domain/payments/sandbox-paypal.server';
import { call, signUp, uniqueEmail } from '../helpers/accounts';
import { bookingSuite } from '../helpers/booking-fixture';
import {
  chargesSince,
  lastPurchaseId,
  purchase,
  purchasePayload,
  sandboxCharges,
  seatsAt,
} from '../helpers/checkout';
import { createGiftCard, giftCardPayload } from '../helpers/gift-card-purchase';

/**
 * docs/decisions/0046: a PayPal order is completed only by the browser or app that opened it (its opener
 * secret: an HttpOnly cookie, or `order_secret` in the mobile app), by the signed-in buyer it was opened
 * for, and only for the selection it was opened for. Its id, which travels in PayPal's return address
 * (`?paypal_order=`), is not enough.
 */
const s = bookingSuite({ traveller: true, env: { CAPTCHA_PROVIDER: 'off' } });

interface Opened {
  id: string;
  secret: string;
  /** The `cookie` header the opening browser sends back. */
  cookie: string;
}

function openerCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header ?? ''];
  const cookie = cookies.find((value) => value.startsWith('paypal_order_'));
  if (!cookie) throw new Error(`no opener cookie: ${JSON.stringify(header)}`);
  return cookie;
}

async function approve(id: string) {
  const decided = await decideSandboxOrder(
    s.t.database.db,
    id,
    { approve: { email: uniqueEmail('payer'), firstName: 'Ana', lastName: 'Pérez' } },
    s.t.app.clock(),
  );
  if (!decided.ok) throw new Error(`approval failed: ${decided.reason}`);
}

/** An approved booking order opened by `token` (a guest without one): Monday 30 at 08:00, one adult. */
async function bookingOrder(token: string | undefined, overrides: Record<string, unknown> = {}) {
  const { payment: _payment, ...selection } = purchasePayload(s.f, null, overrides);
  const opened = await call(s.t, 'paypal/orders', { token, payload: selection });
  expect(opened.statusCode, opened.body).toBe(201);
  const body = opened.json() as { id: string; order_secret: string };
  await approve(body.id);
  return { id: body.id, secret: body.order_secret, cookie: openerCookie(opened).split(';')[0]! };
}

const authorize = (
  order: Pick<Opened, 'id'>,
  options: { token?: string; cookie?: string; secret?: string } = {},
) =>
  call(s.t, 'paypal/orders/authorize-paypal-order', {
    token: options.token,
    cookie: options.cookie,
    lang: 'en',
    payload: { order_id: order.id, ...(options.secret ? { order_secret: options.secret } : {}) },
  });

async function purchasesOf(orderId: string) {
  const [row] = await queryRows<{ count: number }>(
    s.t.database.db,
    sql`select count(*)::int as count from payment_attempts where source = ${orderId}`,
  );
  return row!.count;
}

/** Nothing was bought with the order: no attempt, no capture, PayPal still holds it approved. */
async function expectUntouched(orderId: string) {
  expect(await purchasesOf(orderId)).toBe(0);
  expect((await s.t.app.paypal.order(orderId))?.status).toBe('approved');
}

describe('a guest’s PayPal order', () => {
  it('hands its opener a secret: an HttpOnly, SameSite=Strict cookie for the completing calls', async () => {
    const { payment: _payment, ...selection } = purchasePayload(s.f, null);
    const opened = await call(s.t, 'paypal/orders', { payload: selection });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().order_secret).toMatch(/^[\w-]{43}$/);
    const cookie = openerCookie(opened);
    expect(cookie).toContain(`=${opened.json().order_secret as string};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/v1\/paypal\/orders(;|$)/);
    expect(cookie).toMatch(/Max-Age=10800/);
    // Only its hash is kept.
    const [row] = await queryRows<{ hash: string }>(
      s.t.database.db,
      sql`select opener_secret_hash as hash from paypal_orders where id = ${opened.json().id as string}`,
    );
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.hash).not.toContain(opened.json().order_secret as string);
  });

  it('cannot be completed by another signed-in user nor another browser with its id alone', async () => {
    const order = await bookingOrder(undefined);
    const thief = await signUp(s.t);
    const charges = await sandboxCharges(s.t);
    const attempts: LightMyRequestResponse[] = [
      await authorize(order, { token: thief.token }),
      await authorize(order),
      await authorize(order, { secret: 'x'.repeat(43) }),
      await authorize(order, { cookie: `${order.cookie.split('=')[0]!}=${'y'.repeat(43)}` }),
      // Another order's secret opens nothing else.
      await authorize(order, { secret: (await bookingOrder(undefined)).secret }),
    ];
    for (const answer of attempts) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({
        code: 'PAYPAL_ORDER_FORBIDDEN',
        message:
          'This PayPal payment was started in another browser or app. You were not charged: start the payment again here.',
      });
      // No account was made for the payer, and no session handed out.
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    await expectUntouched(order.id);
    expect(await chargesSince(s.t, charges)).toEqual([]);

    // The opener, back in the same browser, completes it.
    const mine = await authorize(order, { cookie: order.cookie });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().token).toMatch(/^[\w-]{20,}$/);
    expect((await s.t.app.paypal.order(order.id))?.status).toBe('captured');
    // Once bought, the browser is told to forget the secret.
    expect(String(mine.headers['set-cookie'])).toMatch(/paypal_order_\w+=;.*Expires=Thu, 01 Jan 1970/);

    // Its replay still answers nobody else.
    const replay = await authorize(order, { token: thief.token, secret: order.secret });
    expect(replay.statusCode).toBe(403);
  });

  it('is completed by the mobile app that presents order_secret', async () => {
    const order = await bookingOrder(undefined, { booking_date: '2026-12-01' });
    const answer = await authorize(order, { secret: order.secret });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ booking_date: '2026-12-01', booking_hour: '08:00' });
  });
});

describe('a signed-in buyer’s PayPal order', () => {
  it('is completed only by that buyer, in the browser or app that opened it', async () => {
    const order = await bookingOrder(s.traveller.token, { booking_date: '2026-12-02' });
    const other = await signUp(s.t);
    // Someone else, even holding the secret: the order is that buyer's.
    const stolen = await authorize(order, { token: other.token, cookie: order.cookie });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('PAYPAL_ORDER_FORBIDDEN');
    // The buyer's session alone, from another browser: refused too.
    const elsewhere = await authorize(order, { token: s.traveller.token });
    expect(elsewhere.statusCode).toBe(403);
    await expectUntouched(order.id);

    const mine = await authorize(order, { token: s.traveller.token, cookie: order.cookie });
    expect(mine.statusCode, mine.body).toBe(201);
  });

  it('pays purchase-experience only with its secret', async () => {
    const order = await bookingOrder(s.traveller.token, { booking_date: '2026-12-03' });
    const payload = (secret?: string) =>
      purchasePayload(
        s.f,
        { method: 'paypal', order_id: order.id, ...(secret ? { order_secret: secret } : {}) },
        { booking_date: '2026-12-03' },
      );
    const without = await purchase(s.t, s.traveller.token, payload(), undefined, 'en');
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('PAYPAL_ORDER_FORBIDDEN');
    await expectUntouched(order.id);
    const answer = await purchase(s.t, s.traveller.token, payload(order.secret));
    expect(answer.statusCode, answer.body).toBe(201);
  });
});

describe('the selection a PayPal order was opened for', () => {
  it('refuses another departure at the same price: 409, nothing captured, no seat taken', async () => {
    const order = await bookingOrder(s.traveller.token, { booking_date: '2026-12-04' });
    const payment = { method: 'paypal', order_id: order.id, order_secret: order.secret };
    const before = await lastPurchaseId(s.t);
    const charges = await sandboxCharges(s.t);
    const swaps: Record<string, unknown>[] = [
      { booking_date: '2026-12-04', booking_hour: '14:00' },
      { booking_date: '2026-12-05' },
    ];
    for (const swap of swaps) {
      // The same price: what the order's amount alone could not tell apart.
      const quote = await s.quote({
        ...swap,
        participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
      });
      expect(quote.json().data.total).toBe(51);
      const answer = await purchase(
        s.t,
        s.traveller.token,
        purchasePayload(s.f, payment, swap),
        undefined,
        'en',
      );
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({
        code: 'PAYPAL_ORDER_SELECTION_CHANGED',
        message:
          'This PayPal payment was approved for another purchase. You were not charged: pay again for this one.',
      });
    }
    expect(await seatsAt(s.t, s.f.experienceId, '2026-12-04', '14:00')).toEqual({
      counter: null,
      purchases: 0,
    });
    expect(await seatsAt(s.t, s.f.experienceId, '2026-12-05', '08:00')).toEqual({
      counter: null,
      purchases: 0,
    });
    expect(await lastPurchaseId(s.t)).toBe(before);
    expect(await chargesSince(s.t, charges)).toEqual([]);
    await expectUntouched(order.id);

    // The selection it was opened for, named the same way, pays.
    const same = await purchase(
      s.t,
      s.traveller.token,
      purchasePayload(s.f, payment, { booking_date: '2026-12-04', booking_hour: '8:00' }),
    );
    expect(same.statusCode, same.body).toBe(201);
    expect(await seatsAt(s.t, s.f.experienceId, '2026-12-04', '08:00')).toEqual({ counter: 1, purchases: 1 });
  });

  it('refuses a gift card other than the one its order was opened for, at the same price', async () => {
    const opened = await call(s.t, 'paypal/giftcard/orders', {
      token: s.traveller.token,
      payload: { ...giftCardPayload({ amount: 40 }), captcha_token: 'off' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { id, order_secret: secret } = opened.json() as { id: string; order_secret: string };
    await approve(id);
    const other = giftCardPayload({
      amount: 40,
      delivery_details: {
        sender_user: { name: 'Ana Pérez', email: 'ana@example.com' },
        receiver_user: { name: 'Otra Persona', email: 'otra@example.com' },
      },
    });
    const payment = { method: 'paypal', order_id: id, order_secret: secret };
    const swapped = await createGiftCard(s.t, s.traveller.token, { ...other, payment, captcha_token: 'off' });
    expect(swapped.statusCode, swapped.body).toBe(409);
    expect(swapped.json().code).toBe('PAYPAL_ORDER_SELECTION_CHANGED');
    const unproven = await createGiftCard(s.t, s.traveller.token, {
      ...giftCardPayload({ amount: 40 }),
      payment: { method: 'paypal', order_id: id },
      captcha_token: 'off',
    });
    expect(unproven.statusCode).toBe(403);
    expect((await s.t.app.paypal.order(id))?.status).toBe('approved');

    // Its capture answers only the browser or app that opened it.
    const capture = (extra: { cookie?: string; order_secret?: string }) =>
      call(s.t, 'paypal/orders/giftcard/capture-paypal-order', {
        token: s.traveller.token,
        cookie: extra.cookie,
        payload: { order_id: id, ...(extra.order_secret ? { order_secret: extra.order_secret } : {}) },
      });
    const elsewhere = await capture({});
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('PAYPAL_ORDER_FORBIDDEN');
    const mine = await capture({ cookie: openerCookie(opened).split(';')[0]! });
    expect(mine.statusCode, mine.body).toBe(201);
  });
});
