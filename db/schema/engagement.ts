import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { experiences } from './experiences';

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.experienceId] })],
);

/**
 * One review per customer and experience. Author names are kept on the row so a review survives the
 * author's account deletion when they choose to keep their comments.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id'),
    authorFirstName: text('author_first_name').notNull(),
    authorLastName: text('author_last_name').notNull(),
    authorAvatarUrl: text('author_avatar_url'),
    rating: smallint('rating').notNull(),
    publicComment: text('public_comment'),
    privateComment: text('private_comment'),
    langCode: text('lang_code').notNull().default('es'),
    createdAt: createdAt(),
    /**
     * The operator's public reply (docs/decisions/0065-review-replies-and-operator-emails.md): one per review,
     * in either language or both; `replied_at` is when it was first written (the edit window counts from it).
     */
    replyEs: text('reply_es'),
    replyEn: text('reply_en'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Hidden by an admin (docs/decisions/0076-moderation): out of the experience page and its rating, kept for
     * the author's one review per experience and for restoring; the reason is the admin's.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('reviews_experience_idx').on(t.experienceId, t.createdAt.desc()),
    uniqueIndex('reviews_user_experience_idx')
      .on(t.userId, t.experienceId)
      .where(sql`${t.userId} is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_reply_check',
      sql`(${t.repliedAt} is null) = (${t.replyEs} is null and ${t.replyEn} is null)`,
    ),
    check('reviews_hidden_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);
