import { describe, expect, it } from 'vitest';
import { activeFilterCount } from '../../../domain/catalog/active-filter-count';
import {
  draftFromFilters,
  EMPTY_DRAFT,
  filtersFromDraft,
  toggled,
} from '../../../domain/catalog/filter-draft';
import { filtersFromSearchParams } from '../../../domain/catalog/experience-filters';
import { filtersToSearchParams } from '../../../domain/catalog/filter-params';

const fromUrl = (query: string) => filtersFromSearchParams(query);

describe('filter badge count', () => {
  it('counts each chosen value and each moved range', () => {
    const filters = fromUrl(
      'country=1&cities=2&cities=3&categories=4&priceMin=20&priceMax=max&durationMax=6&properties=private&language=en&language=fr',
    );
    // country 1 + cities 2 + category 1 + price 1 + duration 1 + property 1 + languages 2
    expect(activeFilterCount(filters)).toBe(9);
  });

  it('ignores default ranges, the search text, paging and utm parameters', () => {
    const filters = fromUrl(
      'priceMin=0&priceMax=500&durationMin=1&durationMax=max&searchText=playa&page=2&utm_source=mail&utm_campaign=x',
    );
    expect(activeFilterCount(filters)).toBe(0);
  });

  it('treats a single value as a list', () => {
    expect(activeFilterCount(fromUrl('cities=7'))).toBe(1);
    expect(activeFilterCount(fromUrl('cities=7,8'))).toBe(2);
  });
});

describe('filter draft', () => {
  it('round-trips through the URL form without change', () => {
    const filters = fromUrl('country=1&cities=3&cities=2&priceMin=10&priceMax=250&durationMin=2&language=es');
    const again = filtersFromDraft(draftFromFilters(filters), filters);
    expect(again).toEqual(filters);
    expect(filtersToSearchParams(again).toString()).toBe(filtersToSearchParams(filters).toString());
  });

  it('an empty draft applies no filter but keeps the search text and highlights of the page', () => {
    const base = fromUrl('searchText=volcán&highlights=5&country=2&properties=pickup');
    const cleared = filtersFromDraft(EMPTY_DRAFT, base);
    expect(cleared).toEqual({ ...fromUrl('highlights=5'), searchText: 'volcán' });
  });

  it('slider ends mean no bound: 500 is "500 or more", 24 is "24 hours or more"', () => {
    const draft = { ...EMPTY_DRAFT, price: [0, 500] as const, duration: [1, 24] as const };
    const filters = filtersFromDraft(draft, fromUrl(''));
    expect(filters.priceMinCents).toBeUndefined();
    expect(filters.priceMaxCents).toBeUndefined();
    expect(filters.durationMax).toBeUndefined();
    const narrowed = filtersFromDraft({ ...draft, price: [50, 490], duration: [2, 23] }, fromUrl(''));
    expect(filtersToSearchParams(narrowed).toString()).toBe(
      'priceMin=50&priceMax=490&durationMin=2&durationMax=23',
    );
  });

  it('toggles list values', () => {
    expect(toggled([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggled([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
