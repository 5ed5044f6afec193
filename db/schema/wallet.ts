import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { PAYOUT_STATES, sqlList } from '../../common/lifecycle-states';
import { cents, createdAt, id, updatedAt } from './columns';
import { companies } from './companies';

/**
 * Wallet credit is a double-entry ledger: every transaction moves money between accounts with entries
 * that sum to zero, and a balance is the sum of an account's immutable entries (docs/decisions).
 * User wallets carry credit balances (stored negative on the platform side, positive on the user side).
 * Each company's `operator_payable` account holds what the marketplace owes it: bookings earned, less
 * reversals and payouts (docs/decisions/0066-earnings-ledger.md); `operator_earnings` and `operator_payouts`
 * are the marketplace's counterparts.
 */
export const ledgerAccountKind = pgEnum('ledger_account_kind', [
  'user_wallet',
  'promotions_expense',
  'referral_expense',
  'gift_card_liability',
  'customer_payments',
  'operator_payable',
  'operator_earnings',
  'operator_payouts',
]);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    kind: ledgerAccountKind('kind').notNull(),
    /** Set for user wallets; null for the platform's own accounts (one per kind). */
    userId: integer('user_id').references(() => users.id),
    /** Set for a company's payable account only. */
    companyId: integer('company_id').references(() => companies.id),
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_wallet_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'user_wallet'`),
    uniqueIndex('ledger_accounts_platform_idx')
      .on(t.kind)
      .where(sql`${t.userId} is null and ${t.companyId} is null`),
    uniqueIndex('ledger_accounts_company_idx')
      .on(t.companyId)
      .where(sql`${t.companyId} is not null`),
    check(
      'ledger_accounts_company_check',
      sql`(${t.companyId} is not null) = (${t.kind}::text = 'operator_payable') and (${t.companyId} is null or ${t.userId} is null)`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** What caused it (purchase, gift card, referral, sign-up), so the same cause is never posted twice. */
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_reference_idx').on(t.kind, t.referenceType, t.referenceId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed cents: positive adds to the account's balance, negative takes from it. */
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * Money paid out to a company, approved by the marketplace team (docs/decisions/0066-earnings-ledger.md):
 * each posts `operator_payout` referenced `payout/{id}`; the bank transfer's reference is unique per company,
 * so the same transfer is never recorded twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    amountCents: cents('amount_cents').notNull(),
    reference: text('reference').notNull(),
    approvedBy: integer('approved_by')
      .notNull()
      .references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_company_reference_idx').on(t.companyId, t.reference),
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
    check('payouts_reference_check', sql`length(btrim(${t.reference})) between 1 and 100`),
  ],
);

/**
 * Goodwill credit an admin granted (positive) or removed (negative) with a reason
 * (docs/decisions/0073-admin-travellers-and-companies): each posts `goodwill_credit` or `goodwill_debit`
 * referenced `wallet_adjustment/{id}` between the wallet and the promotions expense.
 */
export const walletAdjustments = pgTable(
  'wallet_adjustments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_adjustments_user_idx').on(t.userId),
    check('wallet_adjustments_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * A company's payout of a month (docs/decisions/0077-payouts): proposed by the monthly job (or an admin's
 * "propose now") from the company's payable, approved (with a fresh second-factor code above the
 * threshold), held with a reason, and paid: then `payout_id` is the `payouts` row that posted it to the
 * ledger. One per company and month; a paid one points at exactly one payout.
 */
export const payoutProposals = pgTable(
  'payout_proposals',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** yyyy-MM on the clock of the company's country. */
    month: text('month').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: PAYOUT_STATES }).notNull().default('proposed'),
    /** The admin who proposed it now; null when the monthly job did. */
    proposedBy: integer('proposed_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    /** When the approving admin typed a fresh second-factor code (amounts above the threshold). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true, mode: 'date' }),
    heldReason: text('held_reason'),
    heldBy: integer('held_by').references(() => users.id),
    heldAt: timestamp('held_at', { withTimezone: true, mode: 'date' }),
    payoutId: integer('payout_id').references(() => payouts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payout_proposals_company_month_idx').on(t.companyId, t.month),
    uniqueIndex('payout_proposals_payout_idx').on(t.payoutId),
    index('payout_proposals_month_status_idx').on(t.month, t.status),
    check('payout_proposals_amount_check', sql`${t.amountCents} > 0`),
    check('payout_proposals_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payout_proposals_status_check', sql`${t.status} in (${sql.raw(sqlList(PAYOUT_STATES))})`),
    check('payout_proposals_paid_check', sql`(${t.status} = 'paid') = (${t.payoutId} is not null)`),
    check('payout_proposals_held_check', sql`${t.status} <> 'held' or ${t.heldReason} is not null`),
  ],
);
