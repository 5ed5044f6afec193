import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { COMPANY_ROLES } from '../../common/company-roles';
import { COMPANY_STATES, sqlList } from '../../common/lifecycle-states';
import { users } from './accounts';
import { citext, createdAt, id, updatedAt } from './columns';
import { countries } from './geography';

/** Operators (companies or suppliers, docs/product.md § Audience) that run experiences. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    ownerFirstName: text('owner_first_name').notNull(),
    ownerLastName: text('owner_last_name').notNull(),
    email: citext('email').notNull(),
    phone: text('phone').notNull().default(''),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** The company's profile, kept by its owner (docs/product.md § Operators). */
    legalName: text('legal_name'),
    taxId: text('tax_id'),
    /** Shown to travellers after they book. */
    contactEmail: citext('contact_email'),
    contactPhone: text('contact_phone'),
    /** Payout details: stored, only ever answered masked. */
    bankName: text('bank_name'),
    bankAccountHolder: text('bank_account_holder'),
    /**
     * The account number encrypted at rest (the domain/security/sealed-text.ts envelope) and its last four
     * characters, which masked answers use without decrypting (docs/decisions/0069-bank-details-encryption.md).
     */
    bankAccountNumberSealed: text('bank_account_number_sealed'),
    bankAccountLast4: text('bank_account_last4'),
    /**
     * Account numbers written in clear before encryption at rest: the server seals each one at start and
     * empties this column (domain/operators/seal-bank-accounts.server.ts); nothing else reads or writes it.
     */
    bankAccountNumberClear: text('bank_account_number'),
    /** Path of the processed logo under the media folder. */
    logoPath: text('logo_path'),
    /**
     * The marketplace's commission on each booking's price, in basis points (2000 = 20 %), set by the
     * marketplace team (docs/decisions/0064-operator-earnings-basis.md).
     */
    commissionBps: integer('commission_bps').notNull().default(2000),
    /**
     * Suspended by the marketplace (docs/decisions/0073-admin-travellers-and-companies): its live experiences
     * leave the catalogue, its operators keep their bookings but cannot publish.
     */
    status: text('status', { enum: COMPANY_STATES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('companies_created_idx').on(t.createdAt),
    check('companies_commission_bps_check', sql`${t.commissionBps} between 0 and 10000`),
    check('companies_status_check', sql`${t.status} in (${sql.raw(sqlList(COMPANY_STATES))})`),
    check(
      'companies_bank_account_sealed_check',
      sql`${t.bankAccountNumberSealed} is null or ${t.bankAccountNumberSealed} like 'v1.%'`,
    ),
  ],
);

export const companyMemberRole = pgEnum('company_member_role', COMPANY_ROLES);

/** Operator users (docs/decisions/0056-operator-access.md): an account belongs to at most one company. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: companyMemberRole('role').notNull(),
    /**
     * Which operator e-mails this member chose to receive (the company's contact address always gets the
     * booking and cancellation e-mails): each new booking, each cancellation, tomorrow's manifests.
     */
    notifyNewBooking: boolean('notify_new_booking').notNull().default(false),
    notifyCancellation: boolean('notify_cancellation').notNull().default(false),
    notifyDailyManifest: boolean('notify_daily_manifest').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    unique('company_members_user_id_unique').on(t.userId),
  ],
);

/** An owner's invitation of staff: only the hash of the e-mailed token is kept, and it is used once. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: citext('email').notNull(),
    language: text('language').notNull().default('es'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('company_invitations_company_idx').on(t.companyId)],
);

/**
 * Every operator and admin write (docs/decisions/0056-operator-access.md): append-only, enforced by a
 * trigger; no foreign keys, so a record outlives what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The account that wrote; null only for the on-call command (`npm run admin`), which has none. */
    actorId: integer('actor_id'),
    actorKind: text('actor_kind', { enum: ['operator', 'admin', 'on-call'] }).notNull(),
    companyId: integer('company_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.occurredAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    check('audit_log_actor_kind_check', sql`${t.actorKind} in ('operator', 'admin', 'on-call')`),
    check('audit_log_actor_id_check', sql`${t.actorId} is not null or ${t.actorKind} = 'on-call'`),
  ],
);

/**
 * Tomorrow's manifests by e-mail (docs/decisions/0067-bookings-and-manifests.md): a company's e-mail of one
 * departure day, claimed in the transaction that writes it to the outbox, so it is sent once.
 */
export const dailyManifestSends = pgTable(
  'daily_manifest_sends',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    manifestDate: date('manifest_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** How many members it was written to. */
    recipients: integer('recipients').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.manifestDate] })],
);
