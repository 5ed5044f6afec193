import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_FILTERS,
  onlyReviewFiltersDiffer,
  reviewFiltersFromSearchParams,
  withReviewFilters,
} from '../../../domain/reviews/review-list-params';

const params = (query: string) => new URLSearchParams(query);

describe("the reviews list's order and filters in the address", () => {
  it('reads them back as they were written, beside the page language', () => {
    const chosen = { sort: 'lowest', stars: 2, lang: 'en' } as const;
    const address = withReviewFilters(params('lang=es&utm_source=x'), chosen);
    expect(address.toString()).toBe('lang=es&utm_source=x&reviewSort=lowest&reviewStars=2&reviewLang=en');
    expect(reviewFiltersFromSearchParams(address)).toEqual(chosen);
  });

  it('leaves the defaults out, and replaces what was there', () => {
    const address = params('reviewSort=highest&reviewStars=5&reviewLang=es&lang=en');
    expect(withReviewFilters(address, DEFAULT_REVIEW_FILTERS).toString()).toBe('lang=en');
    expect(withReviewFilters(address, { ...DEFAULT_REVIEW_FILTERS, stars: 4 }).getAll('reviewStars')).toEqual(
      ['4'],
    );
  });

  it('reads unknown values as the defaults, never an error', () => {
    expect(reviewFiltersFromSearchParams(params('reviewSort=best&reviewStars=6&reviewLang=fr'))).toEqual(
      DEFAULT_REVIEW_FILTERS,
    );
    expect(reviewFiltersFromSearchParams(params('reviewStars=0')).stars).toBeUndefined();
    expect(reviewFiltersFromSearchParams(params('reviewStars=')).stars).toBeUndefined();
  });

  it('tells a change of the list apart from a change of the page', () => {
    expect(onlyReviewFiltersDiffer(params('lang=en'), params('reviewStars=5&lang=en'))).toBe(true);
    expect(onlyReviewFiltersDiffer(params('a=1&b=2'), params('b=2&a=1&reviewSort=lowest'))).toBe(true);
    expect(onlyReviewFiltersDiffer(params('lang=en'), params('lang=es&reviewStars=5'))).toBe(false);
  });
});
