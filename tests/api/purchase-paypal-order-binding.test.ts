import { describe, expect, it } from 'vitest';
import { decideSandboxOrder } from '../../domain/payments/sandbox-paypal.server';
import { call, signUp } from '../helpers/accounts';
import { bookingSuite } from '../helpers/booking-fixture';
import { purchase, purchasePayload } from '../helpers/checkout';
import { giftCardPayload } from '../helpers/gift-card-purchase';

/**
 * `purchase-experience` paid with PayPal names an order: only an order the product opened for this
 * buyer's booking may pay, and the booking must cost exactly what that order was approved for. Without
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

async function bookingOrder(token: string | undefined, overrides: Record<string, unknown> = {}) {
  const { payment: _payment, captcha_token: _captcha, ...selection } = purchasePayload(s.f, null, overrides);
  const opened = await call(s.t, 'paypal/orders', { token, payload: { ...selection, captcha_token: 'off' } });
  expect(opened.statusCode, opened.body).toBe(201);
  return approved(opened.json().id as string);
}

const paypal = (orderId: string) => ({ method: 'paypal', order_id: orderId });

describe('purchase-experience with a PayPal order', () => {
  it('refuses a gift card’s order (404), whatever it was approved for', async () => {
    const opened = await call(s.t, 'paypal/giftcard/orders', {
      token: s.traveller.token,
      payload: { ...giftCardPayload({ amount: 5 }), captcha_token: 'off' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const orderId = await approved(opened.json().id as string);
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

  it('refuses a booking that costs more than the order was approved for (409), and charges nothing', async () => {
    const orderId = await bookingOrder(s.traveller.token);
    const larger = purchasePayload(s.f, paypal(orderId), {
      participants: { adults: 3, children: 0, babies: 0, seniors: 0 },
    });
    const answer = await purchase(s.t, s.traveller.token, larger);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('PRICE_CHANGED');
    expect((await s.t.app.paypal.order(orderId))?.status).toBe('approved');
  });

  it('pays the booking the buyer’s own order was opened for', async () => {
    const orderId = await bookingOrder(s.traveller.token);
    const answer = await purchase(s.t, s.traveller.token, purchasePayload(s.f, paypal(orderId)));
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await s.t.app.paypal.order(orderId))?.status).toBe('captured');
  });
});
