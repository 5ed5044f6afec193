import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sandboxCharges } from '../../db/schema/payments';
import { call } from './accounts';
import type { BookingSuite } from './booking-fixture';

/**
 * The PayPal simulator's steps as its tests take them, on a booking suite's app (booking-fixture.ts:
 * Tuesday 24 at 08:00, 2 adults and a child): an order through POST /api/v1/paypal/orders, its approval
 * page, the buyer's decision and the capture rows the provider wrote.
 */
export function paypalOrders(s: BookingSuite) {
  async function createOrder(lang: 'es' | 'en' = 'es', extra: Record<string, unknown> = {}) {
    const response = await call(s.t, 'paypal/orders', {
      lang,
      payload: {
        experience_id: s.f.experienceId,
        booking_date: '2026-11-24',
        booking_hour: '08:00',
        participants: { adults: 2, children: 1 },
        additional_products: [],
        apply_wallet: false,
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; approve_url: string };
  }

  const page = (url: string) => s.t.app.inject({ method: 'GET', url });

  const buyerForm = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      email: 'buyer-1a2b3c@sandbox.paypal.test',
      first_name: 'Lucía',
      last_name: 'Herrera',
      ...overrides,
    }).toString();

  const decide = (id: string, action: 'approve' | 'cancel', body = buyerForm(), lang = 'es') =>
    s.t.app.inject({
      method: 'POST',
      url: `/sandbox/paypal/orders/${id}/${action}?lang=${lang}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: action === 'approve' ? body : '',
    });

  async function approvedOrder() {
    const { id } = await createOrder();
    expect((await decide(id, 'approve')).statusCode).toBe(303);
    return id;
  }

  const captureRows = (orderId: string) =>
    s.t.database.db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.paypalOrderId, orderId), eq(sandboxCharges.operation, 'capture')));

  return { createOrder, page, buyerForm, decide, approvedOrder, captureRows };
}
