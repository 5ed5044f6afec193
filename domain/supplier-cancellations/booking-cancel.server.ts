/**
 * An operator cancels one booking of its company (docs/decisions/0068-supplier-cancellations.md) through the
 * one cancellation path (domain/purchases/cancel-purchase.server.ts): a full refund, once. A retry of a
 * cancellation the operator already made (a phone that lost the answer) answers the same 200 with the
 * refund made then, and refunds nothing more; a booking its traveller cancelled first stays theirs (409).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { AppError } from '../errors';
import {
  type CancelDeps,
  type CancelInput,
  type CancelResult,
  cancelBySupplier,
} from '../purchases/cancel-purchase.server';
import { refundBreakdown } from '../purchases/purchase-refunds.server';

/** The operator's earlier cancellation of this booking of its company, or null. */
async function earlierSupplierCancellation(
  db: DbOrTx,
  companyId: number,
  purchaseId: number,
): Promise<CancelResult | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from purchases where id = ${purchaseId} and company_id = ${companyId}
      and status = 'canceled_by_supplier'`,
  );
  if (!row) return null;
  return { purchaseId, status: 'canceled_by_supplier', refunded: await refundBreakdown(db, purchaseId) };
}

export async function cancelBooking(
  deps: CancelDeps,
  input: Omit<CancelInput, 'canceller' | 'companyId'> & { companyId: number },
): Promise<CancelResult> {
  try {
    return await cancelBySupplier(deps, input);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PURCHASE_ALREADY_CANCELED') {
      const earlier = await earlierSupplierCancellation(deps.db, input.companyId, input.purchaseId);
      if (earlier) return earlier;
    }
    throw error;
  }
}
