/**
 * The rules of an experience's public reviews (docs/decisions/0085-reviews.md): the summary of its stars,
 * the orders and filters of its list and their query. Pure: read by the server and the page alike.
 */
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../common/i18n/languages';
import { RATINGS, REVIEW_SORTS, type ReviewSort } from './review-limits';

export { REVIEW_SORTS, REVIEWS_PAGE_SIZE, type ReviewSort } from './review-limits';

const invalid = 'reviews.list.errors.queryInvalid';

/** `?sort=&stars=&lang=&page=`: each optional; anything else a translated 400. */
export const reviewListQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { error: invalid }).default('newest'),
  stars: z
    .enum(['1', '2', '3', '4', '5'], { error: invalid })
    .transform(Number)
    .optional()
    .describe('Only reviews of this many stars, 1 to 5'),
  lang: z
    .enum(SUPPORTED_LANGUAGES, { error: invalid })
    .optional()
    .describe('Only reviews written in this language'),
  page: z.string().optional().describe('1 and up'),
});
export type ReviewListQuery = z.output<typeof reviewListQuery>;

/**
 * The order of each sort, as columns of `reviews`; ties always fall back to the newest, then the id, so a
 * page never repeats or skips a review.
 */
export const SORT_ORDER: Record<
  ReviewSort,
  readonly { column: 'rating' | 'created_at' | 'id'; desc: boolean }[]
> = {
  newest: [
    { column: 'created_at', desc: true },
    { column: 'id', desc: true },
  ],
  highest: [
    { column: 'rating', desc: true },
    { column: 'created_at', desc: true },
    { column: 'id', desc: true },
  ],
  lowest: [
    { column: 'rating', desc: false },
    { column: 'created_at', desc: true },
    { column: 'id', desc: true },
  ],
};

export interface ReviewSummary {
  /** Mean of the shown reviews' stars, rounded to one decimal; 0 without reviews. */
  average: number;
  count: number;
  /** One bar per star, 5 down to 1, each with its count and its share of all (0 to 100, whole). */
  stars: { stars: number; count: number; percent: number }[];
}

/** The summary of the counts per star of the shown reviews (hidden ones are never counted). */
export function summarizeStars(counts: Readonly<Partial<Record<number, number>>>): ReviewSummary {
  const stars = [...RATINGS].reverse().map((n) => ({ stars: n, count: counts[n] ?? 0 }));
  const count = stars.reduce((sum, bar) => sum + bar.count, 0);
  const total = stars.reduce((sum, bar) => sum + bar.stars * bar.count, 0);
  return {
    average: count === 0 ? 0 : Math.round((total / count) * 10) / 10,
    count,
    stars: stars.map((bar) => ({
      ...bar,
      percent: count === 0 ? 0 : Math.round((bar.count / count) * 100),
    })),
  };
}
