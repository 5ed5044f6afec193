import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_REPORT_STATES, sqlList } from '../../common/lifecycle-states';
import { REVIEW_REPORT_REASONS } from '../../common/review-reports';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { reviews } from './engagement';

/**
 * Travellers' reports of reviews (docs/decisions/0076-moderation): one per traveller and review, open until
 * an admin hides the review (`upheld`) or dismisses the reports (`dismissed`).
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_idx')
      .on(t.reviewId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('review_reports_open_idx')
      .on(t.reviewId)
      .where(sql`${t.status} = 'open'`),
    check('review_reports_reason_check', sql`${t.reason} in (${sql.raw(sqlList(REVIEW_REPORT_REASONS))})`),
    check('review_reports_status_check', sql`${t.status} in (${sql.raw(sqlList(REVIEW_REPORT_STATES))})`),
  ],
);
