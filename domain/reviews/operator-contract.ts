/**
 * The reviews of an operator's experiences and its public replies (docs/product.md § Review replies,
 * docs/decisions/0065-review-replies-and-operator-emails.md); the form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { paginationReply } from '../catalog/replies-contract';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';
import { operatorErrorReply as errorReply } from '../operators/contract';
import { MAX_RATING, MIN_RATING } from './review-input';
import { replyBody } from './review-reply';

const tags = ['operators'];

const REFUSALS = 'Refusals: 401 UNAUTHENTICATED; 403 OPERATOR_ONLY (no company).';

const operatorReview = z.object({
  id: z.int().positive(),
  experience: z.object({ id: z.int().positive(), name: z.string() }),
  author: z.string().describe('First name and initial, as the experience page shows them'),
  rating: z.int().min(MIN_RATING).max(MAX_RATING),
  public_comment: z.string().nullable(),
  private_comment: z.string().nullable().describe('Written for the operator: never shown publicly'),
  lang_code: z.string().describe('The language the review was written in'),
  date: z.string().describe('ISO 8601, UTC'),
  hidden_at: z
    .string()
    .nullable()
    .describe('When the marketplace hid it from the page and the rating (ISO 8601); null when shown'),
  reply: z
    .object({
      text_es: z.string().nullable(),
      text_en: z.string().nullable(),
      replied_at: z.string().describe('When it was first written (ISO 8601)'),
      updated_at: z.string(),
      editable_until: z.string().describe('24 hours after the first reply'),
      editable: z.boolean(),
    })
    .nullable(),
});

export const operatorReviewsEndpoint = endpoint('GET', '/api/v1/operator/reviews', {
  tags,
  summary: 'The reviews of the company’s experiences, newest first, 20 a page, optionally of one experience',
  description: `${REFUSALS} 404 EXPERIENCE_NOT_FOUND (another company’s experience); 400 INVALID_PAGINATION.`,
  querystring: z.object({
    experience_id: idSchema.optional(),
    page: z.string().optional().describe('1 and up'),
  }),
  response: {
    200: z.object({
      data: z.array(operatorReview),
      pagination: paginationReply,
      experiences: z
        .array(z.object({ id: z.int(), name: z.string() }))
        .describe('All the company’s experiences, for a filter, in the request’s language'),
    }),
    401: errorReply,
    403: errorReply,
    404: errorReply,
  },
});

export const replyToReviewEndpoint = endpoint('PUT', '/api/v1/operator/reviews/:id/reply', {
  tags,
  summary:
    'Write or change the company’s one public reply to a review, in Spanish, English or both (plain text, ' +
    'up to 1,000 characters each; a language left out is removed); changeable for 24 hours after the first',
  description:
    `${REFUSALS} 404 REVIEW_NOT_FOUND (unknown, or of another company’s experience); 409 ` +
    'REVIEW_REPLY_LOCKED (more than 24 hours after the first reply), REVIEW_HIDDEN (the marketplace hid the ' +
    'review: no reply nor change); 400 VALIDATION_ERROR with `issues`.',
  params: z.object({ id: idSchema }),
  body: replyBody,
  response: {
    200: z.object({ data: operatorReview }),
    401: errorReply,
    403: errorReply,
    404: errorReply,
    409: errorReply,
  },
});
