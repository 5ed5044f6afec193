import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decideSandboxOrder } from '../../domain/payments/sandbox-paypal.server';
import { call, signUp } from '../helpers/accounts';
import { bookingSuite } from '../helpers/booking-fixture';
import { purchase, purchasePayload } from '../helpers/checkout';
import { giftCardPayload } from '../helpers/gift-card-purchase';

/**
 * `purchase-experience` paid with PayPal names an order: only an order the product opened for this
 * buyer's booking may pay, presented with its opener's secret, only for the selection it was opened for and
 * at exactly the amount it was approved for (docs/decisions/0046). Without
 * this, an approved 5 USD gift-card order (or someone else's order) could pay for any booking.
 */
const s = bookingSuite({ traveller: true, env: { CAPTCHA_PROVIDER: 'off' } });

async function approved(id: string) {
  const decided = await decideSandboxOrder(
    s.t.database.db,
    id,
    { approve: { email: 'payer@example.com', firstName: 'Ana', lastName: 'Pérez' } },
    s.t.app.clock(),
  );
  if (!decided.ok) throw new Error(`approval failed: ${decided.reason}`);
  return id;
}

/** The opener secret of each order this file opened (docs/decisions/0046), as the mobile app keeps it. */
const secrets = new Map<string, string>();

async function open(url: string, token: string | undefined, payload: Record<string, unknown>) {
  const opened = await call(s.t, url, { token, payload: { ...payload, captcha_token: 'off' } });
  expect(opened.statusCode, opened.body).toBe(201);
  secrets.set(opened.json().id as string, opened.json().order_secret as string);
  return approved(opened.json().id as string);
}

async function bookingOrder(token: string | undefined, overrides: Record<string, unknown> = {}) {
  const { payment: _payment, captcha_token: _captcha, ...selection } = purchasePayload(s.f, null, overrides);
  return open('paypal/orders', token, selection);
}

const paypal = (orderId: string) => ({
  method: 'paypal',
  order_id: orderId,
  order_secret: secrets.get(orderId),
});

describe('purchase-experience with a PayPal order', () => {
  it('refuses a gift card’s order (404), whatever it was approved for', async () => {
    const orderId = await open('paypal/giftcard/orders', s.traveller.token, giftCardPayload({ amount: 5 }));
    const answer = await purchase(s.t, s.traveller.token, purchasePayload(s.f, paypal(orderId)));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('PAYPAL_ORDER_UNKNOWN');
  });

  it('refuses another buyer’s order and a guest’s order (403)', async () => {
    const other = await signUp(s.t);
    for (const token of [other.token, undefined]) {
      const orderId = await bookingOrder(token);
      const answer = await purchase(
        s.t,
        s.traveller.token,
        purchasePayload(s.f, paypal(orderId)),
        undefined,
        'en',
      );
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'PAYPAL_ORDER_FORBIDDEN' });
    }
  });

  it('refuses a booking other than the one the order was opened for (409), and charges nothing', async () => {
    const orderId = await bookingOrder(s.traveller.token);
    const larger = purchasePayload(s.f, paypal(orderId), {
      participants: { adults: 3, children: 0, babies: 0, seniors: 0 },
    });
    const answer = await purchase(s.t, s.traveller.token, larger);
    expect(answer.statusCode).toBe(409);
    // docs/decisions/0046: the selection is compared before the price.
    expect(answer.json().code).toBe('PAYPAL_ORDER_SELECTION_CHANGED');
    expect((await s.t.app.paypal.order(orderId))?.status).toBe('approved');
  });

  it('refuses the same booking when its price changed since the order was opened (409), charging nothing', async () => {
    const orderId = await bookingOrder(s.traveller.token);
    const db = s.t.database.db;
    await db.execute(sql`update experiences set price_adults_cents = 5500 where id = ${s.f.experienceId}`);
    try {
      const answer = await purchase(s.t, s.traveller.token, purchasePayload(s.f, paypal(orderId)));
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('PRICE_CHANGED');
    } finally {
      await db.execute(sql`update experiences set price_adults_cents = 5000 where id = ${s.f.experienceId}`);
    }
    expect((await s.t.app.paypal.order(orderId))?.status).toBe('approved');
  });

  it('pays the booking the buyer’s own order was opened for', async () => {
    const orderId = await bookingOrder(s.traveller.token);
    const answer = await purchase(s.t, s.traveller.token, purchasePayload(s.f, paypal(orderId)));
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await s.t.app.paypal.order(orderId))?.status).toBe('captured');
  });
});
