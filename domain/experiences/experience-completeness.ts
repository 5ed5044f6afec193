/**
 * What an experience needs before it goes to review (docs/product.md § Operators' experiences): both
 * languages, at least three photos, a price, a schedule, and a meeting point or a pickup add-on. Each missing
 * piece is named by the field the operator fixes and a catalogue key, all at once.
 */
import { descriptionText } from '../catalog/description-rules';
import type { ExperienceContentInput } from './editor-input';

export const MIN_PHOTOS = 3;

export interface MissingPiece {
  field: string;
  message: string;
}

export interface CompletenessFacts {
  content: ExperienceContentInput;
  isPackage: boolean;
  priceAdultsCents: number;
  pricePackageCents: number;
  photoCount: number;
  hasSchedule: boolean;
  hasMeetingPoint: boolean;
  hasPickupAddOn: boolean;
  /** Whether the pickup area names at least one circle (docs/decisions/0081-pickup-area.md). */
  hasPickupArea: boolean;
}

const KEY = 'operatorExperiences.missing';
const LINE_LISTS = ['included', 'not_included', 'requirements', 'recommendations'] as const;

/** The content's own gaps: what a revision of a published experience must not leave out either. */
export function missingContent(content: ExperienceContentInput): MissingPiece[] {
  const missing: MissingPiece[] = [];
  for (const lang of ['es', 'en'] as const) {
    const texts = content[lang];
    if (texts.name === '') missing.push({ field: `content.${lang}.name`, message: `${KEY}.name` });
    if (texts.h1 === '') missing.push({ field: `content.${lang}.h1`, message: `${KEY}.h1` });
    if (descriptionText(texts.description_html) === '') {
      missing.push({
        field: `content.${lang}.description_html`,
        message: `${KEY}.description`,
      });
    }
  }
  for (const list of LINE_LISTS) {
    if (content.es[list].length !== content.en[list].length) {
      const short = content.es[list].length < content.en[list].length ? 'es' : 'en';
      missing.push({
        field: `content.${short}.${list}`,
        message: `${KEY}.lineTranslation`,
      });
    }
  }
  if (content.category_ids.length === 0) {
    missing.push({
      field: 'content.category_ids',
      message: `${KEY}.categories`,
    });
  }
  if (content.language_codes.length === 0) {
    missing.push({
      field: 'content.language_codes',
      message: `${KEY}.languages`,
    });
  }
  return missing;
}

/** Everything missing before a submission; empty when the experience may go to review. */
export function missingForReview(facts: CompletenessFacts): MissingPiece[] {
  const missing = missingContent(facts.content);
  const price = facts.isPackage ? facts.pricePackageCents : facts.priceAdultsCents;
  if (price <= 0) {
    missing.push({
      field: facts.isPackage ? 'terms.prices.package' : 'terms.prices.adults',
      message: `${KEY}.price`,
    });
  }
  if (facts.photoCount < MIN_PHOTOS) missing.push({ field: 'photos', message: `${KEY}.photos` });
  if (!facts.hasSchedule) missing.push({ field: 'schedule', message: `${KEY}.schedule` });
  if (!facts.hasMeetingPoint && !facts.hasPickupAddOn) {
    missing.push({ field: 'meeting_point', message: `${KEY}.meetingPoint` });
  }
  if (facts.hasPickupAddOn && !facts.hasPickupArea) {
    missing.push({ field: 'terms.pickup_area', message: `${KEY}.pickupArea` });
  }
  return missing;
}
