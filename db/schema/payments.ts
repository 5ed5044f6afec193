import { sql } from 'drizzle-orm';
import { PAYMENT_ATTEMPT_STATES, PAYPAL_ORDER_STATES, sqlList } from '../../common/lifecycle-states';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cents, citext, createdAt, id, updatedAt } from './columns';
import { emailOutbox } from './platform';
import { giftCards } from './promotions';
import { purchases } from './purchases';

/**
 * One try at paying for a purchase (docs/decisions/0039). Written in the purchase's own transaction,
 * before any provider is called, so a crash between the provider's charge and the confirmation leaves a
 * row the reconciler can settle: `provider_key` is the idempotency key the provider saw, so asking the
 * provider again can never charge twice.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    /** What the attempt pays for: a purchase or a gift card, exactly one of them. */
    purchaseId: integer('purchase_id').references(() => purchases.id),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    /** The idempotency key sent to the provider: derived from this row, never from the client. */
    providerKey: text('provider_key').notNull().unique(),
    /** What is charged to the card or PayPal (wallet credit is not part of it). */
    amountCents: cents('amount_cents').notNull(),
    /** The steps between its states: domain/payments/payment-attempt-lifecycle.ts. */
    status: text('status', { enum: PAYMENT_ATTEMPT_STATES }).notNull().default('pending'),
    /** The provider's charge or order id once it answered. */
    providerReference: text('provider_reference'),
    /** The card token or PayPal order the charge was made with (never a card number). */
    source: text('source'),
    /**
     * The gateway's keyed fingerprint of the card number (HMAC with CARD_FINGERPRINT_KEY, never the number):
     * the same card on two accounts shows as the same value (docs/decisions/0042). Null for PayPal.
     */
    cardFingerprint: text('card_fingerprint'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_attempts_purchase_idx').on(t.purchaseId),
    index('payment_attempts_gift_card_idx').on(t.giftCardId),
    index('payment_attempts_user_idx').on(t.userId),
    check('payment_attempts_subject_check', sql`(${t.purchaseId} is null) <> (${t.giftCardId} is null)`),
    index('payment_attempts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_attempts_status_check', sql`${t.status} in (${sql.raw(sqlList(PAYMENT_ATTEMPT_STATES))})`),
  ],
);

/**
 * A PayPal order the product created for a booking selection or a gift card. The request and the
 * server's price are kept here, so what is bought after approval is what the buyer saw, and one order
 * buys once.
 */
export const paypalOrders = pgTable(
  'paypal_orders',
  {
    /** The provider's order id. */
    id: text('id').primaryKey(),
    /** The signed-in buyer; null for a guest, whose account is made after approval. */
    userId: integer('user_id').references(() => users.id),
    /** What the order buys: an experience (`purchase`) or a gift card (`gift_card`). */
    kind: text('kind').notNull().default('purchase'),
    /**
     * The purchase-experience or create-gift-card body (without payment), as validated when the order
     * was created.
     */
    selection: jsonb('selection').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /**
     * SHA-256 (hex) of the secret handed to the browser or app that opened the order: only it may complete
     * the order (docs/decisions/0046). Null for orders opened before that rule, which nobody can complete.
     */
    openerSecretHash: text('opener_secret_hash'),
    langCode: text('lang_code').notNull().default('es'),
    /** The steps between its states: domain/payments/paypal-order-lifecycle.ts. */
    status: text('status', { enum: PAYPAL_ORDER_STATES }).notNull().default('created'),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('paypal_orders_status_check', sql`${t.status} in (${sql.raw(sqlList(PAYPAL_ORDER_STATES))})`),
    check('paypal_orders_kind_check', sql`${t.kind} in ('purchase', 'gift_card')`),
  ],
);

// --- The sandbox providers' own state (PAYMENTS_PROVIDER=sandbox). A real provider keeps this itself.

/** Card tokens the sandbox gateway issued: brand, last four digits and the test card's behaviour. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expirationMonth: smallint('expiration_month').notNull(),
  expirationYear: smallint('expiration_year').notNull(),
  holderName: text('holder_name').notNull(),
  /** success | challenge | declined | expired | auth_failed (the sandbox's test cards). */
  behaviour: text('behaviour').notNull(),
  /** The card number's keyed fingerprint (HMAC-SHA256 with CARD_FINGERPRINT_KEY), as real gateways give one. */
  fingerprint: text('fingerprint'),
  createdAt: createdAt(),
});

/** 3-D Secure: one row per auth set-up (reference) and its enrolment check (transaction). */
export const sandboxAuthentications = pgTable(
  'sandbox_authentications',
  {
    referenceId: text('reference_id').primaryKey(),
    cardToken: text('card_token').notNull(),
    transactionId: text('transaction_id').unique(),
    amountCents: cents('amount_cents'),
    /** setup → frictionless | challenge → authenticated | failed. */
    status: text('status').notNull().default('setup'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_authentications_card_idx').on(t.cardToken)],
);

/** Charges the sandbox gateway made: what a test counts to prove nothing was charged twice. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** authorize, capture, void or refund: one key per operation, as real gateways scope them. */
    operation: text('operation').notNull().default('charge'),
    cardToken: text('card_token'),
    paypalOrderId: text('paypal_order_id'),
    amountCents: cents('amount_cents').notNull(),
    /** authorized | captured | voided | declined | refunded */
    status: text('status').notNull(),
    refundedCents: cents('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_charges_key_idx').on(t.operation, t.idempotencyKey)],
);

/** Orders of the PayPal simulator, with the buyer who approved them. */
export const sandboxPaypalOrders = pgTable('sandbox_paypal_orders', {
  id: text('id').primaryKey(),
  amountCents: cents('amount_cents').notNull(),
  /** created → approved | canceled; approved → authorized → captured. */
  status: text('status').notNull().default('created'),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  payerEmail: citext('payer_email'),
  payerFirstName: text('payer_first_name'),
  payerLastName: text('payer_last_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** A sandbox order expires like a real one: approval is refused after it. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** E-mail attachments (the voucher's QR code, the calendar invite), sent with their outbox row. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: id(),
    emailId: integer('email_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** Set for images the HTML shows inline (`cid:` URLs). */
    contentId: text('content_id'),
    contentBase64: text('content_base64').notNull(),
  },
  (t) => [index('email_attachments_email_idx').on(t.emailId)],
);
