/**
 * The marketplace's listing review (docs/product.md § Operators' experiences): the queue, publishing and
 * rejecting with a reason the operator reads. Admin calls answer 404 to anyone else. The form of an
 * endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { EXPERIENCE_STATES } from '../../common/lifecycle-states';
import { endpoint } from '../contract/endpoint';
import { idParams } from '../contract/common-schemas';
import { reviewQueueReply, statusChangeReply } from './replies-contract';

const tags = ['admin'];

export const adminExperiencesEndpoint = endpoint('GET', '/api/v1/admin/experiences', {
  tags,
  summary:
    'Experiences in a status (in_review by default); in_review also lists the pending changes of ' +
    'published experiences, oldest first',
  querystring: z.object({
    status: z
      .enum(EXPERIENCE_STATES, {
        error: 'operatorExperiences.errors.statusInvalid',
      })
      .default('in_review'),
  }),
  response: { 200: reviewQueueReply },
});

export const publishExperienceEndpoint = endpoint('POST', '/api/v1/admin/experiences/:id/publish', {
  tags,
  summary: 'Publishes an experience in review, or the pending change of a published one',
  params: idParams,
  response: { 200: statusChangeReply },
});

/** The reviewer's reason the operator reads: 3 to 1000 characters. */
const reasonBody = z.object({
  reason: z
    .string({ error: 'operatorExperiences.errors.reasonInvalid' })
    .trim()
    .min(3, 'operatorExperiences.errors.reasonInvalid')
    .max(1000, 'operatorExperiences.errors.reasonInvalid'),
});

export const rejectExperienceEndpoint = endpoint('POST', '/api/v1/admin/experiences/:id/reject', {
  tags,
  summary: 'Rejects an experience in review, or the pending change of a published one, with a reason',
  params: idParams,
  body: reasonBody,
  response: { 200: statusChangeReply },
});

export const unpublishExperienceEndpoint = endpoint('POST', '/api/v1/admin/experiences/:id/unpublish', {
  tags,
  summary:
    'Takes a published (or paused) experience out of the catalogue at once, with a reason the operator reads ' +
    'in the workspace and by e-mail; its pending change is rejected with it, its bookings stay',
  description:
    'Refusals: 404 EXPERIENCE_NOT_FOUND; 409 EXPERIENCE_STATUS_CONFLICT (not published nor paused, with ' +
    '`status`); 400 VALIDATION_ERROR (reason of 3 to 1000 characters).',
  params: idParams,
  body: reasonBody,
  response: { 200: statusChangeReply },
});
