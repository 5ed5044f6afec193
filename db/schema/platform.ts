import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed']);

/** E-mails are written here in the same transaction as the change that causes them, then sent. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toEmail: text('to_email').notNull(),
    toName: text('to_name'),
    template: text('template').notNull(),
    langCode: text('lang_code').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: emailStatus('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: timestamp('send_after', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_pending_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} = 'pending'`),
    index('email_outbox_created_idx').on(t.createdAt.desc()),
    // A booking's e-mails in the back office: the traveller's, in time.
    index('email_outbox_to_email_idx').on(t.toEmail, t.createdAt),
  ],
);

/**
 * Replays of a money call with the same Idempotency-Key return the first result (docs/product.md §
 * Conventions).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** First-party analytics: page views, searches and other events; never recorded for admins. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    userId: integer('user_id'),
    anonymousId: text('anonymous_id'),
    path: text('path'),
    langCode: text('lang_code'),
    properties: jsonb('properties')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_name_created_idx').on(t.name, t.createdAt),
    // The dashboard's funnel: distinct visits of a page in a window, from the index alone
    // (docs/decisions/0078-admin-dashboard).
    index('analytics_events_page_view_idx')
      .on(t.path, t.createdAt, t.anonymousId)
      .where(sql`${t.name} = 'page_view'`),
  ],
);

/** One row: which demo seed filled this database, so a second start reuses the data. */
export const schemaInfo = pgTable('schema_info', {
  id: id(),
  seededAt: timestamp('seeded_at', { withTimezone: true }),
  seedName: text('seed_name'),
  seedNumber: integer('seed_number'),
});

/**
 * Who runs a periodic job right now (decision 0040): a process holds the lease until `expires_at` and
 * renews it while it works, so two processes never run the same job at once and a crashed holder's
 * lease simply expires.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** When the job last finished a run (for the on-call engineer). */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
