import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPERIENCE_REVISION_STATES, sqlList } from '../../common/lifecycle-states';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { experiences } from './experiences';

/**
 * A change of a published experience's content proposed by its operator, waiting for review while the
 * published version stays live (docs/decisions/0058-experience-lifecycle). `content` is the whole proposed
 * content (texts in both languages, lines, categories, destination, …), applied to the experience's rows
 * when an admin publishes it. At most one is pending per experience: a new edit replaces its content.
 */
export const experienceRevisions = pgTable(
  'experience_revisions',
  {
    id: id(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EXPERIENCE_REVISION_STATES }).notNull().default('pending'),
    content: jsonb('content').notNull(),
    proposedBy: integer('proposed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The reviewer's reason when rejected, shown to the operator. */
    rejectionReason: text('rejection_reason'),
    decidedBy: integer('decided_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experience_revisions_experience_idx').on(t.experienceId, t.id),
    uniqueIndex('experience_revisions_pending_idx')
      .on(t.experienceId)
      .where(sql`${t.status} = 'pending'`),
    check(
      'experience_revisions_status_check',
      sql`${t.status} in (${sql.raw(sqlList(EXPERIENCE_REVISION_STATES))})`,
    ),
  ],
);
