/**
 * The fixed numbers and choices of reviews (docs/decisions/0085-reviews.md), without their zod schemas
 * (review-input.ts, review-list.ts): the experience page's stars, counters and list controls import these
 * alone, so zod is not loaded with it (decision 0027's budget).
 */

/** The stars of a review: whole numbers from 1 to 5 (the table's check says the same). */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** Photos a traveller may add to one review (docs/decisions/0085-reviews.md). */
export const PHOTOS_PER_REVIEW = 5;

/** Longest comment kept, in UTF-16 units as a textarea's `maxlength` counts them. */
export const MAX_COMMENT_LENGTH = 2000;

/** The orders of the list: newest first (default), most stars first, fewest stars first. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews per page of the list (and sent with the experience page). */
export const REVIEWS_PAGE_SIZE = 12;
