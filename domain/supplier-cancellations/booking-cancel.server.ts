/**
 * An operator cancels one booking of its company (docs/decisions/0068-supplier-cancellations.md), or the
 * marketplace team cancels any booking (docs/decisions/0074-admin-booking-support), through the one
 * cancellation path (domain/purchases/cancel-purchase.server.ts): a full refund, once. A retry of a
 * cancellation the same canceller already made (a phone that lost the answer) answers the same 200 with the
 * refund made then, and refunds nothing more; a booking someone else cancelled first stays theirs (409).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { AppError } from '../errors';
import {
  type CancelDeps,
  type CancelInput,
  type CancelResult,
  cancelPurchase,
} from '../purchases/cancel-purchase.server';
import { CANCELED_STATUS } from '../purchases/purchase-lifecycle';
import { refundBreakdown } from '../purchases/purchase-refunds.server';

/** This canceller's earlier cancellation of the booking (of the company, when one is given), or null. */
async function earlierCancellation(
  db: DbOrTx,
  input: Pick<CancelInput, 'purchaseId' | 'canceller' | 'companyId'>,
): Promise<CancelResult | null> {
  const status = CANCELED_STATUS[input.canceller];
  const companyId = input.companyId ?? null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from purchases where id = ${input.purchaseId}
      and (${companyId}::int is null or company_id = ${companyId}::int) and status::text = ${status}`,
  );
  if (!row) return null;
  return { purchaseId: input.purchaseId, status, refunded: await refundBreakdown(db, input.purchaseId) };
}

/** Cancels once: a repeat by the same canceller answers the first cancellation's refund. */
export async function cancelOnce(deps: CancelDeps, input: CancelInput): Promise<CancelResult> {
  try {
    return await cancelPurchase(deps, input);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PURCHASE_ALREADY_CANCELED') {
      const earlier = await earlierCancellation(deps.db, input);
      if (earlier) return earlier;
    }
    throw error;
  }
}

export function cancelBooking(
  deps: CancelDeps,
  input: Omit<CancelInput, 'canceller' | 'companyId' | 'actorUserId'> & {
    companyId: number;
    actorUserId?: number | null;
  },
): Promise<CancelResult> {
  return cancelOnce(deps, { ...input, canceller: 'supplier', actorUserId: input.actorUserId ?? null });
}
