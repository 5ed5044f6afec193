import { sql } from 'drizzle-orm';
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key shared by every entity table: a database-generated identity. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Timestamps are always zone-aware; the database clock is only a default, the domain passes its own clock. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`);
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`);

/** Case-insensitive text (citext) for e-mails and codes people type by hand. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** Money is always an integer number of US cents. */
export const cents = (name: string) => integer(name);

/** The two interface languages; translations are stored one row per language. */
export const LANGUAGE_CODES = ['es', 'en'] as const;
