import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { paypalOrders } from '../../db/schema/payments';
import { decideSandboxOrder } from '../../domain/payments/sandbox-paypal.server';
import { call, signUp } from '../helpers/accounts';
import {
  giftCardPayload,
  insertCoupon,
  receiptsTo,
  saleEntries,
  storedGiftCard,
  unbalancedTransactions,
} from '../helpers/gift-card-purchase';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * PayPal for gift cards (docs/decisions/0041 "Buying"): the order is opened for the card's total with
 * the request kept server-side, the buyer approves it in the sandbox, and one capture buys the card.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
  await insertCoupon(t, { code: 'GC-TEN', percent: 10 });
}, 120_000);
afterAll(() => t?.close());

/** The opener secret of each order this file opened (docs/decisions/0046), as the mobile app keeps it. */
const secrets = new Map<string, string>();

async function openOrder(
  token: string | undefined,
  overrides: Record<string, unknown> = {},
  lang: 'es' | 'en' = 'es',
) {
  const opened = await call(t, 'paypal/giftcard/orders', {
    token,
    lang,
    payload: { ...giftCardPayload(overrides), captcha_token: 'off' },
  });
  if (opened.statusCode === 201)
    secrets.set(opened.json().id as string, opened.json().order_secret as string);
  return opened;
}

async function approve(id: string, email: string) {
  const approved = await decideSandboxOrder(
    t.database.db,
    id,
    { approve: { email, firstName: 'Ana', lastName: 'Pérez' } },
    t.app.clock(),
  );
  if (!approved.ok) throw new Error(`approval failed: ${approved.reason}`);
  return approved.redirectTo;
}

const capture = (token: string | undefined, orderId: string, lang: 'es' | 'en' = 'es') =>
  call(t, 'paypal/orders/giftcard/capture-paypal-order', {
    token,
    lang,
    payload: { order_id: orderId, order_secret: secrets.get(orderId) },
  });

describe('PayPal gift-card orders', () => {
  it('opens an order for the total, approves it in the sandbox and captures it once', async () => {
    const buyer = await signUp(t, {}, 'en');
    const opened = await openOrder(buyer.token, { coupon_code: 'GC-TEN', amount: 80 }, 'en');
    expect(opened.statusCode).toBe(201);
    const { id, approve_url: approveUrl } = opened.json() as { id: string; approve_url: string };
    expect(approveUrl).toContain(id);
    const [row] = await t.database.db.select().from(paypalOrders).where(eq(paypalOrders.id, id));
    expect(row).toMatchObject({ kind: 'gift_card', userId: buyer.id, amountCents: 7200, status: 'created' });
    expect(row!.selection).toMatchObject({ amount: 80, coupon_code: 'GC-TEN', celebration_type: 'birthday' });

    expect(await approve(id, buyer.email)).toBe(`/giftcards/payment?paypal=approved&paypal_order=${id}`);
    const answer = await capture(buyer.token, id, 'en');
    expect(answer.statusCode).toBe(201);
    const data = answer.json().data;
    expect(data).toMatchObject({ amount: 80, total: 72, status: 'paid', delivery_date: '2026-12-24' });
    expect((await storedGiftCard(t, data.id))?.status).toBe('paid');
    expect(await saleEntries(t, data.id)).toEqual({
      customer_payments: -7200,
      promotions_expense: -800,
      gift_card_liability: 8000,
    });
    expect(await unbalancedTransactions(t)).toBe(0);
    expect(await receiptsTo(t, buyer.email)).toHaveLength(1);

    // Returning to the page again (a reload, a second tab) answers the same card; PayPal is captured once.
    const replay = await capture(buyer.token, id, 'en');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(answer.json());
    const charges = await queryRows<{ amount_cents: number; status: string }>(
      t.database.db,
      sql`select amount_cents, status from sandbox_charges where paypal_order_id = ${id}`,
    );
    expect(charges).toEqual([{ amount_cents: 7200, status: 'captured' }]);
    const [order] = await t.database.db.select().from(paypalOrders).where(eq(paypalOrders.id, id));
    expect(order).toMatchObject({ status: 'completed', giftCardId: data.id });
  });

  it('refuses another user’s order, an unapproved order, and a visitor', async () => {
    const [buyer, other] = [await signUp(t), await signUp(t)];
    const { id } = (await openOrder(buyer.token)).json() as { id: string };
    const notApproved = await capture(buyer.token, id);
    expect(notApproved.statusCode).toBe(400);
    expect(notApproved.json().code).toBe('PAYPAL_ORDER_NOT_APPROVED');
    await approve(id, buyer.email);
    const stranger = await capture(other.token, id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('PAYPAL_ORDER_FORBIDDEN');
    const anonymous = await capture(undefined, id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('LOGIN_REQUIRED');
    expect((await openOrder(undefined)).statusCode).toBe(401);
    // The buyer still buys with it afterwards (the refusals changed nothing).
    expect((await capture(buyer.token, id)).statusCode).toBe(201);
    expect((await capture(other.token, id)).statusCode).toBe(403);
  });

  it('keeps bookings’ and gift cards’ orders apart', async () => {
    const buyer = await signUp(t);
    const { id } = (await openOrder(buyer.token)).json() as { id: string };
    await approve(id, buyer.email);
    const asBooking = await call(t, 'paypal/orders/authorize-paypal-order', {
      token: buyer.token,
      payload: { order_id: id },
    });
    expect(asBooking.statusCode).toBe(404);
    expect(asBooking.json().code).toBe('PAYPAL_ORDER_UNKNOWN');
    await queryRows(
      t.database.db,
      sql`insert into paypal_orders (id, user_id, kind, selection, amount_cents)
        values ('BOOKING-ORDER-1', ${buyer.id}, 'purchase', '{}'::jsonb, 5000)`,
    );
    const asGiftCard = await capture(buyer.token, 'BOOKING-ORDER-1');
    expect(asGiftCard.statusCode).toBe(404);
    expect(asGiftCard.json().code).toBe('PAYPAL_ORDER_UNKNOWN');
  });

  it('refuses a request that is wrong before opening any order', async () => {
    const buyer = await signUp(t);
    const pastDate = await openOrder(buyer.token, { delivery_date: '2026-11-01' });
    expect(pastDate.statusCode).toBe(400);
    expect(pastDate.json().code).toBe('GIFT_CARD_DELIVERY_DATE');
    const tooMuch = await openOrder(buyer.token, { amount: 250 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('VALIDATION_ERROR');
    const unknownCoupon = await openOrder(buyer.token, { coupon_code: 'NOPE' });
    expect(unknownCoupon.statusCode).toBe(404);
    expect(unknownCoupon.json().error_reason).toBe('COUPON_NOT_FOUND');
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from paypal_orders where user_id = ${buyer.id}`,
    );
    expect(row!.count).toBe(0);
  });
});
