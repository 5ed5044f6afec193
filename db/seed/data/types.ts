/**
 * Contract between the demo-catalogue content (this folder) and the seed generator.
 * Everything here is plain data: no I/O, no randomness, no database types.
 */
import type { AddOnTypeCode } from '../../../domain/catalog/add-on-types';

export type Localized = { es: string; en: string };

/**
 * Visual and thematic tags shared by destinations, landmarks, categories and templates: the generated photo
 * kinds. 'colonial' also covers archaeological and heritage sites (Tikal, Joya de Cerén) because templates
 * about history treat them the same way.
 */
import type { SceneKind } from '../media/scene-kinds';

export type { SceneKind };

export type CountryIso = 'PA' | 'CO' | 'DO' | 'GT' | 'CR' | 'PR' | 'SV';

export type LanguageCode = 'es' | 'en' | 'de' | 'fr' | 'pt';

/** 0 not applicable, 1 easy, 2 medium, 3 hard, 4 expert (docs/product.md § Experience). */
export type Difficulty = 0 | 1 | 2 | 3 | 4;

export type ScheduleKind = 'morning' | 'day' | 'afternoon' | 'evening' | 'flexible';

export type DetailType = 'included' | 'not_included' | 'requirements' | 'recommendations';

/** Inclusive [min, max]. */
export type Range = readonly [number, number];

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

export interface SeedLanguage {
  code: LanguageCode;
  name: Localized;
}

export interface SeedCountry {
  isoCode: CountryIso;
  name: Localized;
  timeZone: string;
  latitude: number;
  longitude: number;
  /** Generous box around the whole territory, islands included; used to sanity-check coordinates. */
  bounds: BoundingBox;
  description: Localized;
  bannerPalette: { sky: string; land: string; accent: string };
}

/**
 * A real place near a destination. `es`/`en` are bare display names ("Catedral Metropolitana"); inside
 * running text the place needs its article ("visita a la Catedral", "to the Rosario Islands"), which
 * `article` supplies and `landmarkInText` in match.ts applies, contracting "a el"/"de el" in Spanish.
 * `scenery` says which templates can use it: a template's `landmarkScenery` must intersect it.
 */
export interface SeedLandmark extends Localized {
  article?: { es?: 'el' | 'la' | 'los' | 'las'; en?: 'the' };
  scenery: SceneKind[];
  /**
   * True when the place is a trip out of town (roughly 45 minutes or more, or a boat ride) rather than a
   * spot inside the destination, so "day trip to {landmark} from {destination}" makes sense.
   */
  excursion?: boolean;
}

export interface SeedDestination {
  key: string;
  countryIso: CountryIso;
  name: Localized;
  latitude: number;
  longitude: number;
  top: boolean;
  shortText: Localized;
  biography: Localized;
  landmarks: SeedLandmark[];
  scenery: SceneKind[];
}

/**
 * One kind of experience, instantiated once per (destination, landmark) by the generator.
 *
 * Placeholders: `{destination}` is the destination name and `{landmark}` a landmark name, in the same
 * language as the text. Matching rules the generator should follow:
 * - the template fits a destination when `scenery` intersects the destination's `scenery`, and
 *   `countryIsos` / `destinationKeys` (when present) include it and `excludeDestinationKeys` does not;
 * - when any text uses `{landmark}`, pick a landmark whose `scenery` intersects `landmarkScenery`
 *   (and whose `excursion` flag agrees with `landmarkDistance`); skip the destination if none qualifies.
 * Use `templateFits` / `landmarksFor` in match.ts rather than re-implementing these rules.
 */
export interface ExperienceTemplate {
  key: string;
  name: Localized;
  h1: Localized;
  /** Only <p>, <ul>, <li>, <strong>, <em>. */
  descriptionHtml: Localized;
  durationHours: Range;
  priceAdultUsd: Range;
  difficulty: Difficulty;
  /** Probability that the generated experience is sold at a single package price. */
  isPackageChance: number;
  privateChance: number;
  minAge: number;
  includeChildren: boolean;
  includeBabies: boolean;
  languages: LanguageCode[];
  scenery: SceneKind[];
  /** Required whenever a text uses {landmark}. */
  landmarkScenery?: SceneKind[];
  /**
   * 'excursion': only landmarks flagged `excursion` (day trips); 'nearby': only landmarks without it
   * (things you can paddle or walk to). Absent: any distance.
   */
  landmarkDistance?: 'excursion' | 'nearby';
  /** Restricts the template to these countries (wildlife or traditions that only exist there). */
  countryIsos?: CountryIso[];
  /** Restricts the template to these destinations. */
  destinationKeys?: string[];
  /** Destinations where the scenery matches but the activity does not exist (no roads, protected beach). */
  excludeDestinationKeys?: string[];
  includedKeys: string[];
  notIncludedKeys: string[];
  requirementKeys: string[];
  recommendationKeys: string[];
  addOnKeys: string[];
  scheduleKind: ScheduleKind;
}

export interface SeedCategory {
  key: string;
  /** Lucide icon file name without .svg. */
  icon: string;
  name: Localized;
  description: Localized;
  scenery: SceneKind[];
  templates: ExperienceTemplate[];
}

export interface SeedHighlight {
  key: string;
  icon: string;
  name: Localized;
  description: Localized;
  scenery: SceneKind;
  categoryKeys: string[];
}

export interface SeedDetail {
  key: string;
  type: DetailType;
  name: Localized;
}

export interface SeedAddOn {
  key: string;
  name: Localized;
  icon: string;
  typeCode: AddOnTypeCode;
  priceUsd: Range;
  /** 2 = multiplied by participant count, 1 = once per booking (docs/product.md § Add-ons). */
  applyTo: 1 | 2;
}

export interface SeedCompany {
  countryIso: CountryIso;
  name: string;
}

/** Ratings 2 and 3 exist so that averages look believable instead of a wall of fives. */
export type ReviewRating = 2 | 3 | 4 | 5;

export interface SeedReviewComment {
  rating: ReviewRating;
  text: Localized;
  /** When present the comment only makes sense for experiences in these categories. */
  categoryKeys?: string[];
}
