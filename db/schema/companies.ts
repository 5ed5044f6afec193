import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { citext, createdAt, id } from './columns';
import { countries } from './geography';

/** Operators (companies or suppliers, docs/product.md § Audience) that run experiences. */
export const companies = pgTable('companies', {
  id: id(),
  companyName: text('company_name').notNull(),
  ownerFirstName: text('owner_first_name').notNull(),
  ownerLastName: text('owner_last_name').notNull(),
  email: citext('email').notNull(),
  phone: text('phone').notNull().default(''),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  createdAt: createdAt(),
});
