import { sql } from 'drizzle-orm';
import { PURCHASE_STATES } from '../../common/lifecycle-states';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timeSlots } from './availability';
import { cents, createdAt, id, updatedAt } from './columns';
import { companies } from './companies';
import { experienceAddOns, experiences } from './experiences';
import { coupons } from './promotions';

/** The steps between its states: domain/purchases/purchase-lifecycle.ts. */
export const purchaseStatus = pgEnum('purchase_status', PURCHASE_STATES);

export const paymentMethod = pgEnum('payment_method', ['card', 'paypal', 'wallet']);

/**
 * A booking. Every amount is a server-computed snapshot in cents: catalogue prices may change later
 * without changing what the customer agreed to pay.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    /** Short public reference printed on e-mails and the agenda. */
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    timeSlotId: integer('time_slot_id').references(() => timeSlots.id),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    bookingHour: time('booking_hour').notNull(),
    /** The experience's zone at booking time; the start instant is bookingDate + bookingHour there. */
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: purchaseStatus('status').notNull().default('created'),
    langCode: text('lang_code').notNull().default('es'),
    totalParticipants: smallint('total_participants').notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    groupDiscountCents: cents('group_discount_cents').notNull().default(0),
    addOnsCents: cents('add_ons_cents').notNull().default(0),
    couponDiscountCents: cents('coupon_discount_cents').notNull().default(0),
    serviceFeeCents: cents('service_fee_cents').notNull().default(0),
    /** Everything the customer owes: subtotal - discounts + add-ons + service fee. */
    totalCostCents: cents('total_cost_cents').notNull(),
    /** Part of the total covered by wallet credit. */
    walletDiscountCents: cents('wallet_discount_cents').notNull().default(0),
    /** Part of the total charged to the card or PayPal. */
    totalPaymentCents: cents('total_payment_cents').notNull(),
    refundedCents: cents('refunded_cents').notNull().default(0),
    /**
     * The operator's share, fixed when the booking is placed with the company's rate of that day
     * (domain/earnings/operator-share.ts, docs/decisions/0064-operator-earnings-basis.md): the marketplace's
     * commission and what it owes the operator; together they are the booking's price.
     */
    commissionCents: cents('commission_cents').notNull(),
    operatorPayableCents: cents('operator_payable_cents').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    paymentMethod: paymentMethod('payment_method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    hasTransport: boolean('has_transport').notNull().default(false),
    /** The secret in the voucher link the confirmation e-mail carries (the page needs no sign-in). */
    voucherToken: text('voucher_token').unique(),
    /**
     * The experience's cancellation policy when it was booked (1 non-refundable … 6 15 days): the terms
     * the traveller agreed to, whatever the operator changes later.
     */
    cancellationPolicy: smallint('cancellation_policy').notNull().default(1),
    /** The experience's duration when booked: the status job completes the purchase after it. */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** When the day-before reminder was written to the outbox (sent once, docs/decisions/0040). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * When the review request was dealt with, in the transaction that completed the purchase (once):
     * written to the outbox, or withheld because the address unsubscribed from promotional mail.
     */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /**
     * The operator's day (docs/decisions/0064-operator-earnings-basis.md § Check-in): when the traveller was
     * checked in at the meeting point, by which operator user; or when, after the departure, the operator
     * marked them as not having come (no refund). At most one of the two.
     */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * Why a purchase that never became a booking ended (status payment_failed, decision 0047): the
     * provider's or the pipeline's code (DECLINED, EXPIRED_CARD, ABANDONED…), for support and the reconciler.
     */
    endedReason: text('ended_reason'),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.startsAt),
    index('purchases_experience_idx').on(t.experienceId),
    // The admins' booking search (docs/decisions/0074-admin-booking-support): newest first, by filter.
    index('purchases_company_starts_idx').on(t.companyId, t.startsAt.desc(), t.id.desc()),
    index('purchases_experience_starts_idx').on(t.experienceId, t.startsAt.desc(), t.id.desc()),
    index('purchases_booking_date_idx').on(t.bookingDate, t.id.desc()),
    index('purchases_starts_idx').on(t.startsAt.desc(), t.id.desc()),
    // The admins' dashboard reads bookings by the day they were placed (docs/decisions/0078-admin-dashboard).
    index('purchases_created_idx').on(t.createdAt),
    // The status job's scan: purchases still moving through the graph, by start.
    index('purchases_active_idx')
      .on(t.startsAt)
      .where(sql`${t.status} in ('created', 'confirmed', 'in_progress')`),
    check(
      'purchases_amounts_check',
      sql`${t.totalCostCents} >= 0 and ${t.totalPaymentCents} >= 0 and ${t.walletDiscountCents} >= 0 and ${t.totalPaymentCents} + ${t.walletDiscountCents} = ${t.totalCostCents}`,
    ),
    // A purchase that never became a booking says why (decision 0047). Compared as text: a value added to
    // the enum cannot be used in the transaction that adds it.
    check(
      'purchases_operator_share_check',
      sql`${t.commissionCents} + ${t.operatorPayableCents} = ${t.subtotalCents} - ${t.groupDiscountCents} + ${t.addOnsCents}`,
    ),
    check('purchases_attendance_check', sql`${t.checkedInAt} is null or ${t.noShowAt} is null`),
    check(
      'purchases_ended_reason_check',
      sql`${t.status}::text <> 'payment_failed' or ${t.endedReason} is not null`,
    ),
  ],
);

export const participantTier = pgEnum('participant_tier', ['adults', 'children', 'babies', 'seniors']);

export const purchaseParticipants = pgTable(
  'purchase_participants',
  {
    id: id(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    tier: participantTier('tier').notNull(),
    quantity: smallint('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
  },
  (t) => [index('purchase_participants_purchase_idx').on(t.purchaseId)],
);

export const purchaseAddOns = pgTable(
  'purchase_add_ons',
  {
    id: id(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    experienceAddOnId: integer('experience_add_on_id').references(() => experienceAddOns.id),
    /** Name, type and price as they were when booked. */
    name: text('name').notNull(),
    typeCode: smallint('type_code').notNull(),
    applyTo: smallint('apply_to').notNull(),
    quantity: smallint('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
  },
  (t) => [index('purchase_add_ons_purchase_idx').on(t.purchaseId)],
);

export const purchasePickups = pgTable('purchase_pickups', {
  purchaseId: integer('purchase_id')
    .primaryKey()
    .references(() => purchases.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  address: text('address').notNull().default(''),
  notes: text('notes'),
});

export const purchaseStatusHistory = pgTable(
  'purchase_status_history',
  {
    id: id(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    fromStatus: purchaseStatus('from_status'),
    toStatus: purchaseStatus('to_status').notNull(),
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_status_history_purchase_idx').on(t.purchaseId)],
);

/** Every call to a payment provider (authorize, capture, void, refund), for reconciliation. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    giftCardId: integer('gift_card_id'),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull(),
    providerReference: text('provider_reference'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_transactions_purchase_idx').on(t.purchaseId),
    check('payment_transactions_kind_check', sql`${t.kind} in ('authorize', 'capture', 'void', 'refund')`),
  ],
);

/**
 * The money a cancellation gives back, one row per way it was paid (decision 0040). Written in the
 * cancelling transaction, so a cancelled purchase always has its refunds recorded: the wallet part is
 * `done` at once (a ledger posting in the same transaction); the card and PayPal parts are `pending`
 * until the provider answers, with `provider_key` the idempotency key the provider sees, so a retry
 * (the live request, the reconciler after a crash) never refunds twice.
 */
export const purchaseRefunds = pgTable(
  'purchase_refunds',
  {
    id: id(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    method: paymentMethod('method').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** pending → done | failed (failed: the provider refused; an operator looks at it). */
    status: text('status').notNull().default('pending'),
    /** The payment attempt whose charge is refunded (card and PayPal). */
    attemptId: integer('attempt_id'),
    providerKey: text('provider_key').unique(),
    providerReference: text('provider_reference'),
    errorCode: text('error_code'),
    attempts: smallint('attempts').notNull().default(0),
    /**
     * `cancellation`: one row per method, the rest of what was paid; `partial`: an admin's refund
     * (docs/decisions/0074-admin-booking-support), several per method.
     */
    kind: text('kind').notNull().default('cancellation'),
    /** A partial refund's rows (one per method it went to) share the id of its first row. */
    operationId: integer('operation_id'),
    /** Why an admin refunded, and who: kept for the booking's story and the audit log. */
    reason: text('reason'),
    actorUserId: integer('actor_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_refunds_purchase_method_idx')
      .on(t.purchaseId, t.method)
      .where(sql`${t.kind} = 'cancellation'`),
    index('purchase_refunds_purchase_idx').on(t.purchaseId, t.id),
    index('purchase_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('purchase_refunds_created_idx').on(t.createdAt),
    check('purchase_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('purchase_refunds_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    check('purchase_refunds_kind_check', sql`${t.kind} in ('cancellation', 'partial')`),
  ],
);
