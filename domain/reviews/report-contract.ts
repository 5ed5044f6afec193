/** Reporting a review (docs/decisions/0076-moderation); the form of an endpoint: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { REVIEW_REPORT_REASONS } from '../../common/review-reports';
import { endpoint } from '../contract/endpoint';
import { idParams } from '../contract/common-schemas';
import { reportReviewBody } from './report-input';

const errorReply = z.looseObject({ code: z.string(), message: z.string() });

export const reportReviewEndpoint = endpoint('POST', '/api/v1/reviews/:id/report', {
  tags: ['reviews'],
  summary:
    'Report a review shown on an experience page to the marketplace team (once per traveller and review)',
  description:
    'Refusals: 401 signed out; 403 USER_BLOCKED, REVIEW_REPORT_OWN (your own review); 404 REVIEW_NOT_FOUND ' +
    '(unknown or not shown); 409 REVIEW_ALREADY_REPORTED; 429 TOO_MANY_REQUESTS; 400 VALIDATION_ERROR.',
  params: idParams,
  body: reportReviewBody,
  response: {
    201: z.object({
      data: z.object({
        id: z.int().positive(),
        review_id: z.int().positive(),
        reason: z.enum(REVIEW_REPORT_REASONS),
        created_at: z.string().describe('ISO 8601, UTC'),
      }),
    }),
    401: errorReply,
    403: errorReply,
    404: errorReply,
    409: errorReply,
    429: errorReply,
  },
});
