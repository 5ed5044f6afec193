import { describe, expect, it } from 'vitest';
import { translate } from '../../../common/i18n/translate';
import { type Catalogue, createTranslator, formatDay, formatNumber } from '../../../common/i18n/translator';

const es: Catalogue = {
  brand: { name: 'Rumbo' },
  listing: {
    results_one: '{{count, number}} experiencia',
    results_other: '{{count, number}} experiencias',
    reviews_one: '{{count}} reseña',
    reviews_other: '{{count}} reseñas',
    upTo: 'Hasta {{count}} personas',
  },
  greeting: 'Hola, {{name}}. Bienvenido a {{ brand }}',
  onlyInSpanish: 'Solo en español',
  pluralOnlyInSpanish_one: '{{count}} día',
  pluralOnlyInSpanish_other: '{{count}} días',
};

const en: Catalogue = {
  brand: { name: 'Rumbo' },
  listing: {
    results_one: '{{count, number}} experience',
    results_other: '{{count, number}} experiences',
    reviews_one: '{{count}} review',
    reviews_other: '{{count}} reviews',
    upTo: 'Up to {{count}} people',
  },
  greeting: 'Hello, {{name}}. Welcome to {{ brand }}',
};

const tEs = createTranslator('es', es);
const tEn = createTranslator('en', en, es);

describe('createTranslator', () => {
  it('reads nested keys by their dotted path', () => {
    expect(tEs('brand.name')).toBe('Rumbo');
    expect(tEn('listing.upTo', { count: 4 })).toBe('Up to 4 people');
  });

  it('picks the plural form by the language rules, 0 and 1 included', () => {
    expect(tEs('listing.results', { count: 0 })).toBe('0 experiencias');
    expect(tEs('listing.results', { count: 1 })).toBe('1 experiencia');
    expect(tEs('listing.results', { count: 2 })).toBe('2 experiencias');
    expect(tEn('listing.results', { count: 0 })).toBe('0 experiences');
    expect(tEn('listing.results', { count: 1 })).toBe('1 experience');
    expect(tEn('listing.results', { count: 2 })).toBe('2 experiences');
  });

  it("uses the _other form for a plural category the catalogue lacks (Spanish 'many')", () => {
    expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
    expect(tEs('listing.results', { count: 1_000_000 })).toBe('1.000.000 experiencias');
  });

  it('formats {{count, number}} for the language and writes {{count}} as given', () => {
    expect(tEs('listing.results', { count: 12345 })).toBe('12.345 experiencias');
    expect(tEn('listing.results', { count: 12345 })).toBe('12,345 experiences');
    expect(tEn('listing.results', { count: 2.5 })).toBe('2.5 experiences');
    expect(tEs('listing.reviews', { count: 12345 })).toBe('12345 reseñas');
  });

  it('fills named values, tolerating spaces inside the braces', () => {
    expect(tEs('greeting', { name: 'Ana', brand: 'Rumbo' })).toBe('Hola, Ana. Bienvenido a Rumbo');
  });

  it('leaves a placeholder whose value is missing, and never reads placeholders inside values', () => {
    expect(tEn('greeting', { name: '{{brand}}' })).toBe('Hello, {{brand}}. Welcome to {{ brand }}');
  });

  it('answers an unknown key, or a key naming a group of texts, with the key itself', () => {
    expect(tEn('listing.nothing')).toBe('listing.nothing');
    expect(tEn('listing')).toBe('listing');
    expect(tEn('Expected string, received number')).toBe('Expected string, received number');
    expect(tEn('')).toBe('');
    expect(tEn('constructor')).toBe('constructor');
    expect(tEn('listing.results')).toBe('listing.results');
  });

  it('falls back to Spanish for a key the language lacks, plural forms included', () => {
    expect(tEn('onlyInSpanish')).toBe('Solo en español');
    expect(tEn('pluralOnlyInSpanish', { count: 1 })).toBe('1 día');
    expect(tEn('pluralOnlyInSpanish', { count: 3 })).toBe('3 días');
  });

  it('reads a singular-only text when given a count', () => {
    expect(tEs('listing.upTo', { count: 1 })).toBe('Hasta 1 personas');
  });
});

describe('translate (the catalogues)', () => {
  it('translates in both languages with plurals and number formats', () => {
    expect(translate('es', 'listing.results', { count: 1 })).toBe('1 experiencia');
    expect(translate('es', 'listing.results', { count: 4321 })).toBe('4321 experiencias');
    expect(translate('en', 'listing.results', { count: 4321 })).toBe('4,321 experiences');
    expect(translate('en', 'filters.active', { count: 0 })).toBe('0 active filters');
  });
});

describe('numbers written by hand', () => {
  const values = [
    0, 1, 7, 2.5, 1.75, 0.125, 12.3456, 999, 1000, 1234, 9999, 10_000, 12_345, 100_380, 1_234_567.8, -3,
    -1234.5,
  ];
  it.each(['es', 'en'] as const)('match Intl.NumberFormat in %s', (lang) => {
    const intl = new Intl.NumberFormat(lang);
    for (const value of values) expect(formatNumber(value, lang)).toBe(intl.format(value));
  });

  it('fill `{{count, number}}`', () => {
    const t = createTranslator('es', { hours_other: '{{count, number}} horas' });
    expect(t('hours', { count: 2.5 })).toBe('2,5 horas');
    expect(t('hours', { count: 12_345 })).toBe('12.345 horas');
  });
});

describe('days in words', () => {
  it('fill `{{date, date}}` with the day the language’s way, and leave anything but a day as given', () => {
    const es = createTranslator('es', { gone: 'No se puede reservar el {{date, date}}.' });
    const en = createTranslator('en', { gone: '{{date, date}} cannot be booked.' });
    expect(es('gone', { date: '2026-11-28' })).toBe(
      'No se puede reservar el sábado, 28 de noviembre de 2026.',
    );
    expect(en('gone', { date: '2026-11-28' })).toBe('Saturday, November 28, 2026 cannot be booked.');
    expect(en('gone', { date: '28/11/2026' })).toBe('28/11/2026 cannot be booked.');
    expect(en('gone', { date: '2026-13-45' })).toBe('2026-13-45 cannot be booked.');
  });

  it('keep the experience’s day whatever the machine’s zone (formatted at UTC midnight)', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('Thursday, January 1, 2026');
  });
});
