/**
 * The purchase's lifecycle (docs/product.md § Purchase; decisions 0040, 0047 and 0052-lifecycles):
 * the one place that says which status may follow which, and who may take each step. Every write of a
 * purchase's status asks it first (purchase-status-write.server.ts, the status job), and the SQL that
 * applies it repeats the allowed sources in its `where`, so a race is decided by the database.
 *
 *   created ──► confirmed ──► in_progress ──► completed
 *      │            │
 *      └────────────┴──► canceled_by_customer | canceled_by_supplier | canceled_by_administration
 *
 * Nothing leaves completed or a cancellation. A purchase already under way (in_progress) can no longer
 * be cancelled: the activity is happening. A `created` purchase whose payment failed or was abandoned
 * moves to `payment_failed` (decision 0047): it was never a booking, so no traveller ever sees it, and it
 * is not a cancellation by anyone.
 *
 * The states are common/lifecycle-states.ts's list, which the database enum (`purchase_status`) is made
 * from; the steps below are a record over them, so a state added there and not here does not compile.
 */
import { PURCHASE_STATES } from '../../common/lifecycle-states';
import { defineLifecycle } from '../lifecycle';

/** Every value of the `status` column: the public statuses and the internal `payment_failed`. */
export type StoredPurchaseStatus = (typeof PURCHASE_STATES)[number];

/** The stored state of a purchase that never became a booking (decision 0047); never answered. */
export const PAYMENT_FAILED = 'payment_failed' satisfies StoredPurchaseStatus;

/** The statuses a traveller's answers may carry (all but payment_failed), in the product's order. */
export type PurchaseStatus = Exclude<StoredPurchaseStatus, typeof PAYMENT_FAILED>;
export const PURCHASE_STATUSES = PURCHASE_STATES.filter(
  (status): status is PurchaseStatus => status !== PAYMENT_FAILED,
);

/** Who cancels: the traveller, the operator, or the marketplace's staff (each its own status). */
export type Canceller = 'customer' | 'supplier' | 'administration';

export const CANCELED_STATUS: Readonly<Record<Canceller, PurchaseStatus>> = {
  customer: 'canceled_by_customer',
  supplier: 'canceled_by_supplier',
  administration: 'canceled_by_administration',
};

export const CANCELED_STATUSES: readonly PurchaseStatus[] = Object.values(CANCELED_STATUS);

/** Each cancellation, taken by its own canceller only. */
const cancellations = {
  canceled_by_customer: ['customer'],
  canceled_by_supplier: ['supplier'],
  canceled_by_administration: ['administration'],
} as const;

export const purchaseLifecycle = defineLifecycle<StoredPurchaseStatus>({
  name: 'purchase',
  states: PURCHASE_STATES,
  // Placed unpaid (created), or paid at once by wallet credit alone (confirmed).
  initial: ['created', 'confirmed'],
  steps: {
    // The payment pipeline and the reconciler, on the provider's answer.
    created: { confirmed: ['system'], ...cancellations, payment_failed: ['system'] },
    // The status job, on the clock.
    confirmed: { in_progress: ['system'], ...cancellations },
    in_progress: { completed: ['system'] },
    completed: {},
    canceled_by_customer: {},
    canceled_by_supplier: {},
    canceled_by_administration: {},
    payment_failed: {},
  },
});

/** Statuses from which a purchase may still be cancelled. */
export const CANCELABLE_STATUSES: readonly PurchaseStatus[] = PURCHASE_STATUSES.filter((from) =>
  purchaseLifecycle.can(from, 'canceled_by_customer'),
);

/** Statuses whose participants occupy places of their departure. */
export const SEAT_HOLDING_STATUSES = ['created', 'confirmed', 'in_progress', 'completed'] as const;

export function isPurchaseStatus(value: unknown): value is PurchaseStatus {
  return (PURCHASE_STATUSES as readonly unknown[]).includes(value);
}

export const canTransition = (from: StoredPurchaseStatus, to: StoredPurchaseStatus): boolean =>
  purchaseLifecycle.can(from, to);

/** The statuses a purchase may move to `to` from (what a conditional update puts in its `where`). */
export const sourcesOf = (to: StoredPurchaseStatus): StoredPurchaseStatus[] =>
  purchaseLifecycle.sourcesOf(to);

export const assertTransition = (from: StoredPurchaseStatus, to: StoredPurchaseStatus): void =>
  purchaseLifecycle.assert(from, to);

/** Whether a status (as stored or answered; an unknown one is not) is a cancellation by anyone. */
export function isCanceled(status: string): boolean {
  return (CANCELED_STATUSES as readonly string[]).includes(status);
}

/**
 * The numeric codes of `edit-purchase/{id}` (cancelled is value 6 on edit). The other
 * numbers follow the product's order of statuses; only 6 is accepted from a traveller.
 */
export const STATUS_CODES: Readonly<Record<PurchaseStatus, number>> = {
  created: 1,
  confirmed: 2,
  in_progress: 3,
  completed: 4,
  canceled_by_supplier: 5,
  canceled_by_customer: 6,
  canceled_by_administration: 7,
};
export const CANCEL_STATUS_CODE = STATUS_CODES.canceled_by_customer;

/**
 * How a page shows a status (the agenda's badge): done, ahead, cancelled, or unknown for a value this
 * version does not know (a newer server's).
 */
export type StatusTone = 'done' | 'ahead' | 'canceled' | 'unknown';

export function statusTone(status: string): StatusTone {
  if (isCanceled(status)) return 'canceled';
  if (status === 'confirmed' || status === 'completed') return 'done';
  return isPurchaseStatus(status) ? 'ahead' : 'unknown';
}
