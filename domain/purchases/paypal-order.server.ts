import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paypalOrders } from '../../db/schema/payments';
import { AppError } from '../errors';
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
