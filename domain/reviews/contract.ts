/** Reviews (docs/product.md § Reviews); the form of an endpoint: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { addReviewBody, MAX_RATING, MIN_RATING } from './review-input';

const tags = ['reviews'];

const errorReply = z.looseObject({ code: z.string(), message: z.string() });

/** The review as its author gets it back: the only answer that carries the private comment. */
const addedReviewReply = z.object({
  data: z.object({
    id: z.int().positive(),
    experience_id: z.int().positive(),
    rating: z.int().min(MIN_RATING).max(MAX_RATING),
    public_comment: z.string().nullable().describe('As stored: trimmed plain text, null when empty'),
    private_comment: z.string().nullable().describe('Only ever returned here, to its author'),
    lang_code: z.string().describe('The language it was written in (the request’s)'),
    date: z.string().describe('ISO 8601, UTC'),
    customer: z.object({
      first_name: z.string(),
      last_name: z.string().describe('The page shows only its initial'),
      avatar_url: z.string().nullable(),
    }),
    experience: z
      .object({ rating: z.number().min(0).max(MAX_RATING), review_count: z.int().nonnegative() })
      .describe('The experience’s rating and count with this review'),
  }),
});

export const addReviewEndpoint = endpoint('POST', '/api/v1/add-review', {
  tags,
  summary: 'Review an experience the signed-in traveller completed (once per experience)',
  description:
    'Refusals: 401 signed out; 403 REVIEW_NOT_ALLOWED (no completed purchase) or REVIEW_NOT_COMPLETED ' +
    '(the purchase has not happened yet); 404 EXPERIENCE_NOT_FOUND; 409 REVIEW_ALREADY_EXISTS. ' +
    'Invalid fields: 400 VALIDATION_ERROR with `issues`.',
  body: addReviewBody,
  response: { 201: addedReviewReply, 403: errorReply, 404: errorReply, 409: errorReply },
});
