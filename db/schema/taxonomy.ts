import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Categories and highlights share one table: the newer API lists highlights as
 * `categories/web?where=featured:bool(true)` (docs/decisions/0002-highlights-are-featured-categories.md).
 */
export const categories = pgTable('categories', {
  id: id(),
  icon: text('icon').notNull(),
  imageId: text('image_id'),
  isFeatured: boolean('is_featured').notNull().default(false),
  position: smallint('position').notNull().default(0),
  createdAt: createdAt(),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    langCode: text('lang_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.langCode] })],
);

/** Languages a guide can provide (es, en, de, fr, pt). */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  position: smallint('position').notNull().default(0),
});

export const languageTranslations = pgTable(
  'language_translations',
  {
    code: text('code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade' }),
    langCode: text('lang_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.langCode] })],
);
