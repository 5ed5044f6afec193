/**
 * What an operator writes about an experience (docs/product.md § Operators' experiences), in two parts:
 * `content`, reviewed by the marketplace once the experience is published, and `terms`, the prices and
 * commercial terms that change at once (docs/decisions/0058-experience-lifecycle). A draft may be partial:
 * texts may be empty and prices 0; submitting checks completeness (experience-completeness.ts).
 * Every message is a catalogue key; the 400 lists each refused field by its path (`content.es.name`).
 */
import { z } from 'zod';
import type { StoredPickupCircle } from '../../common/map/stored-pickup-area';
import { CANCELLATION_POLICY_IDS } from '../catalog/cancellation-policy';
import { DIFFICULTY_LEVELS } from '../catalog/difficulty';
import { idSchema } from '../id-schema';
import { hasRefusedCharacters } from '../input-text';
import { toCents } from '../pricing/money';
import { meetingPointInput } from './meeting-point';
import { pickupAreaInput } from './pickup-area-input';

const KEY = 'operatorExperiences.errors';

const plainText = (max: number, key: string) =>
  z
    .string({ error: `${KEY}.${key}` })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .max(max, `${KEY}.${key}`)
        .refine((value) => !hasRefusedCharacters(value) && !/[<>]/.test(value), `${KEY}.${key}`),
    );

/** Lines of a list (what is included, …): each one plain text, blank lines dropped. */
const lines = z
  .array(plainText(200, 'lineInvalid'), { error: `${KEY}.lineInvalid` })
  .max(30, `${KEY}.tooManyLines`)
  .transform((items) => items.filter((item) => item.length > 0));

/** One language's texts. The description is HTML, sanitized on the server before it is stored. */
const languageContent = z.object({
  name: plainText(120, 'nameInvalid'),
  h1: plainText(160, 'h1Invalid'),
  description_html: z.string({ error: `${KEY}.descriptionInvalid` }).max(20_000, `${KEY}.descriptionInvalid`),
  included: lines,
  not_included: lines,
  requirements: lines,
  recommendations: lines,
});

export const experienceContentSchema = z.object({
  es: languageContent,
  en: languageContent,
  destination_id: idSchema,
  category_ids: z.array(idSchema, { error: `${KEY}.categoriesInvalid` }).max(10, `${KEY}.categoriesInvalid`),
  duration_minutes: z
    .int({ error: `${KEY}.durationInvalid` })
    .min(15, `${KEY}.durationInvalid`)
    .max(30 * 24 * 60, `${KEY}.durationInvalid`),
  difficulty: z.union(
    DIFFICULTY_LEVELS.map((level) => z.literal(level)),
    { error: `${KEY}.difficultyInvalid` },
  ),
  language_codes: z
    .array(z.string().regex(/^[a-z]{2}$/, `${KEY}.languagesInvalid`), {
      error: `${KEY}.languagesInvalid`,
    })
    .max(20, `${KEY}.languagesInvalid`),
  is_private: z.boolean({ error: `${KEY}.booleanInvalid` }),
  /** Where travellers meet the guide, or null (a pickup add-on then brings them): content a reviewer reads. */
  meeting_point: meetingPointInput.nullable(),
});

/** USD with at most two decimals, kept as cents. */
const usd = (key: string) =>
  z
    .number({ error: `${KEY}.${key}` })
    .min(0, `${KEY}.${key}`)
    .max(100_000, `${KEY}.${key}`)
    .refine((value) => {
      try {
        toCents(value);
        return true;
      } catch {
        return false;
      }
    }, `${KEY}.${key}`)
    .transform((value) => toCents(value));

const optionalUsd = (key: string) => usd(key).nullable();

const persons = z
  .int({ error: `${KEY}.personsInvalid` })
  .min(1, `${KEY}.personsInvalid`)
  .max(500, `${KEY}.personsInvalid`);

export const experienceTermsSchema = z
  .object({
    is_package: z.boolean({ error: `${KEY}.booleanInvalid` }),
    prices: z.object({
      adults: usd('priceInvalid'),
      children: optionalUsd('priceInvalid'),
      babies: optionalUsd('priceInvalid'),
      seniors: optionalUsd('priceInvalid'),
      package: usd('priceInvalid'),
      original: optionalUsd('priceInvalid'),
      show_original: z.boolean({ error: `${KEY}.booleanInvalid` }),
    }),
    discount_groups: z
      .array(
        z
          .object({
            min: persons,
            max: persons,
            percent: z
              .int({ error: `${KEY}.discountInvalid` })
              .min(1, `${KEY}.discountInvalid`)
              .max(100, `${KEY}.discountInvalid`),
          })
          .refine((group) => group.max >= group.min, {
            message: `${KEY}.discountRangeInvalid`,
            path: ['max'],
          }),
        { error: `${KEY}.discountInvalid` },
      )
      .max(10, `${KEY}.discountInvalid`),
    min_persons: persons,
    max_persons: persons,
    min_age: z
      .int({ error: `${KEY}.ageInvalid` })
      .min(0, `${KEY}.ageInvalid`)
      .max(99, `${KEY}.ageInvalid`),
    include_children: z.boolean({ error: `${KEY}.booleanInvalid` }),
    include_babies: z.boolean({ error: `${KEY}.booleanInvalid` }),
    add_ons: z
      .array(
        z.object({
          add_on_item_id: idSchema,
          price: usd('priceInvalid'),
          per_person: z.boolean({ error: `${KEY}.booleanInvalid` }),
        }),
        { error: `${KEY}.addOnsInvalid` },
      )
      .max(20, `${KEY}.addOnsInvalid`),
    cancellation_policy: z.union(
      CANCELLATION_POLICY_IDS.map((policy) => z.literal(policy)),
      { error: `${KEY}.cancellationInvalid` },
    ),
    /**
     * The cities or centres a pickup add-on serves; required once a live experience offers one. Left out,
     * the stored area stays (`SavedEditorInput`); an explicit `[]` clears it.
     */
    pickup_area: pickupAreaInput,
  })
  .refine((terms) => terms.max_persons >= terms.min_persons, {
    message: `${KEY}.maxPersonsBelowMin`,
    path: ['max_persons'],
  });

export const experienceEditorSchema = z.object({
  content: experienceContentSchema,
  terms: experienceTermsSchema,
});

export type ExperienceContentInput = z.infer<typeof experienceContentSchema>;
export type ExperienceTermsInput = z.infer<typeof experienceTermsSchema>;
export type ExperienceEditorInput = z.infer<typeof experienceEditorSchema>;

/** The terms as written: the pickup area resolved (the body's, else the stored one, else none). */
export type SavedTermsInput = ExperienceTermsInput & { pickup_area: StoredPickupCircle[] };
export type SavedEditorInput = { content: ExperienceContentInput; terms: SavedTermsInput };

/** The body with a left-out pickup area replaced by `stored` (what the experience has, `[]` for a new one). */
export function withPickupArea(input: ExperienceEditorInput, stored: StoredPickupCircle[]): SavedEditorInput {
  return { ...input, terms: { ...input.terms, pickup_area: input.terms.pickup_area ?? stored } };
}
