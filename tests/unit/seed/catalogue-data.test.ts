import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addOns } from '../../../db/seed/data/add-ons';
import { categories } from '../../../db/seed/data/categories';
import { operatorCompanies } from '../../../db/seed/data/companies';
import { countries } from '../../../db/seed/data/countries';
import { destinations } from '../../../db/seed/data/destinations';
import { details } from '../../../db/seed/data/details';
import { highlights } from '../../../db/seed/data/highlights';
import { languages } from '../../../db/seed/data/languages';
import { firstNames, lastNames } from '../../../db/seed/data/people';
import { reviewComments } from '../../../db/seed/data/review-comments';
import { SCENE_KINDS, type SceneKind } from '../../../db/seed/media/scene-kinds';

const ISO_CODES = ['PA', 'CO', 'DO', 'GT', 'CR', 'PR', 'SV'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const templates = categories.flatMap((category) => category.templates);

const expectUnique = (values: readonly string[]) => {
  const duplicates = values.filter((value, i) => values.indexOf(value) !== i);
  expect(duplicates).toEqual([]);
};

describe('keys', () => {
  it('are unique, kebab-case and never reused within a list', () => {
    const lists = {
      destinations: destinations.map((d) => d.key),
      categories: categories.map((c) => c.key),
      templates: templates.map((t) => t.key),
      highlights: highlights.map((h) => h.key),
      details: details.map((d) => d.key),
      addOns: addOns.map((a) => a.key),
    };
    for (const keys of Object.values(lists)) {
      expectUnique(keys);
      for (const key of keys) expect(key).toMatch(KEBAB);
    }
    expectUnique(countries.map((c) => c.isoCode));
    expectUnique(languages.map((l) => l.code));
    expectUnique(operatorCompanies.map((c) => c.name));
    expectUnique(firstNames);
    expectUnique(lastNames);
    expectUnique(reviewComments.map((r) => r.text.es));
  });
});

describe('countries and languages', () => {
  it('has exactly the seven countries with time zones, centres inside their bounds and hex palettes', () => {
    expect(countries.map((c) => c.isoCode)).toEqual(ISO_CODES);
    for (const country of countries) {
      expect(country.timeZone).toMatch(/^America\/[A-Z][A-Za-z_]+$/);
      const { bounds } = country;
      expect(bounds.minLatitude).toBeLessThan(bounds.maxLatitude);
      expect(bounds.minLongitude).toBeLessThan(bounds.maxLongitude);
      expect(country.latitude).toBeGreaterThanOrEqual(bounds.minLatitude);
      expect(country.latitude).toBeLessThanOrEqual(bounds.maxLatitude);
      expect(country.longitude).toBeGreaterThanOrEqual(bounds.minLongitude);
      expect(country.longitude).toBeLessThanOrEqual(bounds.maxLongitude);
      for (const colour of Object.values(country.bannerPalette)) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
    }
    expect(new Set(countries.map((c) => c.timeZone)).size).toBe(7);
  });

  it('offers the five tour languages', () => {
    expect(languages.map((l) => l.code)).toEqual(['es', 'en', 'de', 'fr', 'pt']);
    expect(languages.find((l) => l.code === 'es')?.name).toEqual({ es: 'Español', en: 'Spanish' });
  });
});

describe('destinations', () => {
  const required = [
    'panama-city',
    'bocas-del-toro',
    'boquete',
    'san-blas',
    'pedasi',
    'cartagena',
    'medellin',
    'santa-marta',
    'bogota',
    'salento',
    'punta-cana',
    'santo-domingo',
    'samana',
    'puerto-plata',
    'antigua-guatemala',
    'flores',
    'lake-atitlan',
    'la-fortuna',
    'monteverde',
    'manuel-antonio',
    'tamarindo',
    'puerto-viejo',
    'san-juan',
    'rincon',
    'culebra',
    'vieques',
    'suchitoto',
    'el-tunco',
    'ruta-de-las-flores',
    'san-salvador',
  ];

  it('covers at least 45 places over all seven countries, including the required ones', () => {
    expect(destinations.length).toBeGreaterThanOrEqual(45);
    const keys = destinations.map((d) => d.key);
    for (const key of required) expect(keys).toContain(key);
    for (const iso of ISO_CODES) {
      expect(destinations.filter((d) => d.countryIso === iso).length).toBeGreaterThanOrEqual(5);
    }
    const top = destinations.filter((d) => d.top).length;
    expect(top).toBeGreaterThanOrEqual(12);
    expect(top).toBeLessThanOrEqual(15);
  });

  it('sits inside its country bounding box with 4-decimal coordinates', () => {
    for (const destination of destinations) {
      const country = countries.find((c) => c.isoCode === destination.countryIso);
      expect(country, destination.key).toBeDefined();
      const { bounds } = country!;
      const where = `${destination.key} ${destination.latitude},${destination.longitude}`;
      expect(destination.latitude, where).toBeGreaterThanOrEqual(bounds.minLatitude);
      expect(destination.latitude, where).toBeLessThanOrEqual(bounds.maxLatitude);
      expect(destination.longitude, where).toBeGreaterThanOrEqual(bounds.minLongitude);
      expect(destination.longitude, where).toBeLessThanOrEqual(bounds.maxLongitude);
      for (const coordinate of [destination.latitude, destination.longitude]) {
        expect(Math.abs(coordinate * 1e4 - Math.round(coordinate * 1e4)), where).toBeLessThan(1e-6);
      }
    }
  });

  it('has 2-4 landmarks whose names read well after "a"/"de" and "to"/"at"', () => {
    for (const destination of destinations) {
      expect(destination.landmarks.length, destination.key).toBeGreaterThanOrEqual(2);
      expect(destination.landmarks.length, destination.key).toBeLessThanOrEqual(4);
      expectUnique(destination.landmarks.map((l) => l.es));
      for (const landmark of destination.landmarks) {
        // "a El Yunque" / "de La Candelaria" would need contractions the templates cannot make.
        expect(landmark.es, destination.key).not.toMatch(/^(El|La|Los|Las|Lo) /);
        expect(landmark.en, destination.key).not.toMatch(/^The /);
        if (landmark.article?.es) expect(['el', 'la', 'los', 'las']).toContain(landmark.article.es);
        if (landmark.article?.en) expect(landmark.article.en).toBe('the');
        expect(landmark.scenery.length).toBeGreaterThan(0);
        for (const kind of landmark.scenery) expect(SCENE_KINDS).toContain(kind);
      }
    }
  });

  it('uses only known scenery kinds and every kind appears somewhere', () => {
    const used = new Set<SceneKind>();
    for (const destination of destinations) {
      expect(destination.scenery.length).toBeGreaterThan(0);
      for (const kind of destination.scenery) {
        expect(SCENE_KINDS).toContain(kind);
        used.add(kind);
      }
    }
    expect([...used].sort()).toEqual([...SCENE_KINDS].sort());
  });
});

describe('categories, highlights, details and add-ons', () => {
  it('has at least 14 categories with 4+ templates and 6+ highlights pointing at real categories', () => {
    expect(categories.length).toBeGreaterThanOrEqual(14);
    for (const category of categories) expect(category.templates.length).toBeGreaterThanOrEqual(4);
    expect(highlights.length).toBeGreaterThanOrEqual(6);
    const categoryKeys = categories.map((c) => c.key);
    for (const highlight of highlights) {
      expect(highlight.categoryKeys.length).toBeGreaterThan(0);
      for (const key of highlight.categoryKeys) expect(categoryKeys).toContain(key);
      expect(SCENE_KINDS).toContain(highlight.scenery);
    }
    for (const category of categories)
      for (const kind of category.scenery) expect(SCENE_KINDS).toContain(kind);
  });

  it('has 60+ details covering every type', () => {
    expect(details.length).toBeGreaterThanOrEqual(60);
    for (const type of ['included', 'not_included', 'requirements', 'recommendations'] as const) {
      expect(details.filter((d) => d.type === type).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has 12+ add-ons with sane prices, including hotel pickup and airport transfer', () => {
    expect(addOns.length).toBeGreaterThanOrEqual(12);
    expect(addOns.filter((a) => a.typeCode === 0).length).toBeGreaterThanOrEqual(2);
    for (const key of ['hotel-pickup', 'airport-transfer']) {
      expect(addOns.find((a) => a.key === key)?.typeCode).toBe(0);
    }
    for (const addOn of addOns) {
      expect([0, 1, 2, 3, 4]).toContain(addOn.typeCode);
      expect([1, 2]).toContain(addOn.applyTo);
      expect(addOn.priceUsd[0]).toBeGreaterThan(0);
      expect(addOn.priceUsd[0]).toBeLessThanOrEqual(addOn.priceUsd[1]);
    }
  });

  it('references Lucide icons that exist in lucide-static', () => {
    const iconDir = fileURLToPath(new URL('../../../node_modules/lucide-static/icons/', import.meta.url));
    const icons = [...categories, ...highlights, ...addOns].map((item) => item.icon);
    for (const icon of icons) {
      expect(icon).toMatch(KEBAB);
      expect(existsSync(path.join(iconDir, `${icon}.svg`)), icon).toBe(true);
    }
  });
});

describe('people, companies and reviews', () => {
  it('has enough names and operators in every country', () => {
    expect(firstNames.length).toBeGreaterThanOrEqual(60);
    expect(lastNames.length).toBeGreaterThanOrEqual(60);
    for (const name of [...firstNames, ...lastNames]) expect(name).toMatch(/^\p{Lu}[\p{L}' -]+$/u);
    expect(operatorCompanies.length).toBeGreaterThanOrEqual(80);
    for (const iso of ISO_CODES) {
      expect(operatorCompanies.filter((c) => c.countryIso === iso).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has 40+ review comments, a few of them critical, tagged with real categories', () => {
    expect(reviewComments.length).toBeGreaterThanOrEqual(40);
    expect(reviewComments.filter((r) => r.rating <= 3).length).toBeGreaterThanOrEqual(5);
    expect(reviewComments.filter((r) => r.rating === 2).length).toBeGreaterThanOrEqual(2);
    expect(reviewComments.filter((r) => !r.categoryKeys).length).toBeGreaterThanOrEqual(10);
    const categoryKeys = categories.map((c) => c.key);
    for (const review of reviewComments) {
      for (const key of review.categoryKeys ?? []) expect(categoryKeys).toContain(key);
    }
    // Every category has comments that fit it at every common rating.
    for (const key of categoryKeys) {
      const fitting = reviewComments.filter((r) => !r.categoryKeys || r.categoryKeys.includes(key));
      for (const rating of [2, 3, 4, 5]) expect(fitting.some((r) => r.rating === rating)).toBe(true);
    }
  });
});
