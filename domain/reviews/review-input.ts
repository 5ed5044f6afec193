import { z } from 'zod';
import { idSchema } from '../id-schema';
import { hasRefusedCharacters, isStorableText } from '../input-text';
import { MAX_COMMENT_LENGTH, MAX_RATING, MIN_RATING, PHOTOS_PER_REVIEW } from './review-limits';

export { MAX_COMMENT_LENGTH, MAX_RATING, MIN_RATING, PHOTOS_PER_REVIEW, RATINGS } from './review-limits';

/**
 * A comment as stored: NFC (an accent typed on a Mac becomes one letter), one kind of line break,
 * no blank lines beyond one in a row, trimmed; null when nothing is left.
 */
export function normalizeComment(value: string): string | null {
  const text = value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : text;
}

/** A public or private comment: optional, plain text, at most MAX_COMMENT_LENGTH once normalized. */
export const commentSchema = z
  .string({ error: 'reviews.errors.commentInvalid' })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    // Checked before normalizing, so what is refused is what was sent, not what a transform made of it.
    if (!isStorableText(value) || hasRefusedCharacters(value)) {
      ctx.addIssue({ code: 'custom', message: 'reviews.errors.commentInvalid' });
      return z.NEVER;
    }
    const text = normalizeComment(value);
    if (text !== null && text.length > MAX_COMMENT_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'reviews.errors.commentTooLong' });
      return z.NEVER;
    }
    return text;
  })
  .meta({ type: 'string', maxLength: MAX_COMMENT_LENGTH });

export const ratingSchema = z
  .int({ error: 'reviews.errors.ratingInvalid' })
  .min(MIN_RATING, 'reviews.errors.ratingInvalid')
  .max(MAX_RATING, 'reviews.errors.ratingInvalid');

/** The body of `POST /api/v1/add-review/`; the author is always the session's. */
export const addReviewBody = z.object({
  experience_id: idSchema.describe('The experience reviewed'),
  rating: ratingSchema.describe('Stars, a whole number from 1 to 5'),
  public_comment: commentSchema.describe(
    'Shown on the experience page with the author’s first name and initial; plain text',
  ),
  private_comment: commentSchema.describe('Read only by the operator and the team; never shown publicly'),
  photo_ids: z
    .array(idSchema, { error: 'reviews.photos.errors.unknown' })
    .max(PHOTOS_PER_REVIEW, 'reviews.photos.errors.tooMany')
    .refine((ids) => new Set(ids).size === ids.length, 'reviews.photos.errors.unknown')
    .default([])
    .describe(
      'Up to 5 photos uploaded with `POST /api/v1/experience/{id}/review-photos`, in the order shown',
    ),
});

export type AddReviewBody = z.output<typeof addReviewBody>;
