import type { ExperienceTemplate, Localized, SeedDestination, SeedLandmark } from './types';

type Lang = 'es' | 'en';

/** The only placeholders a template may contain. */
export const PLACEHOLDERS = ['destination', 'landmark'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER_PATTERN = /\{([a-zA-Z]+)\}/g;

export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] as string))];
}

const textsOf = (template: ExperienceTemplate): string[] => [
  template.name.es,
  template.name.en,
  template.h1.es,
  template.h1.en,
  template.descriptionHtml.es,
  template.descriptionHtml.en,
];

export function usesLandmark(template: ExperienceTemplate): boolean {
  return textsOf(template).some((text) => text.includes('{landmark}'));
}

const intersects = <T>(a: readonly T[], b: readonly T[]): boolean => a.some((item) => b.includes(item));

/** Landmarks of `destination` that can fill `{landmark}` in `template` (empty when it has no {landmark}). */
export function landmarksFor(template: ExperienceTemplate, destination: SeedDestination): SeedLandmark[] {
  if (!usesLandmark(template)) return [];
  const wanted = template.landmarkScenery ?? [];
  return destination.landmarks.filter((landmark) => {
    if (!intersects(landmark.scenery, wanted)) return false;
    if (template.landmarkDistance === 'excursion') return landmark.excursion === true;
    if (template.landmarkDistance === 'nearby') return landmark.excursion !== true;
    return true;
  });
}

/** Whether the generator may instantiate `template` at `destination`. */
export function templateFits(template: ExperienceTemplate, destination: SeedDestination): boolean {
  if (!intersects(template.scenery, destination.scenery)) return false;
  if (template.countryIsos && !template.countryIsos.includes(destination.countryIso)) return false;
  if (template.destinationKeys && !template.destinationKeys.includes(destination.key)) return false;
  if (template.excludeDestinationKeys?.includes(destination.key)) return false;
  if (usesLandmark(template) && landmarksFor(template, destination).length === 0) return false;
  return true;
}

export function fillPlaceholders(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    const value = values[name as Placeholder];
    if (value === undefined) throw new Error(`No value for placeholder ${whole}`);
    return value;
  });
}

/** The landmark as it reads mid-sentence: "la Catedral Metropolitana", "the Rosario Islands". */
export function landmarkInText(landmark: SeedLandmark, lang: Lang): string {
  const article = landmark.article?.[lang];
  return article ? `${article} ${landmark[lang]}` : landmark[lang];
}

/**
 * Spanish requires "a el" → "al" and "de el" → "del". Only the lowercase article inserted by
 * `landmarkInText` is contracted; "a El Tunco" keeps its capitalised article because it is part of
 * the proper name (RAE).
 */
export function contractSpanish(text: string): string {
  return text.replace(/(^|[\s>(])(a|A|de|De) el /g, (_, before: string, word: string) => {
    const contracted = word.toLowerCase() === 'a' ? 'al' : 'del';
    const cased =
      word[0] === word[0]?.toUpperCase() ? contracted[0]!.toUpperCase() + contracted.slice(1) : contracted;
    return `${before}${cased} `;
  });
}

export interface RenderedTemplate {
  name: Localized;
  h1: Localized;
  descriptionHtml: Localized;
}

/**
 * Fills every text of `template` in both languages with the destination's name and the landmark as it
 * reads in a sentence (article included, Spanish contractions applied).
 */
export function renderTemplate(
  template: ExperienceTemplate,
  destination: SeedDestination,
  landmark?: SeedLandmark,
): RenderedTemplate {
  const fill = (text: Localized): Localized => ({
    es: contractSpanish(
      fillPlaceholders(text.es, {
        destination: destination.name.es,
        landmark: landmark && landmarkInText(landmark, 'es'),
      }),
    ),
    en: fillPlaceholders(text.en, {
      destination: destination.name.en,
      landmark: landmark && landmarkInText(landmark, 'en'),
    }),
  });
  return {
    name: fill(template.name),
    h1: fill(template.h1),
    descriptionHtml: fill(template.descriptionHtml),
  };
}
