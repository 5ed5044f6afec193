import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paypalOrders } from '../../db/schema/payments';
import { purchases } from '../../db/schema/purchases';
import { AppError } from '../errors';
import {
  closedOrderStatus,
  paypalOrderLifecycle,
  type PaypalOrderStatus,
} from '../payments/paypal-order-lifecycle';
import type { PaypalOrderRow } from './paypal-buyer.server';
import { assertOrderOpener } from './paypal-order-opener.server';

/**
 * The booking order a signed-in buyer names when paying `purchase-experience` with PayPal: one the product
 * opened for this buyer's booking (never a gift card's, never someone else's or a guest's, which
 * `authorize-paypal-order` completes), presented with the secret its opener was given (docs/decisions/0046),
 * so the purchase charges exactly the amount the order was opened and approved for.
 */
export async function buyersBookingPaypalOrder(
  db: Db,
  orderId: string,
  userId: number,
  openerSecret: string | undefined,
): Promise<PaypalOrderRow> {
  const [order] = await db.select().from(paypalOrders).where(eq(paypalOrders.id, orderId));
  if (!order || order.kind !== 'purchase') {
    throw new AppError(404, 'PAYPAL_ORDER_UNKNOWN', 'payment.paypalOrderUnknown');
  }
  if (order.userId !== userId) {
    throw new AppError(403, 'PAYPAL_ORDER_FORBIDDEN', 'payment.paypalOrderForbidden');
  }
  assertOrderOpener(order, openerSecret);
  return order;
}

/** A booking's PayPal order by id, for authorize-paypal-order: a gift card's order is unknown here. */
export async function bookingPaypalOrder(db: Db, orderId: string): Promise<PaypalOrderRow> {
  const [order] = await db.select().from(paypalOrders).where(eq(paypalOrders.id, orderId));
  if (!order || order.kind !== 'purchase') {
    throw new AppError(404, 'PAYPAL_ORDER_UNKNOWN', 'payment.paypalOrderUnknown');
  }
  return order;
}

/** The `where` of a capture's step to `to`: the order is still in a state the step leaves from. */
export const orderMayMove = (to: PaypalOrderStatus): SQL =>
  inArray(paypalOrders.status, paypalOrderLifecycle.sourcesOf(to, 'customer'));

/** A booking order that bought: it names its purchase, completed, or canceled when the payment failed. */
export async function closePurchasePaypalOrder(
  db: Db,
  orderId: string,
  result: { purchaseId: number; status: string },
  now: Date,
): Promise<void> {
  const status = closedOrderStatus(result.status === 'failed');
  await db
    .update(paypalOrders)
    .set({ status, purchaseId: result.purchaseId, updatedAt: now })
    .where(and(eq(paypalOrders.id, orderId), orderMayMove(status)));
}

/**
 * A replayed order answers only its buyer: the purchase it returns carries the voucher's secret. An order
 * that placed no purchase has nothing to hide.
 */
export async function assertReplayedOrderBuyer(
  db: Db,
  orderId: string,
  userId: number | undefined,
): Promise<void> {
  const [row] = await db
    .select({ userId: purchases.userId })
    .from(paypalOrders)
    .innerJoin(purchases, eq(purchases.id, paypalOrders.purchaseId))
    .where(eq(paypalOrders.id, orderId));
  if (row && row.userId !== userId) {
    throw new AppError(403, 'PAYPAL_ORDER_FORBIDDEN', 'payment.paypalOrderForbidden');
  }
}

/** A PayPal order opened for another selection (another departure, even at the same price) pays nothing. */
export const selectionChanged = () =>
  new AppError(409, 'PAYPAL_ORDER_SELECTION_CHANGED', 'payment.paypalOrderOtherSelection');
