/**
 * The reviews list's order and filters in the experience page's address (docs/product.md § Reviews):
 * `?reviewSort=highest&reviewStars=5&reviewLang=en`, so a shared link or the back button shows the same
 * list. Their own names, apart from the search filters and the page language's `lang`. Pure: read by the
 * page on the server and in the browser alike.
 */
import { SUPPORTED_LANGUAGES, type Lang } from '../../common/i18n/languages';
import { RATINGS, REVIEW_SORTS, type ReviewSort } from './review-limits';

export interface ReviewListFilters {
  sort: ReviewSort;
  stars: number | undefined;
  lang: Lang | undefined;
}

export const DEFAULT_REVIEW_FILTERS: ReviewListFilters = {
  sort: 'newest',
  stars: undefined,
  lang: undefined,
};

const KEYS = { sort: 'reviewSort', stars: 'reviewStars', lang: 'reviewLang' } as const;

export const REVIEW_PARAM_NAMES: readonly string[] = Object.values(KEYS);

/** The list's order and filters of an address; a value the list does not know reads as its default. */
export function reviewFiltersFromSearchParams(params: URLSearchParams): ReviewListFilters {
  const sort = params.get(KEYS.sort);
  const stars = Number(params.get(KEYS.stars));
  const lang = params.get(KEYS.lang);
  return {
    sort: REVIEW_SORTS.find((known) => known === sort) ?? 'newest',
    stars: (RATINGS as readonly number[]).includes(stars) ? stars : undefined,
    lang: SUPPORTED_LANGUAGES.find((known) => known === lang),
  };
}

/**
 * The address's parameters with the list's order and filters in place of the old ones; defaults are left
 * out, so the plain page keeps its plain address. Every other parameter stays as it was.
 */
export function withReviewFilters(params: URLSearchParams, filters: ReviewListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of REVIEW_PARAM_NAMES) next.delete(key);
  if (filters.sort !== 'newest') next.set(KEYS.sort, filters.sort);
  if (filters.stars !== undefined) next.set(KEYS.stars, String(filters.stars));
  if (filters.lang !== undefined) next.set(KEYS.lang, filters.lang);
  return next;
}

/** Whether two addresses differ only in the reviews list's order and filters. */
export function onlyReviewFiltersDiffer(a: URLSearchParams, b: URLSearchParams): boolean {
  const rest = (params: URLSearchParams) => {
    const copy = new URLSearchParams(params);
    for (const key of REVIEW_PARAM_NAMES) copy.delete(key);
    copy.sort();
    return copy.toString();
  };
  return rest(a) === rest(b);
}
