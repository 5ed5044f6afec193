/**
 * The purchase status graph (docs/product.md § Purchase; docs/decisions/0040): the one place that says which status may
 * follow which. Every write of a purchase's status asks `canTransition` (or `assertTransition`) first,
 * and the SQL that applies it repeats the allowed sources in its `where`, so a race is decided by the
 * database, never by a stale read.
 *
 *   created ──► confirmed ──► in_progress ──► completed
 *      │            │
 *      └────────────┴──► canceled_by_customer | canceled_by_supplier | canceled_by_administration
 *
 * Nothing leaves completed or a cancellation. A purchase already under way (in_progress) can no longer
 * be cancelled: the activity is happening.
 *
 * Apart from the statuses of docs/product.md § Purchase, a `created` purchase whose payment failed or was abandoned moves to
 * `payment_failed` (decision 0047): it was never a booking, so no traveller ever sees it, and it is not a
 * cancellation by anyone.
 */

export const PURCHASE_STATUSES = [
  'created',
  'confirmed',
  'in_progress',
  'completed',
  'canceled_by_customer',
  'canceled_by_supplier',
  'canceled_by_administration',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The stored state of a purchase that never became a booking (decision 0047); never answered. */
export const PAYMENT_FAILED = 'payment_failed';
/** Every value of the `status` column: the statuses of docs/product.md § Purchase and the internal `payment_failed`. */
export type StoredPurchaseStatus = PurchaseStatus | typeof PAYMENT_FAILED;
const STORED_STATUSES: readonly StoredPurchaseStatus[] = [...PURCHASE_STATUSES, PAYMENT_FAILED];

/** Who cancels: the traveller, the operator, or the marketplace's staff. */
export type Canceller = 'customer' | 'supplier' | 'administration';

export const CANCELED_STATUS: Readonly<Record<Canceller, PurchaseStatus>> = {
  customer: 'canceled_by_customer',
  supplier: 'canceled_by_supplier',
  administration: 'canceled_by_administration',
};

export const CANCELED_STATUSES: readonly PurchaseStatus[] = Object.values(CANCELED_STATUS);

/** Statuses from which a purchase may still be cancelled. */
export const CANCELABLE_STATUSES: readonly PurchaseStatus[] = ['created', 'confirmed'];

/** Statuses whose participants occupy places of their departure. */
export const SEAT_HOLDING_STATUSES = ['created', 'confirmed', 'in_progress', 'completed'] as const;

const NEXT: Readonly<Record<StoredPurchaseStatus, readonly StoredPurchaseStatus[]>> = {
  created: ['confirmed', ...CANCELED_STATUSES, PAYMENT_FAILED],
  confirmed: ['in_progress', ...CANCELED_STATUSES],
  in_progress: ['completed'],
  completed: [],
  canceled_by_customer: [],
  canceled_by_supplier: [],
  canceled_by_administration: [],
  payment_failed: [],
};

export function isPurchaseStatus(value: unknown): value is PurchaseStatus {
  return (PURCHASE_STATUSES as readonly unknown[]).includes(value);
}

export function canTransition(from: StoredPurchaseStatus, to: StoredPurchaseStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses a purchase may move to `to` from (what a conditional update puts in its `where`). */
export function sourcesOf(to: StoredPurchaseStatus): StoredPurchaseStatus[] {
  return STORED_STATUSES.filter((from) => canTransition(from, to));
}

export function isCanceled(status: PurchaseStatus): boolean {
  return CANCELED_STATUSES.includes(status);
}

/** A transition the graph forbids: a programming error, never a traveller's (their calls check first). */
export class ForbiddenTransitionError extends Error {
  constructor(
    readonly from: StoredPurchaseStatus,
    readonly to: StoredPurchaseStatus,
  ) {
    super(`purchase status cannot go from ${from} to ${to}`);
  }
}

export function assertTransition(from: StoredPurchaseStatus, to: StoredPurchaseStatus): void {
  if (!canTransition(from, to)) throw new ForbiddenTransitionError(from, to);
}

/**
 * The numeric codes of `edit-purchase/{id}` (docs/decisions/0040: a traveller cancels with 6). The other
 * numbers follow the order of statuses in docs/product.md § Purchase; only 6 is accepted from a traveller.
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
