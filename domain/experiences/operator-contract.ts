/**
 * The operator's experiences (docs/product.md § Operators' experiences; docs/decisions/0058-experience-lifecycle):
 * its company's list, one experience with its content, terms and pending revision, creating and editing
 * it, and its lifecycle calls. The form of an endpoint: domain/contract/endpoint.ts.
 */
import { endpoint } from '../contract/endpoint';
import { idParams } from '../contract/common-schemas';
import { experienceEditorSchema } from './editor-input';
import { operatorExperienceListReply, operatorExperienceReply, statusChangeReply } from './replies-contract';

const tags = ['operators'];

export const operatorExperiencesEndpoint = endpoint('GET', '/api/v1/operator/experiences', {
  tags,
  summary: 'The experiences of the signed-in operator’s company, newest change first, with their status',
  response: { 200: operatorExperienceListReply },
});

export const createOperatorExperienceEndpoint = endpoint('POST', '/api/v1/operator/experiences', {
  tags,
  summary: 'Creates a draft experience of the operator’s company from its content (es and en) and terms',
  body: experienceEditorSchema,
  response: { 201: operatorExperienceReply },
});

export const operatorExperienceEndpoint = endpoint('GET', '/api/v1/operator/experiences/:id', {
  tags,
  summary: 'One experience of the company: live content, terms, latest revision and what submitting lacks',
  params: idParams,
  response: { 200: operatorExperienceReply },
});

export const updateOperatorExperienceEndpoint = endpoint('PUT', '/api/v1/operator/experiences/:id', {
  tags,
  summary:
    'Saves the experience: terms (prices, persons, add-ons, policy) at once; the content in place until ' +
    'published, then as a revision an admin reviews while the published version stays live',
  params: idParams,
  body: experienceEditorSchema,
  response: { 200: operatorExperienceReply },
});

/** A lifecycle call: 409 EXPERIENCE_STATUS_CONFLICT (with the current `status`) from a state it cannot leave. */
const move = { tags, params: idParams, response: { 200: statusChangeReply } };

export const submitOperatorExperienceEndpoint = endpoint('POST', '/api/v1/operator/experiences/:id/submit', {
  ...move,
  summary: 'Sends a draft or rejected experience to review; 400 EXPERIENCE_INCOMPLETE names what is missing',
});

export const pauseOperatorExperienceEndpoint = endpoint('POST', '/api/v1/operator/experiences/:id/pause', {
  ...move,
  summary: 'Takes a published experience out of the catalogue',
});

export const resumeOperatorExperienceEndpoint = endpoint('POST', '/api/v1/operator/experiences/:id/resume', {
  ...move,
  summary: 'Puts a paused experience back in the catalogue',
});
