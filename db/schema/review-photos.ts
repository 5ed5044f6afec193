import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { experiences } from './experiences';
import { reviews } from './engagement';

/**
 * A traveller's photo of a review (docs/decisions/0085-reviews.md): uploaded while writing it (`review_id`
 * null until the review is sent), up to five per review, served only while the review is shown and the
 * photo not removed by the marketplace team (`removed_*`, with the admin's reason).
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: id(),
    /** `rp-` and 32 random hex characters, chosen by the server: the files' names. */
    fileId: text('file_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    dominantColor: text('dominant_color').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    uniqueIndex('review_photos_file_idx').on(t.fileId),
    index('review_photos_review_idx').on(t.reviewId, t.position),
    index('review_photos_pending_idx')
      .on(t.userId, t.experienceId)
      .where(sql`${t.reviewId} is null`),
    check('review_photos_removed_check', sql`(${t.removedAt} is null) = (${t.removedReason} is null)`),
    check('review_photos_position_check', sql`(${t.reviewId} is null) = (${t.position} is null)`),
  ],
);
