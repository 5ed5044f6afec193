import { and, eq, gt, inArray } from 'drizzle-orm';
import { sandboxCharges, sandboxPaypalOrders } from '../../../db/schema/payments';
import type { GatewayResult } from '../payment-gateway';
import type { PaypalProvider } from '../paypal-provider';
import { answerOf, chargeByKey, DECLINED_CAPTURE, uniqueViolation } from './charges.server';
import { findSandboxOrder, newId } from './orders.server';
import type { SandboxPaypalOptions } from './options';

/**
 * The capture of an approved order: once per order (a second capture, with any key, is refused) and
 * once per key (a retry answers the first result, a refusal included).
 */
export function sandboxPaypalCapture({ db, clock }: SandboxPaypalOptions): PaypalProvider['capture'] {
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

  return async function capture({ orderId, idempotencyKey }) {
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
  };
}
