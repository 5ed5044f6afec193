/**
 * An experience's public reviews and travellers' photos of their reviews (docs/decisions/0085-reviews.md);
 * the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { paginationReply } from '../catalog/replies-contract';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { PHOTO_MAX_BYTES } from '../experiences/photo-rules';
import { adminReview, moderationReasonBody } from './moderation-contract';
import { publicReviewReply, reviewPhotoReply } from './public-review-schema';
import { REVIEWS_PAGE_SIZE, reviewListQuery } from './review-list';
import { idSchema } from '../id-schema';

const errorReply = z.looseObject({ code: z.string(), message: z.string() });

export const experienceReviewsEndpoint = endpoint('GET', '/api/v1/experience/:id/reviews', {
  tags: ['reviews'],
  summary: `The shown reviews of a published experience, ${REVIEWS_PAGE_SIZE} a page, sorted and filtered`,
  description:
    '`sort`: newest (default), highest, lowest; `stars`: 1 to 5; `lang`: es or en (the language the review ' +
    'was written in). 400 VALIDATION_ERROR or INVALID_PAGINATION for a bad query; 404 EXPERIENCE_NOT_FOUND.',
  params: idParams,
  querystring: reviewListQuery,
  response: {
    200: z.object({ data: z.array(publicReviewReply), pagination: paginationReply }),
    400: errorReply,
    404: errorReply,
  },
});

export const uploadReviewPhotoEndpoint = endpoint('POST', '/api/v1/experience/:id/review-photos', {
  tags: ['reviews'],
  summary:
    `A photo for the review being written (multipart/form-data, one JPEG, PNG or WebP file in the part ` +
    `\`photo\`, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB); send its id in add-review's \`photo_ids\``,
  description:
    'Processed like operators’ photos: turned upright, cropped to 4:3, stored as WebP at 320 and 1024 px without ' +
    'any metadata (GPS position included); shown once the review is published. Refused: 401 signed out; 403 ' +
    'REVIEW_NOT_ALLOWED / REVIEW_NOT_COMPLETED; 409 REVIEW_ALREADY_EXISTS, REVIEW_PHOTOS_PENDING; ' +
    'PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE (413), PHOTO_TOO_MANY_PIXELS (413), PHOTO_TOO_SMALL, PHOTO_MISSING.',
  consumes: ['multipart/form-data'],
  params: idParams,
  response: { 201: z.object({ data: reviewPhotoReply }), 403: errorReply, 409: errorReply, 413: errorReply },
});

export const removeReviewPhotoEndpoint = endpoint(
  'POST',
  '/api/v1/admin/reviews/:id/photos/:photoId/remove',
  {
    tags: ['admin'],
    summary: 'Removes a photo from a review, with a reason: off the page at once, its files deleted',
    description: '404 REVIEW_PHOTO_NOT_FOUND; 409 REVIEW_PHOTO_ALREADY_REMOVED; 400 VALIDATION_ERROR.',
    params: z.object({ id: idSchema, photoId: idSchema }),
    body: moderationReasonBody,
    response: { 200: z.object({ data: adminReview }), 404: errorReply, 409: errorReply },
  },
);
