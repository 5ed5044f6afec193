import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxCharges } from '../../../db/schema/payments';
import type { ChargeRecord, GatewayResult } from '../payment-gateway';

/** The simulator's PayPal captures and refunds as rows of sandbox_charges, and the answers they give. */

export function chargeRecord(row: typeof sandboxCharges.$inferSelect): ChargeRecord {
  return {
    chargeId: row.id,
    amountCents: row.amountCents,
    status: row.status as ChargeRecord['status'],
    refundedCents: row.refundedCents,
  };
}

export async function chargeByKey(db: DbOrTx, operation: 'capture' | 'refund', key: string) {
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
export const DECLINED_CAPTURE = {
  ok: false,
  code: 'DECLINED',
  message: 'The PayPal order cannot be captured: not approved, expired or captured already',
} as const;

/** A key's stored answer: what a retry with the same key gets back, whatever happened since. */
export function answerOf<T extends string>(
  row: typeof sandboxCharges.$inferSelect,
  field: T,
): GatewayResult<Record<T, string>> {
  if (row.status === 'declined') return DECLINED_CAPTURE;
  return { ok: true, [field]: row.id } as { ok: true } & Record<T, string>;
}

export const uniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    ((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505');
