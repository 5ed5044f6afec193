import { describe, expect, it } from 'vitest';
import {
  FilterValidationError,
  filtersFromSearchParams,
  parseExperienceFilters,
} from '../../../domain/catalog/experience-filters';
import { filtersToBody, filtersToSearchParams } from '../../../domain/catalog/filter-params';
import type { ExperienceFilters } from '../../../domain/catalog/filter-values';

const EMPTY: ExperienceFilters = {
  cityIds: [],
  categoryIds: [],
  highlightIds: [],
  properties: [],
  languages: [],
};

const FULL: ExperienceFilters = {
  countryId: 1,
  cityIds: [2, 3],
  categoryIds: [4],
  highlightIds: [5],
  priceMinCents: 2000,
  durationMin: 2,
  durationMax: 8,
  properties: ['private', 'free_cancellation'],
  languages: ['es', 'en'],
  searchText: 'Bocas & más',
};

const CASES: [string, ExperienceFilters][] = [
  ['empty', EMPTY],
  ['full', FULL],
  ['price max only', { ...EMPTY, priceMaxCents: 15000 }],
  ['price min at the top', { ...EMPTY, priceMinCents: 50000 }],
  ['duration max only', { ...EMPTY, durationMax: 3 }],
  ['search text only', { ...EMPTY, searchText: 'kayak, sunset?' }],
];

describe('filtersToSearchParams', () => {
  it('writes lists as repeated keys and the open end as max', () => {
    expect(filtersToSearchParams(FULL).toString()).toBe(
      'country=1&cities=2&cities=3&categories=4&highlights=5&priceMin=20&priceMax=max&durationMin=2&durationMax=8' +
        '&properties=private&properties=free_cancellation&language=es&language=en&searchText=Bocas+%26+m%C3%A1s',
    );
  });

  it('writes nothing for no filters', () => {
    expect(filtersToSearchParams(EMPTY).toString()).toBe('');
  });

  it('writes the lower price bound as 0 when only the upper one is set', () => {
    expect(filtersToSearchParams({ ...EMPTY, priceMaxCents: 15000 }).toString()).toBe(
      'priceMin=0&priceMax=150',
    );
  });
});

describe('filtersFromSearchParams', () => {
  it.each(CASES)('round-trips %s', (_label, filters) => {
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    expect(filtersFromSearchParams(`?${filtersToSearchParams(filters)}`)).toEqual(filters);
  });

  it('reads the hand-written forms', () => {
    expect(filtersFromSearchParams('?country=1&cities=2,3&priceMin=10&priceMax=max&utm_source=x')).toEqual({
      ...EMPTY,
      countryId: 1,
      cityIds: [2, 3],
      priceMinCents: 1000,
    });
  });

  it('rejects bad values with the typed error', () => {
    expect(() => filtersFromSearchParams('cities=abc')).toThrow(FilterValidationError);
    expect(() => filtersFromSearchParams('priceMin=10&priceMin=20')).toThrow(FilterValidationError);
    expect(() => filtersFromSearchParams(`searchText=${'x'.repeat(41)}`)).toThrow(FilterValidationError);
  });
});

describe('filtersToBody', () => {
  it('builds the POST experiences/simple body', () => {
    expect(filtersToBody({ ...EMPTY, countryId: 1, cityIds: [2], priceMaxCents: 10000 })).toEqual({
      data: {
        filters: {
          country: 1,
          cities: [2],
          categories: [],
          highlights: [],
          rangePrice: { min: 0, max: 100 },
          properties: [],
          language: [],
        },
      },
    });
    expect(filtersToBody(FULL).data.filters).toMatchObject({
      rangePrice: { min: 20, max: 'max' },
      duration: { min: 2, max: 8 },
    });
  });

  it.each(CASES)('round-trips %s through parseExperienceFilters', (_label, filters) => {
    expect(parseExperienceFilters(filtersToBody(filters))).toEqual(filters);
  });
});
