/**
 * The moderation of reviews by the marketplace team (docs/decisions/0076-moderation): the queue of reported
 * reviews, a search of all reviews, hiding and restoring with a reason, dismissing reports. Admin calls
 * answer 404 to anyone else. The form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { REVIEW_REPORT_STATES } from '../../common/lifecycle-states';
import { REVIEW_REPORT_REASONS } from '../../common/review-reports';
import { paginationReply } from '../catalog/replies-contract';
import { endpoint } from '../contract/endpoint';
import { idParams } from '../contract/common-schemas';
import { reviewsQuery } from './moderation-query';
import { MAX_RATING, MIN_RATING } from './review-input';
import { reviewPhotoReply } from './public-review-schema';

const tags = ['admin'];
const errorReply = z.looseObject({ code: z.string(), message: z.string() });

/** The admin's reason, kept in the audit log (and, for hiding, on the review): 3 to 1000 characters. */
export const moderationReasonBody = z.object({
  reason: z
    .string({ error: 'admin.reviews.errors.reasonInvalid' })
    .trim()
    .min(3, 'admin.reviews.errors.reasonInvalid')
    .max(1000, 'admin.reviews.errors.reasonInvalid'),
});

const report = z.object({
  id: z.int().positive(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(REVIEW_REPORT_STATES),
  created_at: z.string(),
});

export const adminReview = z.object({
  id: z.int().positive(),
  experience: z.object({
    id: z.int().positive(),
    name: z.string(),
    status: z.string(),
    path: z.string().nullable().describe('The public page, when the experience is published'),
  }),
  company: z.object({ id: z.int().positive(), name: z.string() }),
  author: z.string().describe('First name and initial, as the page shows them'),
  rating: z.int().min(MIN_RATING).max(MAX_RATING),
  public_comment: z.string().nullable(),
  lang_code: z.string(),
  date: z.string(),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
  open_reports: z.int().nonnegative(),
  photos: z.array(reviewPhotoReply).describe('The traveller’s photos not removed, in their order'),
  reports: z.array(report).describe('Newest first, at most 20'),
});

export type AdminReview = z.output<typeof adminReview>;

export const adminReviewsEndpoint = endpoint('GET', '/api/v1/admin/reviews', {
  tags,
  summary:
    'Reviews for moderation, 20 a page: `reported` (default) lists those with open reports, most reported ' +
    'first; `all` searches every review by its words or author, newest first',
  description: '400 VALIDATION_ERROR or INVALID_PAGINATION for a bad query.',
  querystring: reviewsQuery,
  response: { 200: z.object({ data: z.array(adminReview), pagination: paginationReply }), 400: errorReply },
});

const oneReview = { 200: z.object({ data: adminReview }), 404: errorReply, 409: errorReply };

export const hideReviewEndpoint = endpoint('POST', '/api/v1/admin/reviews/:id/hide', {
  tags,
  summary:
    'Hides a review with a reason: it leaves the experience page and its rating at once, in every process; ' +
    'its open reports are upheld',
  description: '404 REVIEW_NOT_FOUND; 409 REVIEW_ALREADY_HIDDEN; 400 VALIDATION_ERROR.',
  params: idParams,
  body: moderationReasonBody,
  response: oneReview,
});

export const restoreReviewEndpoint = endpoint('POST', '/api/v1/admin/reviews/:id/restore', {
  tags,
  summary: 'Shows a hidden review again, with a reason: back on the page and in the rating at once',
  description: '404 REVIEW_NOT_FOUND; 409 REVIEW_NOT_HIDDEN; 400 VALIDATION_ERROR.',
  params: idParams,
  body: moderationReasonBody,
  response: oneReview,
});

export const dismissReviewReportsEndpoint = endpoint('POST', '/api/v1/admin/reviews/:id/dismiss-reports', {
  tags,
  summary: 'Dismisses the open reports of a review, which stays as it is, with a reason',
  description: '404 REVIEW_NOT_FOUND; 409 REVIEW_NO_OPEN_REPORTS; 400 VALIDATION_ERROR.',
  params: idParams,
  body: moderationReasonBody,
  response: oneReview,
});
