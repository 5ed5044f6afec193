import { describe, expect, it } from 'vitest';
import { addOns } from '../../../db/seed/data/add-ons';
import { categories } from '../../../db/seed/data/categories';
import { destinations } from '../../../db/seed/data/destinations';
import { details } from '../../../db/seed/data/details';
import {
  contractSpanish,
  fillPlaceholders,
  landmarkInText,
  landmarksFor,
  PLACEHOLDERS,
  placeholdersIn,
  renderTemplate,
  templateFits,
  usesLandmark,
} from '../../../db/seed/data/match';
import type { DetailType, ExperienceTemplate } from '../../../db/seed/data/types';

const templates = categories.flatMap((category) => category.templates);
const textFields = ['name', 'h1', 'descriptionHtml'] as const;
const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em']);

const plainWords = (htmlText: string) =>
  htmlText
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** Tag names in order, with a leading slash for closing tags; throws on anything but bare tags. */
function tagsOf(htmlText: string): string[] {
  return [...htmlText.matchAll(/<([^>]*)>/g)].map((match) => {
    const inner = match[1] as string;
    expect(inner, `attributes are not allowed: <${inner}>`).toMatch(/^\/?[a-z]+$/);
    return inner;
  });
}

describe('experience templates', () => {
  it.each(templates.map((t) => [t.key, t] as const))(
    '%s uses the same known placeholders in es and en',
    (_, t) => {
      for (const field of textFields) {
        const es = placeholdersIn(t[field].es).sort();
        const en = placeholdersIn(t[field].en).sort();
        expect(en, `${t.key}.${field}`).toEqual(es);
        for (const name of es) expect(PLACEHOLDERS).toContain(name);
        // No stray or malformed braces left behind.
        const stripped =
          t[field].es.replace(/\{(destination|landmark)\}/g, '') +
          t[field].en.replace(/\{(destination|landmark)\}/g, '');
        expect(stripped, `${t.key}.${field}`).not.toMatch(/[{}]/);
      }
      // The name must change with the place, or every destination would list identical titles.
      expect(placeholdersIn(t.name.es).length, t.key).toBeGreaterThan(0);
    },
  );

  it('never starts a sentence with {landmark}, whose article is lowercase', () => {
    for (const t of templates) {
      for (const field of textFields) {
        for (const lang of ['es', 'en'] as const) {
          expect(t[field][lang], `${t.key}.${field}.${lang}`).not.toMatch(/(^|[.!?¡¿]\s*|>)\{landmark\}/);
        }
      }
    }
  });

  it('declares landmark scenery exactly when a text uses {landmark}', () => {
    for (const t of templates) {
      if (usesLandmark(t)) {
        expect(t.landmarkScenery?.length ?? 0, t.key).toBeGreaterThan(0);
      } else {
        expect(t.landmarkScenery, t.key).toBeUndefined();
        expect(t.landmarkDistance, t.key).toBeUndefined();
      }
    }
  });

  it('writes descriptions as 2-3 paragraphs of 80-160 words using only simple tags', () => {
    for (const t of templates) {
      for (const lang of ['es', 'en'] as const) {
        const where = `${t.key}.${lang}`;
        const text = t.descriptionHtml[lang];
        const tags = tagsOf(text);
        const stack: string[] = [];
        for (const tag of tags) {
          const name = tag.replace('/', '');
          expect(ALLOWED_TAGS.has(name), `${where} <${tag}>`).toBe(true);
          if (tag.startsWith('/')) expect(stack.pop(), where).toBe(name);
          else stack.push(name);
        }
        expect(stack, where).toEqual([]);
        expect(text.startsWith('<p>'), where).toBe(true);
        const paragraphs = tags.filter((tag) => tag === 'p').length;
        expect(paragraphs, where).toBeGreaterThanOrEqual(2);
        expect(paragraphs, where).toBeLessThanOrEqual(3);
        const words = plainWords(text);
        expect(words, where).toBeGreaterThanOrEqual(80);
        expect(words, where).toBeLessThanOrEqual(160);
        expect(t.name[lang].length, where).toBeLessThanOrEqual(70);
        expect(t.h1[lang].length, where).toBeLessThanOrEqual(110);
        expect(t.name[lang], where).not.toMatch(/[<>]/);
        expect(t.h1[lang], where).not.toMatch(/[<>]/);
      }
    }
  });

  it('references details of the right type and existing add-ons, without repeats', () => {
    const detailType = new Map(details.map((d) => [d.key, d.type]));
    const addOnKeys = new Set(addOns.map((a) => a.key));
    const lists: [keyof ExperienceTemplate, DetailType][] = [
      ['includedKeys', 'included'],
      ['notIncludedKeys', 'not_included'],
      ['requirementKeys', 'requirements'],
      ['recommendationKeys', 'recommendations'],
    ];
    for (const t of templates) {
      for (const [field, type] of lists) {
        const keys = t[field] as string[];
        expect(new Set(keys).size, `${t.key}.${field}`).toBe(keys.length);
        for (const key of keys) expect(detailType.get(key), `${t.key}.${field}: ${key}`).toBe(type);
      }
      expect(t.includedKeys.length, t.key).toBeGreaterThanOrEqual(2);
      expect(new Set(t.addOnKeys).size, t.key).toBe(t.addOnKeys.length);
      for (const key of t.addOnKeys) expect(addOnKeys.has(key), `${t.key}: ${key}`).toBe(true);
    }
  });

  it('has consistent ranges, chances, ages and languages', () => {
    for (const t of templates) {
      const [minHours, maxHours] = t.durationHours;
      expect(minHours, t.key).toBeGreaterThan(0);
      expect(minHours, t.key).toBeLessThanOrEqual(maxHours);
      expect(maxHours, t.key).toBeLessThanOrEqual(24);
      const [minPrice, maxPrice] = t.priceAdultUsd;
      expect(minPrice, t.key).toBeGreaterThan(0);
      expect(minPrice, t.key).toBeLessThanOrEqual(maxPrice);
      for (const p of [t.isPackageChance, t.privateChance]) {
        expect(p, t.key).toBeGreaterThanOrEqual(0);
        expect(p, t.key).toBeLessThanOrEqual(1);
      }
      expect([0, 1, 2, 3, 4]).toContain(t.difficulty);
      // Participant groups (docs/product.md § Experience): babies under 2, children 2-12, adults 13+.
      if (t.minAge >= 2) expect(t.includeBabies, t.key).toBe(false);
      if (t.minAge >= 13) expect(t.includeChildren, t.key).toBe(false);
      if (t.includeBabies) expect(t.includeChildren, t.key).toBe(true);
      expect(t.languages, t.key).toContain('es');
      expect(new Set(t.languages).size, t.key).toBe(t.languages.length);
    }
  });

  it('restricts only to real countries and destinations', () => {
    const destinationKeys = destinations.map((d) => d.key);
    for (const t of templates) {
      for (const iso of t.countryIsos ?? [])
        expect(['PA', 'CO', 'DO', 'GT', 'CR', 'PR', 'SV']).toContain(iso);
      for (const key of [...(t.destinationKeys ?? []), ...(t.excludeDestinationKeys ?? [])]) {
        expect(destinationKeys, t.key).toContain(key);
      }
    }
  });
});

describe('matching templates to destinations', () => {
  it('gives every template at least three places to live', () => {
    for (const t of templates) {
      const fits = destinations.filter((d) => templateFits(t, d));
      expect(fits.length, t.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every destination a varied menu of experiences', () => {
    for (const destination of destinations) {
      const fitting = categories.filter((c) => c.templates.some((t) => templateFits(t, destination)));
      const count = categories.flatMap((c) => c.templates).filter((t) => templateFits(t, destination)).length;
      expect(fitting.length, destination.key).toBeGreaterThanOrEqual(3);
      expect(count, destination.key).toBeGreaterThanOrEqual(6);
    }
  });

  it('only offers landmarks that match the scenery and distance rules', () => {
    const dayTrip = templates.find((t) => t.key === 'full-day-trip')!;
    const panamaCity = destinations.find((d) => d.key === 'panama-city')!;
    expect(landmarksFor(dayTrip, panamaCity).map((l) => l.en)).toEqual(['Taboga Island']);

    const kayak = templates.find((t) => t.key === 'kayak-trip')!;
    const bocas = destinations.find((d) => d.key === 'bocas-del-toro')!;
    const kayakable = landmarksFor(kayak, bocas);
    expect(kayakable.length).toBeGreaterThan(0);
    for (const landmark of kayakable) expect(landmark.excursion).not.toBe(true);

    const cityTour = templates.find((t) => t.key === 'city-highlights')!;
    expect(landmarksFor(cityTour, panamaCity)).toEqual([]);
  });

  it('renders every fitting combination without leftover placeholders', () => {
    let rendered = 0;
    for (const t of templates) {
      for (const destination of destinations.filter((d) => templateFits(t, d))) {
        const landmarks = usesLandmark(t) ? landmarksFor(t, destination) : [undefined];
        for (const landmark of landmarks) {
          const out = renderTemplate(t, destination, landmark);
          for (const lang of ['es', 'en'] as const) {
            for (const field of textFields) {
              expect(out[field][lang]).not.toMatch(/[{}]|\s{2}/);
              // Spanish never leaves "a el" / "de el" uncontracted.
              expect(out[field][lang]).not.toMatch(/(^|\s)(a|de) el /);
            }
            const place = t.name[lang].includes('{destination}') ? destination.name[lang] : landmark?.[lang];
            expect(out.name[lang]).toContain(place);
          }
          rendered++;
        }
      }
    }
    expect(rendered).toBeGreaterThan(300);
  });

  it('refuses to render a {landmark} template without a landmark', () => {
    const snorkel = templates.find((t) => t.key === 'reef-snorkel')!;
    const bocas = destinations.find((d) => d.key === 'bocas-del-toro')!;
    expect(() => renderTemplate(snorkel, bocas)).toThrow(/landmark/);
    expect(fillPlaceholders('Tour in {destination}', { destination: 'Boquete' })).toBe('Tour in Boquete');
    const coralCay = bocas.landmarks.find((l) => l.en === 'Coral Cay')!;
    expect(renderTemplate(snorkel, bocas, coralCay).name).toEqual({
      es: 'Snorkel en los arrecifes de Cayo Coral',
      en: 'Snorkeling the reefs of Coral Cay',
    });
  });

  it('adds articles and Spanish contractions to landmarks in running text', () => {
    const snorkel = templates.find((t) => t.key === 'reef-snorkel')!;
    const puertoViejo = destinations.find((d) => d.key === 'puerto-viejo')!;
    const cahuita = puertoViejo.landmarks.find((l) => l.es === 'Parque Nacional Cahuita')!;
    expect(landmarkInText(cahuita, 'es')).toBe('el Parque Nacional Cahuita');
    expect(landmarkInText(cahuita, 'en')).toBe('Cahuita National Park');
    const out = renderTemplate(snorkel, puertoViejo, cahuita);
    expect(out.name.es).toBe('Snorkel en los arrecifes del Parque Nacional Cahuita');
    expect(out.h1.es).toContain('en el Parque Nacional Cahuita, saliendo desde Puerto Viejo');
    expect(out.descriptionHtml.es).toContain('hacia el Parque Nacional Cahuita');

    const cartagena = destinations.find((d) => d.key === 'cartagena')!;
    const rosario = cartagena.landmarks.find((l) => l.es === 'Islas del Rosario')!;
    expect(renderTemplate(snorkel, cartagena, rosario).name).toEqual({
      es: 'Snorkel en los arrecifes de las Islas del Rosario',
      en: 'Snorkeling the reefs of the Rosario Islands',
    });

    expect(contractSpanish('Visita a el Museo y salida de el puerto')).toBe(
      'Visita al Museo y salida del puerto',
    );
    expect(contractSpanish('<p>De el muelle, a el agua')).toBe('<p>Del muelle, al agua');
    expect(contractSpanish('Vamos a El Tunco, de El Zonte, para el mar y vía el lago')).toBe(
      'Vamos a El Tunco, de El Zonte, para el mar y vía el lago',
    );
  });
});
