/**
 * Cancelling a purchase (docs/decisions/0040): by its traveller inside the policy's window,
 * by the operator (docs/decisions/0068-supplier-cancellations.md) or the administration at any time before it
 * starts, always with a full refund of everything paid.
 *
 * One transaction decides and records everything: the purchase row is locked, the rule is checked on
 * what the lock returned, the status moves by a conditional update through the graph (a concurrent
 * second cancellation finds it cancelled: 409, never a second refund), the seats, the wallet credit and
 * the coupon use go back, the refund rows and the e-mail are written. Only after the commit are the
 * card and PayPal refunds asked of their providers, each under its row's idempotency key; one that does
 * not answer stays pending for the reconciler (purchase-refunds.server.ts).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client';
import type { Lang } from '../../common/i18n/languages';
import type { Alternative } from '../supplier-cancellations/alternatives';
import type { CancelledDeparture } from '../supplier-cancellations/alternatives.server';
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
  paidFacts,
  recordRefunds,
  refundBreakdown,
  type RefundBreakdown,
  type RefundDeps,
  type RefundMethod,
  runPurchaseRefunds,
} from './purchase-refunds.server';
import { isBooking } from './booking-rows';
import { restOnCancel } from './refund-split';
import { moveStatus } from './purchase-status-write.server';
import { loadPurchaseVoucher } from './purchase-voucher.server';

export interface CancelDeps extends RefundDeps {
  links: EmailLinks;
  /** Where a provider refund that failed after the commit is reported (it stays pending). */
  onRefundError?: (error: unknown) => void;
  /**
   * The similar experiences with open departures near a cancelled one, offered in the supplier's
   * cancellation e-mail (supplier-cancellations/alternatives.server.ts); none when not given.
   */
  alternatives?: (tx: DbOrTx, cancelled: CancelledDeparture) => Promise<Alternative[]>;
}

/** The booking as it was and as the cancellation leaves it: what an operator's audit record keeps. */
export interface CancelChange {
  /** The booking's company (the audit record's). */
  companyId: number;
  before: { status: PurchaseStatus; code: string; refunded_cents: number };
  after: { status: PurchaseStatus; code: string; refunded_cents: number; reason: string | null };
}

export interface CancelInput {
  purchaseId: number;
  canceller: Canceller;
  /** The traveller, administrator or operator user asking; null for an internal call. */
  actorUserId: number | null;
  now: Date;
  /** Only a booking of this company (the operator's): another company's answers 404. */
  companyId?: number;
  /** Why, in the operator's words: kept in the history, told to the traveller. */
  reason?: string | null;
  /** Writes the audit record in the cancelling transaction (an operator's cancellation). */
  record?: (tx: Tx, change: CancelChange) => Promise<void>;
}

export interface CancelResult {
  purchaseId: number;
  status: PurchaseStatus;
  /** Cents given back by method: the wallet's already, the card's and PayPal's on their way. */
  refunded: RefundBreakdown;
}

interface LockedPurchase {
  user_id: number;
  code: string;
  lang_code: Lang;
  experience_id: number;
  booking_date: string;
  checked_in: boolean;
  no_show: boolean;
  status: PurchaseStatus;
  cancellation_policy: number;
  starts_at: Date | string;
  payment_method: RefundMethod;
  total_payment_cents: number;
  refunded_cents: number;
  company_id: number;
}

async function lockForCancel(tx: DbOrTx, purchaseId: number, companyId: number | undefined) {
  // The attempts first, then the purchase: the order confirmAttempt and releaseAttempt lock them in, so
  // a cancellation racing a payment's settlement waits for it instead of deadlocking with it.
  const attempts = await queryRows<{ status: string }>(
    tx,
    sql`select status from payment_attempts where purchase_id = ${purchaseId} order by id for update`,
  );
  const [row] = await queryRows<LockedPurchase>(
    tx,
    sql`select user_id, code, lang_code, experience_id, booking_date::text as booking_date,
        checked_in_at is not null as checked_in, no_show_at is not null as no_show, status,
        cancellation_policy, starts_at, payment_method::text as payment_method, total_payment_cents,
        refunded_cents, company_id
      from purchases p where id = ${purchaseId} and ${isBooking('p')}
        and (${companyId ?? null}::int is null or company_id = ${companyId ?? null}::int)
      for update`,
  );
  if (!row) throw new AppError(404, 'PURCHASE_NOT_FOUND', 'payment.purchaseNotFound');
  return { row, paymentPending: attempts.some((attempt) => attempt.status === 'pending') };
}

async function enqueueCancellationEmail(
  tx: DbOrTx,
  deps: CancelDeps,
  input: { purchaseId: number; canceller: Canceller; reason: string | null; row: LockedPurchase },
  refunded: RefundBreakdown,
  now: Date,
) {
  const { purchaseId, canceller, reason, row } = input;
  const voucher = await loadPurchaseVoucher(tx, { purchaseId });
  if (!voucher) return;
  const supplier =
    canceller === 'supplier'
      ? {
          reason,
          alternatives:
            (await deps.alternatives?.(tx, {
              experienceId: row.experience_id,
              date: row.booking_date,
              lang: row.lang_code,
            })) ?? [],
        }
      : undefined;
  await enqueueEmail(
    tx,
    { email: voucher.user.email, name: `${voucher.user.firstName} ${voucher.user.lastName}`.trim() },
    purchaseCancellationEmail(voucher, canceller, refunded, deps.links, supplier),
    now,
  );
}

export async function cancelPurchase(deps: CancelDeps, input: CancelInput): Promise<CancelResult> {
  const { purchaseId, canceller, actorUserId, now } = input;
  const reason = input.reason ?? null;
  const result = await deps.db.transaction(async (tx): Promise<CancelResult> => {
    const { row, paymentPending } = await lockForCancel(tx, purchaseId, input.companyId);
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
        checkedIn: row.checked_in,
        noShow: row.no_show,
      },
      { canceller, actorUserId },
      now,
    );
    if (refusal) throw refusal;
    const to = CANCELED_STATUS[canceller];
    const from = await moveStatus(tx, { purchaseId, to, actor: canceller, actorUserId, reason, now });
    if (from === null) throw new AppError(409, 'PURCHASE_ALREADY_CANCELED', 'cancelPurchase.alreadyCanceled');
    // All that remains: an admin's partial refunds (docs/decisions/0074-admin-booking-support) came off it.
    const rest = restOnCancel(await paidFacts(tx, purchaseId));
    const facts = await givenBackFacts(tx, purchaseId);
    const walletReturned = facts
      ? await giveBack(tx, { ...facts, walletDiscountCents: rest.wallet }, now)
      : 0;
    const refunded = await recordRefunds(
      tx,
      { id: purchaseId, paymentMethod: row.payment_method, totalPaymentCents: row.total_payment_cents },
      walletReturned,
      now,
      rest.provider,
    );
    await enqueueCancellationEmail(tx, deps, { purchaseId, canceller, reason, row }, refunded, now);
    // The operator's cancellation e-mails, whoever cancelled (docs/product.md § Operator e-mails).
    await enqueueOperatorBookingEmails(tx, purchaseId, { kind: 'cancellation', canceller }, deps.links, now);
    const refundedCents = refunded.wallet + refunded.card + refunded.paypal;
    await input.record?.(tx, {
      companyId: row.company_id,
      before: { status: row.status, code: row.code, refunded_cents: row.refunded_cents },
      after: { status: to, code: row.code, refunded_cents: row.refunded_cents + refundedCents, reason },
    });
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

/**
 * The operator cancels one of its company's bookings (docs/decisions/0068-supplier-cancellations.md): a full
 * refund, the reason in the history and the traveller's e-mail; `actorUserId` null for an internal call.
 */
export function cancelBySupplier(
  deps: CancelDeps,
  input: Omit<CancelInput, 'canceller' | 'actorUserId'> & { actorUserId?: number | null },
): Promise<CancelResult> {
  return cancelPurchase(deps, { ...input, canceller: 'supplier', actorUserId: input.actorUserId ?? null });
}
