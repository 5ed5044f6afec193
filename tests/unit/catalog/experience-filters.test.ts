import { describe, expect, it } from 'vitest';
import {
  type FilterIssue,
  FilterValidationError,
  parseExperienceFilters,
} from '../../../domain/catalog/experience-filters';
import { type ExperienceFilters, MAX_LIST_ITEMS } from '../../../domain/catalog/filter-values';

const EMPTY: ExperienceFilters = {
  cityIds: [],
  categoryIds: [],
  highlightIds: [],
  properties: [],
  languages: [],
};

function issuesOf(run: () => unknown): FilterIssue[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FilterValidationError);
    const e = error as FilterValidationError;
    expect(e.code).toBe('INVALID_FILTERS');
    expect(e.status).toBe(400);
    expect(e.extra).toEqual({ issues: e.issues });
    return e.issues;
  }
  throw new Error('expected a FilterValidationError');
}

const fieldsOf = (run: () => unknown) => issuesOf(run).map((issue) => issue.field);

describe('parseExperienceFilters: shapes', () => {
  const filters = { country: 1, cities: [2, 3], searchText: 'playa' };
  const expected = { ...EMPTY, countryId: 1, cityIds: [2, 3], searchText: 'playa' };

  it.each([
    ['data.filters', { data: { filters } }],
    ['data', { data: filters }],
    ['filters', { filters }],
    ['flat', filters],
  ])('accepts filters in %s', (_label, body) => {
    expect(parseExperienceFilters(body)).toEqual(expected);
  });

  it('treats a missing or empty body as no filters', () => {
    expect(parseExperienceFilters(undefined)).toEqual(EMPTY);
    expect(parseExperienceFilters(null)).toEqual(EMPTY);
    expect(parseExperienceFilters('')).toEqual(EMPTY);
    expect(parseExperienceFilters({})).toEqual(EMPTY);
    expect(parseExperienceFilters({ data: {} })).toEqual(EMPTY);
    expect(parseExperienceFilters({ data: null, filters: null })).toEqual(EMPTY);
  });

  it('merges data-level ids with data.filters, the nested one winning', () => {
    const body = { data: { cities: [4], country: 1, filters: { country: 2, categories: 5 } } };
    expect(parseExperienceFilters(body)).toEqual({ ...EMPTY, countryId: 2, cityIds: [4], categoryIds: [5] });
  });

  it('reads the query string and lets the body win', () => {
    const query = { country: '1', page: '1', limit: '16', utm_source: 'mail', cities: '7' };
    expect(parseExperienceFilters(undefined, query)).toEqual({ ...EMPTY, countryId: 1, cityIds: [7] });
    expect(parseExperienceFilters({ data: { filters: { country: 9 } } }, query)).toEqual({
      ...EMPTY,
      countryId: 9,
      cityIds: [7],
    });
  });

  it('ignores unknown keys', () => {
    expect(parseExperienceFilters({ page: 2, order: 'x', utm_campaign: 'y', country: 3 })).toMatchObject({
      countryId: 3,
    });
  });

  it('reads a day or a range, the travellers and the order', () => {
    expect(parseExperienceFilters(undefined, { date: '2026-12-05', travellers: '4' })).toEqual({
      ...EMPTY,
      dateFrom: '2026-12-05',
      dateTo: '2026-12-05',
      travellers: 4,
    });
    expect(parseExperienceFilters({ date: '2026-12-05', to: '2027-01-04', sort: 'price_asc' })).toMatchObject(
      { dateFrom: '2026-12-05', dateTo: '2027-01-04', sort: 'price_asc' },
    );
    expect(parseExperienceFilters({ sort: 'recommended', date: '' })).toEqual(EMPTY);
  });

  it.each([
    ['an impossible day', { date: '2026-02-30' }, 'date'],
    ['an end without a start', { to: '2026-12-05' }, 'date'],
    ['an end before the start', { date: '2026-12-05', to: '2026-12-04' }, 'to'],
    ['a range over 31 days', { date: '2026-12-05', to: '2027-01-05' }, 'to'],
    ['no travellers', { travellers: 0 }, 'travellers'],
    ['an unknown order', { sort: 'cheapest' }, 'sort'],
  ])('refuses %s', (_name, body, field) => {
    expect(() => parseExperienceFilters(body)).toThrow(
      expect.objectContaining({
        issues: [expect.objectContaining({ field })],
      }),
    );
  });

  it.each([
    ['a string body', 'country=1', 'body'],
    ['an array body', [1, 2], 'body'],
    ['a number body', 5, 'body'],
    ['a non-object data', { data: 'x' }, 'data'],
    ['an array data', { data: [1] }, 'data'],
    ['a non-object filters', { filters: 'country=1' }, 'filters'],
    ['a non-object data.filters', { data: { filters: [1] } }, 'data.filters'],
  ])('rejects %s', (_label, body, field) => {
    expect(fieldsOf(() => parseExperienceFilters(body))).toEqual([field]);
  });
});

describe('parseExperienceFilters: ids and lists', () => {
  it('treats single values and comma strings as lists, sorted and unique', () => {
    expect(parseExperienceFilters({ cities: 3 }).cityIds).toEqual([3]);
    expect(parseExperienceFilters({ cities: '3' }).cityIds).toEqual([3]);
    expect(parseExperienceFilters({ cities: '5, 3,3' }).cityIds).toEqual([3, 5]);
    expect(parseExperienceFilters({ cities: ['5,1', 2, '2'] }).cityIds).toEqual([1, 2, 5]);
    expect(parseExperienceFilters({ categories: [{ id: 4 }], highlights: '8' })).toMatchObject({
      categoryIds: [4],
      highlightIds: [8],
    });
  });

  it('accepts the country as number, string, one-item list or { id }', () => {
    for (const country of [4, '4', [4], ['4'], { id: 4 }, ' 4 ']) {
      expect(parseExperienceFilters({ country }).countryId).toBe(4);
    }
  });

  it('treats empty values as not set', () => {
    expect(parseExperienceFilters({ country: '', cities: [], categories: '', highlights: null })).toEqual(
      EMPTY,
    );
  });

  it.each([
    [{ country: 0 }, 'country.0'],
    [{ country: -1 }, 'country.0'],
    [{ country: '1.5' }, 'country.0'],
    [{ country: 'panama' }, 'country.0'],
    [{ country: [1, 2] }, 'country'],
    [{ country: '1,2' }, 'country'],
    [{ country: true }, 'country.0'],
    [{ cities: ['2', 'x'] }, 'cities.1'],
    [{ cities: [2.5] }, 'cities.0'],
    [{ cities: [[1]] }, 'cities.0'],
    [{ categories: '99999999999' }, 'categories.0'],
    [{ highlights: { id: 'a' } }, 'highlights.0'],
    [{ cities: Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => i + 1) }, 'cities'],
  ])('rejects %j', (body, field) => {
    expect(fieldsOf(() => parseExperienceFilters(body))).toContain(field);
  });
});

describe('parseExperienceFilters: ranges', () => {
  it('converts price dollars to cents and drops the default bounds', () => {
    expect(parseExperienceFilters({ rangePrice: { min: 20, max: 150 } })).toMatchObject({
      priceMinCents: 2000,
      priceMaxCents: 15000,
    });
    const open = parseExperienceFilters({ rangePrice: { min: '0', max: 'max' } });
    expect(open.priceMinCents).toBeUndefined();
    expect(open.priceMaxCents).toBeUndefined();
  });

  it("reads 500 and 'max' alike as no upper bound", () => {
    expect(parseExperienceFilters({ rangePrice: { min: 100, max: 500 } })).toEqual({
      ...EMPTY,
      priceMinCents: 10000,
    });
    expect(parseExperienceFilters({ rangePrice: { min: 100, max: 'MAX' } })).toEqual({
      ...EMPTY,
      priceMinCents: 10000,
    });
  });

  it('accepts any integer in range, not only steps of 10', () => {
    expect(parseExperienceFilters({ priceMin: '7', priceMax: 333 })).toMatchObject({
      priceMinCents: 700,
      priceMaxCents: 33300,
    });
  });

  it('reads durations in hours, 1 and 24 meaning no bound', () => {
    expect(parseExperienceFilters({ duration: { min: 2, max: 6 } })).toMatchObject({
      durationMin: 2,
      durationMax: 6,
    });
    expect(parseExperienceFilters({ duration: { min: 1, max: 'max' } })).toEqual(EMPTY);
    expect(parseExperienceFilters({ durationMin: '3', durationMax: '24' })).toEqual({
      ...EMPTY,
      durationMin: 3,
    });
  });

  it('lets flat bounds win over the range object of the same source', () => {
    expect(parseExperienceFilters({ rangePrice: { min: 10, max: 20 }, priceMax: 30 })).toMatchObject({
      priceMinCents: 1000,
      priceMaxCents: 3000,
    });
  });

  it.each([
    [{ rangePrice: { min: -10 } }, 'priceMin'],
    [{ rangePrice: { max: 510 } }, 'priceMax'],
    [{ rangePrice: { min: 10.5 } }, 'priceMin'],
    [{ rangePrice: { min: 'ten' } }, 'priceMin'],
    [{ rangePrice: { min: 300, max: 200 } }, 'priceMin'],
    [{ rangePrice: '0-500' }, 'rangePrice'],
    [{ rangePrice: [0, 500] }, 'rangePrice'],
    [{ priceMin: ['1', '2'] }, 'priceMin'],
    [{ duration: { min: 0 } }, 'durationMin'],
    [{ duration: { max: 25 } }, 'durationMax'],
    [{ duration: { min: 8, max: 4 } }, 'durationMin'],
    [{ duration: 'long' }, 'duration'],
  ])('rejects %j', (body, field) => {
    expect(fieldsOf(() => parseExperienceFilters(body))).toContain(field);
  });

  it('names the allowed range in the message', () => {
    const [issue] = issuesOf(() => parseExperienceFilters({ rangePrice: { max: 900 } }));
    expect(issue?.message).toContain('0 to 500');
  });
});

describe('parseExperienceFilters: properties, language, search text', () => {
  it('keeps known values in canonical order, case-insensitively', () => {
    expect(
      parseExperienceFilters({ properties: 'pickup,PRIVATE,pickup', language: ['EN', 'es'] }),
    ).toMatchObject({ properties: ['private', 'pickup'], languages: ['es', 'en'] });
    expect(parseExperienceFilters({ languages: 'fr' }).languages).toEqual(['fr']);
  });

  it('trims the search text and drops it when blank', () => {
    expect(parseExperienceFilters({ searchText: '  Bocas del Toro ' }).searchText).toBe('Bocas del Toro');
    expect(parseExperienceFilters({ searchText: '   ' }).searchText).toBeUndefined();
    expect(parseExperienceFilters({ searchText: 2024 }).searchText).toBe('2024');
  });

  it('allows 40 characters (the mobile bar) and counts accents and emoji once', () => {
    expect(parseExperienceFilters({ searchText: 'á'.repeat(40) }).searchText).toHaveLength(40);
    expect(parseExperienceFilters({ searchText: '🌴'.repeat(40) }).searchText).toBeDefined();
  });

  it.each([
    [{ properties: 'vip' }, 'properties.0'],
    [{ properties: [1] }, 'properties.0'],
    [{ language: 'it' }, 'language.0'],
    [{ language: 'es-ES' }, 'language.0'],
    [{ searchText: 'x'.repeat(41) }, 'searchText'],
    [{ searchText: ['a', 'b'] }, 'searchText'],
    [{ searchText: { q: 'a' } }, 'searchText'],
  ])('rejects %j', (body, field) => {
    expect(fieldsOf(() => parseExperienceFilters(body))).toContain(field);
  });

  it('says how long the search text may be', () => {
    const [issue] = issuesOf(() => parseExperienceFilters({ searchText: 'x'.repeat(41) }));
    expect(issue).toEqual({ field: 'searchText', message: 'must be at most 40 characters' });
  });

  it('reports every bad field at once', () => {
    expect(
      fieldsOf(() => parseExperienceFilters({ country: 'x', language: 'it', searchText: 'y'.repeat(50) })),
    ).toEqual(['country.0', 'language.0', 'searchText']);
  });
});
