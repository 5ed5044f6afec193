import { describe, expect, it } from 'vitest';
import { addOns } from '../../../db/seed/data/add-ons';
import { categories } from '../../../db/seed/data/categories';
import { countries } from '../../../db/seed/data/countries';
import { destinations } from '../../../db/seed/data/destinations';
import { details } from '../../../db/seed/data/details';
import { highlights } from '../../../db/seed/data/highlights';
import { languages } from '../../../db/seed/data/languages';
import { reviewComments } from '../../../db/seed/data/review-comments';
import type { Localized } from '../../../db/seed/data/types';

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Localized).es === 'string' &&
  typeof (value as Localized).en === 'string';

/** Every Localized in a data tree, with the property path that leads to it. */
function collectLocalized(value: unknown, at = 'root', out: { at: string; text: Localized }[] = []) {
  if (isLocalized(value)) out.push({ at, text: value });
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) collectLocalized(item, `${at}[${i}]`, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'es' && key !== 'en') collectLocalized(child, `${at}.${key}`, out);
    }
  }
  return out;
}

describe('localized texts', () => {
  const everything = {
    countries,
    destinations,
    categories,
    highlights,
    details,
    addOns,
    languages,
    reviewComments,
  };
  const all = collectLocalized(everything);
  // Names may legitimately be identical ("Cartagena"); descriptive texts must be translated.
  const descriptive = /\.(description|descriptionHtml|shortText|biography|h1|text)$|templates\[\d+\]\.name$/;

  it('finds the texts it is meant to check', () => {
    expect(all.length).toBeGreaterThan(700);
    expect(all.filter(({ at }) => descriptive.test(at)).length).toBeGreaterThan(300);
  });

  it('has non-empty, trimmed Spanish and English everywhere', () => {
    for (const { at, text } of all) {
      for (const lang of ['es', 'en'] as const) {
        expect(text[lang].trim(), `${at}.${lang}`).not.toBe('');
        expect(text[lang], `${at}.${lang}`).toBe(text[lang].trim());
        expect(text[lang], `${at}.${lang}`).not.toMatch(/\s{2,}|\bundefined\b|TODO/);
      }
    }
  });

  it('translates every descriptive text', () => {
    for (const { at, text } of all.filter(({ at }) => descriptive.test(at))) {
      expect(text.es, at).not.toBe(text.en);
    }
  });
});
