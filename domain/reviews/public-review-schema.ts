/**
 * The shape of a public review and of the summary of an experience's stars, as the experience's answer
 * and its reviews' list give them (docs/decisions/0085-reviews.md).
 */
import { z } from 'zod';
import { MAX_RATING, MIN_RATING } from './review-input';

const text = z.string();

export const reviewPhotoReply = z.object({
  id: z.int().positive(),
  thumbnail_url: text.describe('320 px wide WebP'),
  url: text.describe('1024 px wide WebP'),
  width: z.int().positive(),
  height: z.int().positive(),
  dominant_color: text.describe('#rrggbb, painted while the photo loads'),
});

export const publicReviewReply = z.object({
  id: z.int().positive(),
  customer: z.object({ first_name: text, last_name: text, avatar_url: text.nullable() }),
  rating: z.int().min(MIN_RATING).max(MAX_RATING),
  date: text.describe('ISO 8601 instant'),
  comments: text,
  lang_code: z.enum(['es', 'en']).describe('The language the traveller wrote in'),
  verified_booking: z
    .literal(true)
    .describe('Every review is written by the traveller of a completed booking of the experience'),
  reply: z
    .object({ text, lang: z.enum(['es', 'en']).describe('The language the reply is shown in') })
    .nullable()
    .describe('The operator’s public reply: in the request’s language when written in both'),
  photos: z.array(reviewPhotoReply).describe('Up to 5, in the author’s order'),
});

export const reviewSummaryReply = z.object({
  average: z.number().min(0).max(MAX_RATING).describe('One decimal; 0 without reviews'),
  count: z.int().nonnegative(),
  stars: z
    .array(
      z.object({
        stars: z.int().min(MIN_RATING).max(MAX_RATING),
        count: z.int().nonnegative(),
        percent: z.int().min(0).max(100),
      }),
    )
    .describe('One bar per star, 5 down to 1'),
});
