/**
 * The shapes of the catalogue answers (v1 and v2), for OpenAPI and for the mobile app that reads them.
 * The answers are serialised once into the response cache and sent as bytes, so Fastify's serialiser
 * never runs on them: these schemas document, and `tests/api/catalog-replies.test.ts` checks that every
 * answer parses to itself (a field missing here would be stripped, a wrong type refused).
 * Field names are those of docs/product.md § Entities; money is USD with two decimals.
 */
import { z } from 'zod';
import { ADD_ON_TYPE_CODES } from './add-on-types';
import { CANCELLATION_POLICY_IDS } from './cancellation-policy';
import { DIFFICULTY_LEVELS } from './difficulty';
import { WEEKDAYS } from '../booking/departures';
import { publicReviewReply, reviewSummaryReply } from '../reviews/public-review-schema';

const id = z.int().positive();
const usd = z.number().nonnegative().describe('USD, at most two decimals');
const text = z.string();

export const paginationReply = z.object({
  total_pages: z.int().nonnegative(),
  current_page: z.int().positive(),
  total_records: z.int().nonnegative(),
  next_page: z.int().positive().nullable(),
  prev_page: z.int().positive().nullable(),
});

const countryRef = z.object({ id, name: text, iso_code: text });

export const countryReply = z.object({
  id,
  name: text,
  description: text,
  iso_code: text,
  time_zone: text.describe('IANA time zone of the country’s experiences'),
  latitude: z.number(),
  longitude: z.number(),
  banner: text.nullable().describe('Banner photo URL'),
  banner_id: text.nullable(),
  experiences_count: z.int().nonnegative(),
});

const destinationTranslation = z.object({ lang_code: text, name: text, short_text: text, biography: text });

export const destinationReply = z.object({
  id,
  name: text,
  short_text: text,
  biography: text,
  image: text.nullable().describe('Tile photo URL'),
  image_id: text.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  is_top: z.boolean(),
  experiences_count: z.int().nonnegative(),
  country: countryRef,
  translations: z.array(destinationTranslation).optional().describe('Every language’s texts (v2 only)'),
});

export const categoryReply = z.object({
  id,
  name: text,
  description: text,
  icon: text.describe('Icon URL'),
  icon_name: text,
  image: text.nullable(),
  image_id: text.nullable(),
  featured: z.boolean().describe('true for a highlight'),
  translates: z.array(z.object({ lang_code: text, name: text, description: text })),
});

const photo = z.object({ id: text, width: z.int(), height: z.int(), dominant_color: text });

export const experienceSummaryReply = z.object({
  id,
  name: text,
  urlSlug: text,
  url: text.describe('Path of the experience page'),
  lang_code: text,
  photos_url: z.array(text),
  photos: z.array(photo),
  duration: z.number().describe('Hours'),
  difficulty_level: z.literal(DIFFICULTY_LEVELS),
  is_private: z.boolean(),
  is_package: z.boolean(),
  price_package: usd,
  price_adults: usd,
  price_children: usd.nullable(),
  price_babies: usd.nullable(),
  price_seniors: usd.nullable(),
  original_price: usd.nullable(),
  show_original_price: z.boolean(),
  display_price: usd.describe('The card’s "from" price'),
  price_discount_groups: z.array(
    z.object({
      id,
      min_participants: z.int(),
      max_participants: z.int(),
      discount: z.number().describe('Percent'),
    }),
  ),
  min_persons: z.int(),
  max_persons: z.int(),
  cancellation_policy: z.literal(CANCELLATION_POLICY_IDS),
  rating: z.number(),
  reviews_count: z.int().nonnegative(),
  country: countryRef,
  city: z.object({ id, name: text }),
  destination: z.object({ id, name: text }),
  categories: z.array(z.object({ id })),
  favorite: z.boolean(),
  first_departure: z
    .object({ date: text.describe('yyyy-MM-dd'), hour: text.describe('HH:mm') })
    .optional()
    .describe('Searches by date: the first departure on those dates with places for the travellers'),
});

/** The weekly schedule (docs/product.md § Schedule): hours per weekday, "HH:mm". */
export const scheduleReply = z.object({
  days: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(text)])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodArray<z.ZodString>
    >,
  ),
  all_days: z.boolean(),
  hours: z.array(text),
  anticipation_time: z.number().describe('Hours'),
  anticipationDay: z.int().nonnegative(),
});

export const experienceDetailReply = experienceSummaryReply.extend({
  h1: text,
  description: text.describe('Sanitised HTML'),
  latitude: z.number(),
  longitude: z.number(),
  meeting_latitude: z.number().nullable(),
  meeting_longitude: z.number().nullable(),
  meeting_reference: text,
  time_zone: text,
  min_age_allowed: z.int(),
  include_children: z.boolean(),
  include_babies: z.boolean(),
  pickup_area: z
    .array(z.object({ latitude: z.number(), longitude: z.number(), radius_km: z.number(), name: text }))
    .describe('Where a pickup add-on picks up: circles around served cities or centres; empty without one'),
  has_transport: z.boolean().describe('A pickup add-on, or no meeting point'),
  provided_languages: z.array(
    z.object({
      code: text,
      lang_name: text,
      translations: z.array(z.object({ lang_code: text, lang_name: text })),
    }),
  ),
  details: z.array(
    z.object({
      id,
      name: text,
      type: z.enum(['included', 'not_included', 'requirements', 'recommendations']),
    }),
  ),
  additional_products: z.array(
    z.object({
      id,
      price: usd,
      apply_to: z.int().describe('2: multiplied by the participant count; 1: once per booking'),
      additional_item: z.object({
        name: text,
        icon_url: text,
        type: z.object({ code: z.literal(ADD_ON_TYPE_CODES) }),
      }),
    }),
  ),
  companies: z.array(z.object({ id, company_name: text, owner: z.object({ first_name: text }) })),
  reviews: z
    .array(publicReviewReply)
    .describe('The first page, newest first (12); more: experience/{id}/reviews'),
  review_summary: reviewSummaryReply.describe('Average, count and a bar per star of the shown reviews'),
  schedule: scheduleReply,
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationReply });

export const experiencesReply = z.object({ data: z.array(experienceSummaryReply) });

export const carouselsReply = z.object({
  data: z.array(z.object({ id: text, title: text, experiences: z.array(experienceSummaryReply) })),
});
