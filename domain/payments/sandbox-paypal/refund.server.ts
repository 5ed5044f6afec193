import { and, eq, isNotNull } from 'drizzle-orm';
import { sandboxCharges } from '../../../db/schema/payments';
import type { GatewayResult } from '../payment-gateway';
import type { PaypalProvider } from '../paypal-provider';
import { answerOf, chargeByKey, uniqueViolation } from './charges.server';
import { newId } from './orders.server';
import type { SandboxPaypalOptions } from './options';

/** Refunds of a capture, whole or in parts up to what was captured; once per key. */
export function sandboxPaypalRefund({ db, clock }: SandboxPaypalOptions): PaypalProvider['refund'] {
  return async function refund({ chargeId, amountCents, idempotencyKey }) {
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
  };
}
