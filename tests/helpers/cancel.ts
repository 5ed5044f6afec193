import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/client';
import { decideSandboxOrder } from '../../domain/payments/sandbox-paypal.server';
import { call } from './accounts';
import type { BookingFixture } from './booking-fixture';
import { authenticatedCard, purchase, purchasePayload } from './checkout';
import type { TestApp } from './test-app';

/** `edit-purchase/{id}` as the agenda calls it: `{ status: 6 }` cancels, unless another code is given. */
export function cancelCall(
  t: TestApp,
  token: string | undefined,
  purchaseId: number,
  options: { status?: unknown; lang?: 'es' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  return call(t, `edit-purchase/${purchaseId}`, {
    token,
    lang: options.lang,
    payload: { status: options.status === undefined ? 6 : options.status },
  });
}

export interface RefundRow {
  method: string;
  amount_cents: number;
  status: string;
  provider_key: string | null;
  provider_reference: string | null;
  attempt_id: number | null;
  attempts: number;
}

export function refundRows(t: TestApp, purchaseId: number): Promise<RefundRow[]> {
  return queryRows<RefundRow>(
    t.database.db,
    sql`select method::text as method, amount_cents, status, provider_key, provider_reference, attempt_id, attempts
      from purchase_refunds where purchase_id = ${purchaseId} order by method`,
  );
}

/** The purchase's row as the cancellation leaves it, with its attempts' statuses. */
export async function purchaseState(t: TestApp, purchaseId: number) {
  const [row] = await queryRows<{ status: string; refunded_cents: number; canceled_at: Date | null }>(
    t.database.db,
    sql`select status::text as status, refunded_cents, canceled_at from purchases where id = ${purchaseId}`,
  );
  const attempts = await queryRows<{ status: string }>(
    t.database.db,
    sql`select status from payment_attempts where purchase_id = ${purchaseId} order by id`,
  );
  return { ...row!, attempts: attempts.map((attempt) => attempt.status) };
}

/** How often the wallet credit of a purchase was given back (the ledger's transactions for it). */
export async function walletReturns(t: TestApp, purchaseId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from ledger_transactions
      where kind = 'purchase_credit_return' and reference_type = 'purchase' and reference_id = ${String(purchaseId)}`,
  );
  return row!.count;
}

/** Refunds the sandboxes made for charges of this purchase (card and PayPal). */
export async function providerRefunds(t: TestApp, purchaseId: number) {
  return queryRows<{ amount_cents: number; idempotency_key: string }>(
    t.database.db,
    sql`select c.amount_cents, c.idempotency_key from sandbox_charges c
      where c.operation = 'refund' and c.idempotency_key like ${`refund:${purchaseId}:%`}`,
  );
}

export async function walletBalance(t: TestApp, traveller: { id: number; token: string }): Promise<number> {
  const wallet = await call(t, `get-wallet/${traveller.id}`, { token: traveller.token });
  return (wallet.json() as { available_balance: number }).available_balance;
}

/** A card purchase through the checkout (1 adult, 51 USD), optionally with the wallet. */
export async function cardPurchase(
  t: TestApp,
  f: BookingFixture,
  traveller: { token: string },
  overrides: { booking_date: string; apply_wallet?: boolean; walletCents?: number },
  lang: 'es' | 'en' = 'es',
): Promise<{ id: number; data: Record<string, unknown> }> {
  const charged = 51 - (overrides.apply_wallet ? (overrides.walletCents ?? 1500) / 100 : 0);
  const card = await authenticatedCard(t, traveller.token, charged);
  const answer = await purchase(
    t,
    traveller.token,
    purchasePayload(f, card, {
      booking_date: overrides.booking_date,
      apply_wallet: overrides.apply_wallet ?? false,
    }),
    undefined,
    lang,
  );
  if (answer.statusCode !== 201) throw new Error(`purchase failed: ${answer.body}`);
  const data = answer.json().data as Record<string, unknown>;
  return { id: data.id as number, data };
}

/** A PayPal purchase through the checkout: order, the buyer's approval on the simulator, completion. */
export async function paypalPurchase(
  t: TestApp,
  f: BookingFixture,
  traveller: { token: string; email: string },
  bookingDate: string,
  lang: 'es' | 'en' = 'es',
): Promise<{ id: number; data: Record<string, unknown> }> {
  const order = await call(t, 'paypal/orders', {
    token: traveller.token,
    lang,
    payload: {
      experience_id: f.experienceId,
      booking_date: bookingDate,
      booking_hour: '08:00',
      participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
      additional_products: [],
      apply_wallet: false,
    },
  });
  if (order.statusCode !== 201) throw new Error(`order failed: ${order.body}`);
  const { id, order_secret: secret } = order.json() as { id: string; order_secret: string };
  const approved = await decideSandboxOrder(
    t.database.db,
    id,
    { approve: { email: traveller.email, firstName: 'Ana', lastName: 'Pérez' } },
    t.app.clock(),
  );
  if (!approved.ok) throw new Error(`approval failed: ${approved.reason}`);
  const answer = await call(t, 'paypal/orders/authorize-paypal-order', {
    token: traveller.token,
    lang,
    payload: { order_id: id, order_secret: secret },
  });
  if (answer.statusCode !== 201) throw new Error(`PayPal purchase failed: ${answer.body}`);
  const data = answer.json().data as Record<string, unknown>;
  return { id: data.id as number, data };
}
