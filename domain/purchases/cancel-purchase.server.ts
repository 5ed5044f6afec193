/**
 * Cancelling a purchase (docs/decisions/0040): by its traveller inside the policy's window,
 * by the supplier or the administration at any time before it starts, always with a full refund.
 *
 * One transaction decides and records everything: the purchase row is locked, the rule is checked on
 * what the lock returned, the status moves by a conditional update through the graph (a concurrent
 * second cancellation finds it cancelled: 409, never a second refund), the seats, the wallet credit and
 * the coupon use go back, the refund rows and the e-mail are written. Only after the commit are the
 * card and PayPal refunds asked of their providers, each under its row's idempotency key; one that does
 * not answer stays pending for the reconciler (purchase-refunds.server.ts).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { CANCELED_STATUS, type Canceller, type PurchaseStatus } from './purchase-lifecycle';
import { type CancellationPolicyId, isCancellationPolicyId } from '../catalog/cancellation-policy';
import { enqueueEmail } from '../emails/outbox.server';
import { enqueueOperatorBookingEmails } from '../operators/operator-booking-emails.server';
import type { EmailLinks } from '../emails/rendered-email';
import { AppError } from '../errors';
import { cancelRefusal } from './cancel-rules';
import { purchaseCancellationEmail } from './cancellation-email';
import { giveBack, givenBackFacts } from './give-back.server';
import {
  recordRefunds,
  refundBreakdown,
  type RefundBreakdown,
  type RefundDeps,
  type RefundMethod,
  runPurchaseRefunds,
} from './purchase-refunds.server';
import { isBooking } from './booking-rows';
import { moveStatus } from './purchase-status-write.server';
import { loadPurchaseVoucher } from './purchase-voucher.server';

export interface CancelDeps extends RefundDeps {
  links: EmailLinks;
  /** Where a provider refund that failed after the commit is reported (it stays pending). */
  onRefundError?: (error: unknown) => void;
}

export interface CancelInput {
  purchaseId: number;
  canceller: Canceller;
  /** The traveller or administrator asking; null for the supplier's internal call. */
  actorUserId: number | null;
  now: Date;
}

export interface CancelResult {
  purchaseId: number;
  status: PurchaseStatus;
  /** Cents given back by method: the wallet's already, the card's and PayPal's on their way. */
  refunded: RefundBreakdown;
}

interface LockedPurchase {
  user_id: number;
  status: PurchaseStatus;
  cancellation_policy: number;
  starts_at: Date | string;
  payment_method: RefundMethod;
  total_payment_cents: number;
}

async function lockForCancel(tx: DbOrTx, purchaseId: number) {
  // The attempts first, then the purchase: the order confirmAttempt and releaseAttempt lock them in, so
  // a cancellation racing a payment's settlement waits for it instead of deadlocking with it.
  const attempts = await queryRows<{ status: string }>(
    tx,
    sql`select status from payment_attempts where purchase_id = ${purchaseId} order by id for update`,
  );
  const [row] = await queryRows<LockedPurchase>(
    tx,
    sql`select user_id, status, cancellation_policy, starts_at, payment_method::text as payment_method,
        total_payment_cents from purchases p where id = ${purchaseId} and ${isBooking('p')} for update`,
  );
  if (!row) throw new AppError(404, 'PURCHASE_NOT_FOUND', 'payment.purchaseNotFound');
  return { row, paymentPending: attempts.some((attempt) => attempt.status === 'pending') };
}

async function enqueueCancellationEmail(
  tx: DbOrTx,
  purchaseId: number,
  canceller: Canceller,
  refunded: RefundBreakdown,
  links: EmailLinks,
  now: Date,
) {
  const voucher = await loadPurchaseVoucher(tx, { purchaseId });
  if (!voucher) return;
  await enqueueEmail(
    tx,
    { email: voucher.user.email, name: `${voucher.user.firstName} ${voucher.user.lastName}`.trim() },
    purchaseCancellationEmail(voucher, canceller, refunded, links),
    now,
  );
}

export async function cancelPurchase(deps: CancelDeps, input: CancelInput): Promise<CancelResult> {
  const { purchaseId, canceller, actorUserId, now } = input;
  const result = await deps.db.transaction(async (tx): Promise<CancelResult> => {
    const { row, paymentPending } = await lockForCancel(tx, purchaseId);
    const policy: CancellationPolicyId = isCancellationPolicyId(row.cancellation_policy)
      ? row.cancellation_policy
      : 1;
    const refusal = cancelRefusal(
      {
        status: row.status,
        ownerId: row.user_id,
        cancellationPolicy: policy,
        startsAt: new Date(row.starts_at),
        paymentPending,
      },
      { canceller, actorUserId },
      now,
    );
    if (refusal) throw refusal;
    const to = CANCELED_STATUS[canceller];
    const from = await moveStatus(tx, { purchaseId, to, actor: canceller, actorUserId, now });
    if (from === null) throw new AppError(409, 'PURCHASE_ALREADY_CANCELED', 'cancelPurchase.alreadyCanceled');
    const facts = await givenBackFacts(tx, purchaseId);
    const walletReturned = facts ? await giveBack(tx, facts, now) : 0;
    const refunded = await recordRefunds(
      tx,
      { id: purchaseId, paymentMethod: row.payment_method, totalPaymentCents: row.total_payment_cents },
      walletReturned,
      now,
    );
    await enqueueCancellationEmail(tx, purchaseId, canceller, refunded, deps.links, now);
    // The operator's cancellation e-mails, whoever cancelled (docs/product.md § Operator e-mails).
    await enqueueOperatorBookingEmails(tx, purchaseId, { kind: 'cancellation', canceller }, deps.links, now);
    return { purchaseId, status: to, refunded };
  });
  try {
    await runPurchaseRefunds(deps, purchaseId);
  } catch (error) {
    // The cancellation stands and its refund rows are pending: the reconciler asks again.
    deps.onRefundError?.(error);
    return result;
  }
  // A refund the provider refused is no longer counted (an operator takes it from there).
  return { ...result, refunded: await refundBreakdown(deps.db, purchaseId) };
}

/** The operator cancels (an internal call: supplier tools are out of scope). Full refund. */
export function cancelBySupplier(
  deps: CancelDeps,
  input: { purchaseId: number; now: Date },
): Promise<CancelResult> {
  return cancelPurchase(deps, { ...input, canceller: 'supplier', actorUserId: null });
}
