/**
 * Who may cancel a purchase, and why not (docs/decisions/0040). Pure: the cancelling
 * transaction reads the locked row and asks here; the agenda's `can_cancel` is the customer's rule of
 * purchase-json.ts, which this repeats with the reason it fails.
 */
import { CANCELABLE_STATUSES, type Canceller, isCanceled, type PurchaseStatus } from './purchase-lifecycle';
import { type CancellationPolicyId, isRefundable, isRefundableAt } from '../catalog/cancellation-policy';
import { AppError } from '../errors';
import { customerMayCancel } from './purchase-json';

export interface CancelFacts {
  status: PurchaseStatus;
  ownerId: number;
  cancellationPolicy: CancellationPolicyId;
  startsAt: Date;
  /** A payment attempt of the purchase is still waiting for its provider's answer. */
  paymentPending: boolean;
  /** Attendance recorded at the departure (decision 0064): the traveller was there, or did not come. */
  checkedIn?: boolean;
  noShow?: boolean;
}

export interface CancelRequest {
  canceller: Canceller;
  /** Who asks (the customer's session; the administrator; null for the supplier's internal call). */
  actorUserId: number | null;
}

const NS = 'cancelPurchase';

/** The refusal for this request, or null when the purchase may be cancelled now. */
export function cancelRefusal(facts: CancelFacts, request: CancelRequest, now: Date): AppError | null {
  if (request.canceller === 'customer' && facts.ownerId !== request.actorUserId) {
    return new AppError(403, 'PURCHASE_FORBIDDEN', 'payment.purchaseForbidden');
  }
  if (isCanceled(facts.status)) {
    return new AppError(409, 'PURCHASE_ALREADY_CANCELED', `${NS}.alreadyCanceled`);
  }
  // Attendance is recorded at the departure: it happened (docs/decisions/0068-supplier-cancellations.md).
  if (facts.checkedIn) return new AppError(409, 'PURCHASE_CHECKED_IN', `${NS}.checkedIn`);
  if (facts.noShow) return new AppError(409, 'PURCHASE_NO_SHOW', `${NS}.noShow`);
  if (request.canceller === 'supplier') {
    // The operator cancels what has not started yet, each reason named (0068-supplier-cancellations.md).
    if (facts.status === 'completed') return new AppError(409, 'PURCHASE_COMPLETED', `${NS}.completed`);
    if (
      facts.status === 'in_progress' ||
      (CANCELABLE_STATUSES.includes(facts.status) && facts.startsAt <= now)
    ) {
      return new AppError(409, 'PURCHASE_IN_PROGRESS', `${NS}.inProgress`);
    }
  }
  if (!CANCELABLE_STATUSES.includes(facts.status)) {
    return new AppError(409, 'PURCHASE_NOT_CANCELABLE', `${NS}.notCancelable`);
  }
  // The money of a pending payment is neither kept nor refused yet: cancelling now could not say what to
  // give back. The reconciler settles it within minutes (confirmed: cancellable; refused: cancelled).
  if (facts.paymentPending) {
    return new AppError(409, 'PURCHASE_PAYMENT_PENDING', `${NS}.paymentPending`);
  }
  if (request.canceller !== 'customer') return null;
  if (!isRefundable(facts.cancellationPolicy)) {
    return new AppError(409, 'PURCHASE_NOT_REFUNDABLE', `${NS}.notRefundable`);
  }
  if (!isRefundableAt(facts.cancellationPolicy, facts.startsAt, now)) {
    return new AppError(409, 'CANCEL_WINDOW_CLOSED', `${NS}.windowClosed`);
  }
  // Everything above is this rule with its reason; it stays the one definition of "may cancel".
  if (!customerMayCancel(facts, now)) {
    return new AppError(409, 'PURCHASE_NOT_CANCELABLE', `${NS}.notCancelable`);
  }
  return null;
}

/**
 * Whether the operator may cancel a booking now, from what a list shows of it: the supplier's refusals of
 * `cancelRefusal` (the policy and the owner do not bind an operator). A payment still pending is only
 * known to the cancelling transaction, which decides again on the locked row.
 */
export function supplierMayCancel(
  facts: Pick<CancelFacts, 'status' | 'startsAt' | 'checkedIn' | 'noShow'>,
  now: Date,
): boolean {
  const whole: CancelFacts = { ...facts, ownerId: 0, cancellationPolicy: 1, paymentPending: false };
  return cancelRefusal(whole, { canceller: 'supplier', actorUserId: null }, now) === null;
}
