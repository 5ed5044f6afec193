/** The answers' shapes of the operators' and the admins' experience calls (docs/decisions/0049-contracts). */
import { z } from 'zod';
import { EXPERIENCE_REVISION_STATES, EXPERIENCE_STATES } from '../../common/lifecycle-states';

const lines = z.array(z.string());

const meetingTexts = z.object({ place: z.string(), address: z.string(), instructions: z.string() });

const meetingPointReply = z.object({
  latitude: z.number(),
  longitude: z.number(),
  texts: z.object({ es: meetingTexts, en: meetingTexts }),
});

const languageContentReply = z.object({
  name: z.string(),
  h1: z.string(),
  description_html: z.string().describe('Sanitized HTML: paragraphs, lists, emphasis, small headings'),
  included: lines,
  not_included: lines,
  requirements: lines,
  recommendations: lines,
});

export const contentReply = z.object({
  es: languageContentReply,
  en: languageContentReply,
  destination_id: z.int(),
  category_ids: z.array(z.int()),
  duration_minutes: z.int(),
  difficulty: z.int(),
  language_codes: z.array(z.string()),
  is_private: z.boolean(),
  meeting_point: meetingPointReply.nullable(),
});

const usd = z.number().describe('USD');

export const termsReply = z.object({
  is_package: z.boolean(),
  prices: z.object({
    adults: usd,
    children: usd.nullable(),
    babies: usd.nullable(),
    seniors: usd.nullable(),
    package: usd,
    original: usd.nullable(),
    show_original: z.boolean(),
  }),
  discount_groups: z.array(z.object({ min: z.int(), max: z.int(), percent: z.int() })),
  min_persons: z.int(),
  max_persons: z.int(),
  min_age: z.int(),
  include_children: z.boolean(),
  include_babies: z.boolean(),
  add_ons: z.array(z.object({ add_on_item_id: z.int(), price: usd, per_person: z.boolean() })),
  cancellation_policy: z.int(),
  pickup_area: z
    .array(
      z.union([
        z.object({ destination_id: z.int(), radius_km: z.number() }),
        z.object({ latitude: z.number(), longitude: z.number(), radius_km: z.number(), name: z.string() }),
      ]),
    )
    .describe('Where a pickup add-on picks travellers up: served cities (destination and radius) or centres'),
});

export const experienceStatusSchema = z.enum(EXPERIENCE_STATES);

/** A refused or missing field: its path in the editor's body (or `photos`, `schedule`, …) and why. */
export const fieldIssue = z.object({ field: z.string(), message: z.string() });

export const revisionReply = z.object({
  id: z.int(),
  status: z.enum(EXPERIENCE_REVISION_STATES),
  content: contentReply,
  rejection_reason: z.string().nullable(),
  updated_at: z.string(),
});

export const operatorExperienceReply = z.object({
  data: z.object({
    id: z.int(),
    status: experienceStatusSchema,
    rejection_reason: z.string().nullable().describe('The reviewer’s reason when rejected or unpublished'),
    content: contentReply.describe('The live content (of a published experience: what travellers read)'),
    terms: termsReply,
    revision: revisionReply.nullable().describe('The latest proposed change of a published experience'),
    missing: z.array(fieldIssue).describe('What submitting still asks for; empty when it may be submitted'),
  }),
});

export const operatorExperienceListReply = z.object({
  data: z.array(
    z.object({
      id: z.int(),
      status: experienceStatusSchema,
      name: z.object({ es: z.string().nullable(), en: z.string().nullable() }),
      rejection_reason: z.string().nullable(),
      revision: z
        .object({
          status: z.enum(EXPERIENCE_REVISION_STATES),
          rejection_reason: z.string().nullable(),
        })
        .nullable(),
      updated_at: z.string(),
    }),
  ),
});

export const statusChangeReply = z.object({
  data: z.object({
    id: z.int(),
    status: experienceStatusSchema,
    revision_id: z.int().nullable().describe('Set when the call decided a pending revision'),
  }),
});

export const reviewQueueReply = z.object({
  data: z.array(
    z.object({
      id: z.int(),
      status: experienceStatusSchema,
      kind: z.enum(['listing', 'revision']).describe('A new listing, or a change of a published one'),
      revision_id: z.int().nullable(),
      company: z.object({ id: z.int(), name: z.string() }),
      content: contentReply.describe('What to review: the listing’s content or the proposed change'),
      photos: z
        .array(
          z.object({
            id: z.int(),
            photo_id: z.string().describe('The image’s files: /media/photos/{photo_id}-{width}.webp'),
            width: z.int(),
            height: z.int(),
            dominant_color: z.string(),
          }),
        )
        .describe('The experience’s photos, cover first'),
      rejection_reason: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
});
