/**
 * The query of the admin's review lists (docs/decisions/0076-moderation), apart from the contract so the
 * page reads the same rules: the reported queue or a search of all reviews, by words, visibility and
 * experience. Pure.
 */
import { z } from 'zod';
import { idSchema } from '../id-schema';

/** Longest search text: a few words of a comment or a name. */
export const MAX_REVIEW_SEARCH_LENGTH = 100;

export const REVIEW_VIEWS = ['reported', 'all'] as const;
export const REVIEW_VISIBILITIES = ['any', 'visible', 'hidden'] as const;

const invalid = 'admin.reviews.errors.queryInvalid';

export const reviewsQuery = z.object({
  view: z.enum(REVIEW_VIEWS, { error: invalid }).default('reported'),
  q: z.string({ error: invalid }).trim().max(MAX_REVIEW_SEARCH_LENGTH, invalid).optional(),
  visibility: z.enum(REVIEW_VISIBILITIES, { error: invalid }).default('any'),
  experience_id: idSchema.optional(),
  page: z.string().optional().describe('1 and up'),
});
