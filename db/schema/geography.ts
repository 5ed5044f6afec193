import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const countries = pgTable('countries', {
  id: id(),
  isoCode: text('iso_code').notNull().unique(),
  /** IANA zone in which the country's experiences happen (dates, hours, cancellation windows). */
  timeZone: text('time_zone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  bannerId: text('banner_id'),
  position: smallint('position').notNull().default(0),
  createdAt: createdAt(),
});

export const countryTranslations = pgTable(
  'country_translations',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    langCode: text('lang_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.langCode] })],
);

export const destinations = pgTable(
  'destinations',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    imageId: text('image_id'),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('destinations_country_idx').on(t.countryId)],
);

export const destinationTranslations = pgTable(
  'destination_translations',
  {
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    langCode: text('lang_code').notNull(),
    name: text('name').notNull(),
    shortText: text('short_text').notNull().default(''),
    biography: text('biography').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.destinationId, t.langCode] }),
    index('destination_translations_name_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
  ],
);
