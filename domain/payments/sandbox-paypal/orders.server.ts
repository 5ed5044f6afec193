import { and, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { sandboxPaypalOrders } from '../../../db/schema/payments';
import { randomString } from '../../accounts/random-codes';
import type { PaypalOrder, PaypalPayer } from '../paypal-provider';
import { withOrderId } from './return-urls';

/** The simulator's PayPal orders: their ids, their status over time, and the buyer's approval. */

/** A PayPal order left unapproved (or approved and not captured) this long expires, as real ones do. */
export const PAYPAL_ORDER_TTL_MS = 3 * 60 * 60 * 1000;

/** Where the simulator's approval pages live. */
export const SANDBOX_PAYPAL_PATH = '/sandbox/paypal/orders';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Ids shaped like PayPal's (17 upper-case letters and digits). */
export const newId = (prefix = '') => `${prefix}${randomString(17 - prefix.length, ID_ALPHABET)}`;

/** The shape of an order id, so a path with anything else is refused before any lookup. */
export const PAYPAL_ORDER_ID = /^[A-Z0-9]{17}$/;

export type OrderRow = typeof sandboxPaypalOrders.$inferSelect;

function isExpired(row: Pick<OrderRow, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= row.expiresAt.getTime();
}

/** The order's status as the provider reports it: an unfinished order past its time is expired. */
export function statusAt(row: OrderRow, now: Date): PaypalOrder['status'] {
  const status = row.status as PaypalOrder['status'];
  if ((status === 'created' || status === 'approved') && isExpired(row, now)) return 'expired';
  return status;
}

export function payerOf(row: OrderRow): PaypalPayer | null {
  if (!row.payerEmail) return null;
  return { email: row.payerEmail, firstName: row.payerFirstName ?? '', lastName: row.payerLastName ?? '' };
}

export async function findSandboxOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  if (!PAYPAL_ORDER_ID.test(id)) return null;
  const [row] = await db.select().from(sandboxPaypalOrders).where(eq(sandboxPaypalOrders.id, id));
  return row ?? null;
}

/** An order the approval page may act on, or why not. */
export type ApprovalState =
  | { ok: true; order: OrderRow; status: 'created' }
  | {
      ok: false;
      reason: 'unknown' | 'expired' | 'approved' | 'canceled' | 'captured';
      order: OrderRow | null;
    };

export function approvalState(order: OrderRow | null, now: Date): ApprovalState {
  if (!order) return { ok: false, reason: 'unknown', order: null };
  const status = statusAt(order, now);
  if (status === 'created') return { ok: true, order, status };
  if (status === 'expired') return { ok: false, reason: 'expired', order };
  if (status === 'canceled') return { ok: false, reason: 'canceled', order };
  if (status === 'approved') return { ok: false, reason: 'approved', order };
  return { ok: false, reason: 'captured', order };
}

/**
 * The buyer's decision on the approval page: `created` → `approved` (with the payer) or `canceled`, by a
 * conditional update, so of two clicks only one counts. Answers the address to send the buyer to, or why
 * the order cannot be decided (unknown, expired, decided already).
 */
export async function decideSandboxOrder(
  db: Db,
  id: string,
  decision: { approve: PaypalPayer } | { cancel: true },
  now: Date,
): Promise<{ ok: true; redirectTo: string } | Extract<ApprovalState, { ok: false }>> {
  if (!PAYPAL_ORDER_ID.test(id)) return { ok: false, reason: 'unknown', order: null };
  const values =
    'approve' in decision
      ? {
          status: 'approved',
          payerEmail: decision.approve.email,
          payerFirstName: decision.approve.firstName,
          payerLastName: decision.approve.lastName,
          updatedAt: now,
        }
      : { status: 'canceled', updatedAt: now };
  const [decided] = await db
    .update(sandboxPaypalOrders)
    .set(values)
    .where(
      and(
        eq(sandboxPaypalOrders.id, id),
        eq(sandboxPaypalOrders.status, 'created'),
        gt(sandboxPaypalOrders.expiresAt, now),
      ),
    )
    .returning();
  if (!decided) {
    const state = approvalState(await findSandboxOrder(db, id), now);
    // The update refused it, so the state cannot be `created` (unless it expired in between).
    return state.ok ? { ok: false, reason: 'expired', order: state.order } : state;
  }
  const target = 'approve' in decision ? decided.returnUrl : decided.cancelUrl;
  return { ok: true, redirectTo: withOrderId(target, decided.id) };
}
