/**
 * The PayPal simulator (PAYMENTS_PROVIDER=sandbox, docs/decisions/0039): orders, the buyer's approval on
 * /sandbox/paypal/orders/:id, capture and refund, kept in the sandbox tables so every process shares them.
 * It keeps the adapter contract a real PayPal adapter must keep: results are values, every money
 * operation answers its key's first result, an order is captured once, and findCharge reads the
 * simulator's own records.
 */
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sandboxCharges, sandboxPaypalOrders } from '../../db/schema/payments';
import { randomString } from '../accounts/random-codes';
import type { Clock } from '../clock';
import type { ChargeRecord, GatewayResult } from './payment-gateway';
import type { PaypalOrder, PaypalPayer, PaypalProvider } from './paypal-provider';

/** A PayPal order left unapproved (or approved and not captured) this long expires, as real ones do. */
export const PAYPAL_ORDER_TTL_MS = 3 * 60 * 60 * 1000;

/** Where the simulator's approval pages live. */
export const SANDBOX_PAYPAL_PATH = '/sandbox/paypal/orders';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Ids shaped like PayPal's (17 upper-case letters and digits). */
const newId = (prefix = '') => `${prefix}${randomString(17 - prefix.length, ID_ALPHABET)}`;

/** The shape of an order id, so a path with anything else is refused before any lookup. */
export const PAYPAL_ORDER_ID = /^[A-Z0-9]{17}$/;

type OrderRow = typeof sandboxPaypalOrders.$inferSelect;

/**
 * Whether `url` may be where the buyer is sent after the approval page: a path of this site (one leading
 * "/", not "//" nor "/\", which browsers read as another host) or an absolute address on PUBLIC_URL's
 * origin. Anything else would make the simulator an open redirect.
 */
export function isProductUrl(url: string, publicUrl: string | undefined): boolean {
  // Control characters and spaces are refused outright: browsers drop some of them before parsing.
  if (!url || /[\s\\]/.test(url) || [...url].some((char) => char.charCodeAt(0) < 32 || char === '\x7f')) {
    return false;
  }
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return false;
    const base = 'http://product.invalid';
    try {
      return new URL(url, base).origin === base;
    } catch {
      return false;
    }
  }
  if (!publicUrl) return false;
  try {
    const target = new URL(url);
    return (
      (target.protocol === 'https:' || target.protocol === 'http:') &&
      target.origin === new URL(publicUrl).origin
    );
  } catch {
    return false;
  }
}

/** The return or cancel address with the order's id added (`?paypal_order=` or `&paypal_order=`). */
export function withOrderId(url: string, orderId: string): string {
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}paypal_order=${encodeURIComponent(orderId)}${hash}`;
}

function isExpired(row: Pick<OrderRow, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= row.expiresAt.getTime();
}

/** The order's status as the provider reports it: an unfinished order past its time is expired. */
function statusAt(row: OrderRow, now: Date): PaypalOrder['status'] {
  const status = row.status as PaypalOrder['status'];
  if ((status === 'created' || status === 'approved') && isExpired(row, now)) return 'expired';
  return status;
}

function payerOf(row: OrderRow): PaypalPayer | null {
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

function chargeRecord(row: typeof sandboxCharges.$inferSelect): ChargeRecord {
  return {
    chargeId: row.id,
    amountCents: row.amountCents,
    status: row.status as ChargeRecord['status'],
    refundedCents: row.refundedCents,
  };
}

async function chargeByKey(db: DbOrTx, operation: 'capture' | 'refund', key: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.operation, operation),
        eq(sandboxCharges.idempotencyKey, key),
        isNotNull(sandboxCharges.paypalOrderId),
      ),
    );
  return row ?? null;
}

/**
 * A refused capture: the order was not approved, expired or was captured already (with another key). One
 * wording, so the key's stored answer is the same as the first.
 */
const DECLINED_CAPTURE = {
  ok: false,
  code: 'DECLINED',
  message: 'The PayPal order cannot be captured: not approved, expired or captured already',
} as const;

/** A key's stored answer: what a retry with the same key gets back, whatever happened since. */
function answerOf<T extends string>(
  row: typeof sandboxCharges.$inferSelect,
  field: T,
): GatewayResult<Record<T, string>> {
  if (row.status === 'declined') return DECLINED_CAPTURE;
  return { ok: true, [field]: row.id } as { ok: true } & Record<T, string>;
}

const uniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    ((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505');

export interface SandboxPaypalOptions {
  db: Db;
  clock: Clock;
  /** PUBLIC_URL: approval links are absolute on it; without it they are paths of this site. */
  publicUrl?: string | undefined;
}

export function createSandboxPaypal({ db, clock, publicUrl }: SandboxPaypalOptions): PaypalProvider {
  const origin = publicUrl ? new URL(publicUrl).origin : '';

  /** Records a refused capture under its key, so asking again answers the same refusal. */
  async function decline(
    orderId: string,
    key: string,
    amountCents: number,
  ): Promise<GatewayResult<{ chargeId: string }>> {
    const now = clock();
    try {
      await db.insert(sandboxCharges).values({
        id: newId('PD'),
        idempotencyKey: key,
        operation: 'capture',
        paypalOrderId: orderId,
        amountCents,
        status: 'declined',
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // The same key was answered meanwhile (a concurrent retry): that first answer is the answer.
      if (!uniqueViolation(error)) throw error;
      const first = await chargeByKey(db, 'capture', key);
      if (first) return answerOf(first, 'chargeId');
    }
    return DECLINED_CAPTURE;
  }

  return {
    name: 'sandbox-paypal',

    async createOrder({ amountCents, returnUrl, cancelUrl, lang }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new Error(`sandbox PayPal: amount must be positive integer cents, got ${amountCents}`);
      }
      // The product builds these addresses; one that leaves the site is a bug, not a buyer's input.
      for (const url of [returnUrl, cancelUrl]) {
        if (!isProductUrl(url, publicUrl)) throw new Error(`sandbox PayPal: refused return address ${url}`);
      }
      const now = clock();
      const id = newId();
      await db.insert(sandboxPaypalOrders).values({
        id,
        amountCents,
        returnUrl,
        cancelUrl,
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + PAYPAL_ORDER_TTL_MS),
      });
      const query = lang ? `?lang=${lang}` : '';
      return { id, approveUrl: `${origin}${SANDBOX_PAYPAL_PATH}/${id}${query}` };
    },

    async order(id) {
      const row = await findSandboxOrder(db, id);
      if (!row) return null;
      return {
        id: row.id,
        amountCents: row.amountCents,
        status: statusAt(row, clock()),
        payer: payerOf(row),
      };
    },

    async capture({ orderId, idempotencyKey }) {
      const first = await chargeByKey(db, 'capture', idempotencyKey);
      if (first) return answerOf(first, 'chargeId');
      const now = clock();
      const chargeId = newId('PC');
      try {
        const captured = await db.transaction(async (tx) => {
          // Only an approved, unexpired order moves to captured, and only once: a second capture, with
          // any other key, finds it captured already and is refused.
          const [order] = await tx
            .update(sandboxPaypalOrders)
            .set({ status: 'captured', updatedAt: now })
            .where(
              and(
                eq(sandboxPaypalOrders.id, orderId),
                inArray(sandboxPaypalOrders.status, ['approved', 'authorized']),
                gt(sandboxPaypalOrders.expiresAt, now),
              ),
            )
            .returning();
          if (!order) return null;
          await tx.insert(sandboxCharges).values({
            id: chargeId,
            idempotencyKey,
            operation: 'capture',
            paypalOrderId: orderId,
            amountCents: order.amountCents,
            status: 'captured',
            createdAt: now,
            updatedAt: now,
          });
          return order;
        });
        if (captured) return { ok: true, chargeId };
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
      }
      // Refused, or the same key won meanwhile in another request: that capture is this key's answer.
      const meanwhile = await chargeByKey(db, 'capture', idempotencyKey);
      if (meanwhile) return answerOf(meanwhile, 'chargeId');
      const order = await findSandboxOrder(db, orderId);
      // Nothing exists to capture: nothing is recorded, and asking again answers the same.
      if (!order) return { ok: false, code: 'UNKNOWN_TRANSACTION', message: 'Unknown PayPal order' };
      return decline(orderId, idempotencyKey, order.amountCents);
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const first = await chargeByKey(db, 'refund', idempotencyKey);
      if (first) return answerOf(first, 'refundId');
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        return { ok: false, code: 'DECLINED', message: 'A refund must be a positive amount' };
      }
      const now = clock();
      const refundId = newId('PR');
      try {
        const result = await db.transaction(async (tx): Promise<GatewayResult<{ refundId: string }>> => {
          const [charge] = await tx
            .select()
            .from(sandboxCharges)
            .where(
              and(
                eq(sandboxCharges.id, chargeId),
                eq(sandboxCharges.operation, 'capture'),
                isNotNull(sandboxCharges.paypalOrderId),
              ),
            )
            .for('update');
          if (!charge) return { ok: false, code: 'UNKNOWN_TRANSACTION', message: 'Unknown PayPal capture' };
          const refunded = charge.refundedCents + amountCents;
          if (!['captured', 'refunded'].includes(charge.status) || refunded > charge.amountCents) {
            return { ok: false, code: 'DECLINED', message: 'The refund exceeds what is left of the capture' };
          }
          await tx
            .update(sandboxCharges)
            .set({
              refundedCents: refunded,
              status: refunded === charge.amountCents ? 'refunded' : 'captured',
              updatedAt: now,
            })
            .where(eq(sandboxCharges.id, charge.id));
          await tx.insert(sandboxCharges).values({
            id: refundId,
            idempotencyKey,
            operation: 'refund',
            paypalOrderId: charge.paypalOrderId,
            amountCents,
            status: 'refunded',
            createdAt: now,
            updatedAt: now,
          });
          return { ok: true, refundId };
        });
        return result;
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
        const meanwhile = await chargeByKey(db, 'refund', idempotencyKey);
        if (meanwhile) return answerOf(meanwhile, 'refundId');
        throw error;
      }
    },

    async findCharge(captureKey) {
      const row = await chargeByKey(db, 'capture', captureKey);
      return row ? chargeRecord(row) : null;
    },
  };
}
