import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EXPERIENCE_STATES } from '../../common/lifecycle-states';
import type { StoredPickupCircle } from '../../common/map/stored-pickup-area';
import { cents, createdAt, id, updatedAt } from './columns';
import { companies } from './companies';
import { countries, destinations } from './geography';
import { categories, languages } from './taxonomy';

/** docs/decisions/0058-experience-lifecycle: only `published` is in the catalogue. */
export const experienceStatus = pgEnum('experience_status', EXPERIENCE_STATES);

export const experiences = pgTable(
  'experiences',
  {
    id: id(),
    status: experienceStatus('status').notNull().default('draft'),
    /** The reviewer's reason when the status is `rejected`, shown to the operator. */
    rejectionReason: text('rejection_reason'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /**
     * Null when the operator picks travellers up: the transport flag of docs/product.md § Booking then
     * becomes true.
     */
    meetingLatitude: doublePrecision('meeting_latitude'),
    meetingLongitude: doublePrecision('meeting_longitude'),
    /**
     * Where a pickup add-on picks travellers up (docs/decisions/0081-pickup-area.md): served cities (a
     * destination with a radius) and centres the operator placed, resolved to circles when read.
     */
    pickupArea: jsonb('pickup_area').$type<StoredPickupCircle[]>().notNull().default([]),
    durationMinutes: integer('duration_minutes').notNull(),
    difficultyLevel: smallint('difficulty_level').notNull().default(0),
    isPrivate: boolean('is_private').notNull().default(false),
    isPackage: boolean('is_package').notNull().default(false),
    pricePackageCents: cents('price_package_cents').notNull().default(0),
    priceAdultsCents: cents('price_adults_cents').notNull(),
    priceChildrenCents: cents('price_children_cents'),
    priceBabiesCents: cents('price_babies_cents'),
    priceSeniorsCents: cents('price_seniors_cents'),
    originalPriceCents: cents('original_price_cents'),
    showOriginalPrice: boolean('show_original_price').notNull().default(false),
    /**
     * The "from" price of docs/product.md § Money, kept on write so the price filter and sort use an index.
     */
    displayPriceCents: cents('display_price_cents').notNull(),
    minPersons: smallint('min_persons').notNull().default(1),
    maxPersons: smallint('max_persons').notNull().default(20),
    minAgeAllowed: smallint('min_age_allowed').notNull().default(0),
    includeChildren: boolean('include_children').notNull().default(true),
    includeBabies: boolean('include_babies').notNull().default(false),
    cancellationPolicy: smallint('cancellation_policy').notNull().default(2),
    anticipationHours: smallint('anticipation_hours').notNull().default(24),
    /** Kept by the reviews area: average of published ratings and their count. */
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * Vocabulary ids of the words of its names, headings, city, country and categories in both languages
     * (docs/decisions/0003). Empty unless published, so a word match implies a published experience.
     */
    searchWords: integer('search_words')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Vocabulary ids of the words of the names alone, to rank name matches first. */
    nameWords: integer('name_words')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experiences_country_idx').on(t.countryId, t.rating),
    index('experiences_destination_idx').on(t.destinationId),
    index('experiences_company_idx').on(t.companyId),
    index('experiences_price_idx').on(t.displayPriceCents),
    index('experiences_popularity_idx').on(t.rating.desc(), t.reviewCount.desc(), t.id),
    index('experiences_search_words_idx').using('gin', t.searchWords),
    check('experiences_difficulty_check', sql`${t.difficultyLevel} between 0 and 4`),
    check('experiences_cancellation_check', sql`${t.cancellationPolicy} between 1 and 6`),
    check('experiences_persons_check', sql`${t.minPersons} >= 1 and ${t.maxPersons} >= ${t.minPersons}`),
    check(
      'experiences_meeting_point_check',
      sql`(${t.meetingLatitude} is null) = (${t.meetingLongitude} is null) and (${t.meetingLatitude} is null or (${t.meetingLatitude} between -90 and 90 and ${t.meetingLongitude} between -180 and 180))`,
    ),
    check('experiences_prices_check', sql`${t.priceAdultsCents} >= 0 and ${t.pricePackageCents} >= 0`),
  ],
);

/**
 * Every word that appears in some experience's search text. Typos are resolved here, on a few thousand
 * short words with a trigram index, before the experiences are looked up by exact words.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  { id: id(), word: text('word').notNull().unique() },
  (t) => [index('search_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const experienceTranslations = pgTable(
  'experience_translations',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    langCode: text('lang_code').notNull(),
    name: text('name').notNull(),
    h1: text('h1').notNull(),
    /** Sanitized HTML (only paragraph, list and emphasis tags survive). */
    descriptionHtml: text('description_html').notNull(),
    slug: text('slug').notNull(),
    /** The meeting place's name (the seed's landmark or city when there is no meeting point). */
    meetingReference: text('meeting_reference').notNull().default(''),
    /** The meeting point's address line and how to find the guide (docs/product.md § Meeting point). */
    meetingAddress: text('meeting_address').notNull().default(''),
    meetingInstructions: text('meeting_instructions').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.langCode] })],
);

export const experiencePhotos = pgTable(
  'experience_photos',
  {
    /** The row's own id: what an operator names to reorder or delete (one image may appear twice). */
    id: integer('id').generatedByDefaultAsIdentity().unique(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    /** 0 is the cover: the first photo every page shows. */
    position: smallint('position').notNull(),
    /** Id of a generated image in the media library (`/media/photos/{id}-{width}.webp`, `.avif`). */
    photoId: text('photo_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    dominantColor: text('dominant_color').notNull(),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.position] })],
);

export const experienceCategories = pgTable(
  'experience_categories',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.experienceId, t.categoryId] }),
    index('experience_categories_category_idx').on(t.categoryId, t.experienceId),
  ],
);

export const experienceLanguages = pgTable(
  'experience_languages',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
  },
  (t) => [
    primaryKey({ columns: [t.experienceId, t.languageCode] }),
    index('experience_languages_code_idx').on(t.languageCode, t.experienceId),
  ],
);

export const priceDiscountGroups = pgTable(
  'price_discount_groups',
  {
    id: id(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    minParticipants: smallint('min_participants').notNull(),
    maxParticipants: smallint('max_participants').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
  },
  (t) => [
    index('price_discount_groups_experience_idx').on(t.experienceId),
    check(
      'price_discount_groups_range_check',
      sql`${t.minParticipants} >= 1 and ${t.maxParticipants} >= ${t.minParticipants} and ${t.discountPercent} between 1 and 100`,
    ),
  ],
);

export const detailType = pgEnum('detail_type', [
  'included',
  'not_included',
  'requirements',
  'recommendations',
]);

/** Shared catalogue of "what's included / bring / requirements" lines, reused across experiences. */
export const detailItems = pgTable('detail_items', {
  id: id(),
  key: text('key').notNull().unique(),
  type: detailType('type').notNull(),
});

export const detailItemTranslations = pgTable(
  'detail_item_translations',
  {
    detailItemId: integer('detail_item_id')
      .notNull()
      .references(() => detailItems.id, { onDelete: 'cascade' }),
    langCode: text('lang_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.detailItemId, t.langCode] })],
);

export const experienceDetails = pgTable(
  'experience_details',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    detailItemId: integer('detail_item_id')
      .notNull()
      .references(() => detailItems.id),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.detailItemId] })],
);

/** Add-on items (additional_item in JSON, docs/product.md § Add-ons); PICKUP_TYPE_CODE marks a pickup. */
export const addOnItems = pgTable('add_on_items', {
  id: id(),
  key: text('key').notNull().unique(),
  typeCode: smallint('type_code').notNull(),
  icon: text('icon').notNull(),
});

export const addOnItemTranslations = pgTable(
  'add_on_item_translations',
  {
    addOnItemId: integer('add_on_item_id')
      .notNull()
      .references(() => addOnItems.id, { onDelete: 'cascade' }),
    langCode: text('lang_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.addOnItemId, t.langCode] })],
);

/**
 * An add-on offered by one experience at its own price (additional_products in JSON, docs/product.md §
 * Add-ons).
 */
export const experienceAddOns = pgTable(
  'experience_add_ons',
  {
    id: id(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    addOnItemId: integer('add_on_item_id')
      .notNull()
      .references(() => addOnItems.id),
    priceCents: cents('price_cents').notNull(),
    /** 1: once per booking; 2: multiplied by the participant count. */
    applyTo: smallint('apply_to').notNull().default(1),
  },
  (t) => [
    uniqueIndex('experience_add_ons_unique_idx').on(t.experienceId, t.addOnItemId),
    check('experience_add_ons_apply_to_check', sql`${t.applyTo} in (1, 2)`),
  ],
);
