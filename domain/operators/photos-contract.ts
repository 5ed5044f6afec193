/**
 * An experience's photos in the operators' workspace (docs/product.md § Operator photos); the form of an
 * endpoint: domain/contract/endpoint.ts. The upload's body is `multipart/form-data` with one file part
 * named `photo`, which no zod schema can describe: the server reads it with @fastify/multipart in the
 * route's own scope and the decoder judges it (docs/decisions/0059-operator-photos.md). The limits the form
 * states live in domain/experiences/photo-rules.ts (a contract module exports endpoints only).
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';

const tags = ['operators'];

const photo = z.object({
  id: z.number().int().describe('The photo’s id in this experience (what order and delete name)'),
  photo_id: z.string().describe('The image’s files: /media/photos/{photo_id}-{width}.webp and .avif'),
  cover: z.boolean().describe('The first photo, shown on cards, in search and as the page’s main image'),
  width: z.number().int(),
  height: z.number().int(),
  dominant_color: z.string(),
});

/** Every answer is the experience's photos after the call, cover first. */
const photosReply = z.object({ data: z.array(photo) });

const params = z.object({ id: idSchema });

export const operatorPhotosEndpoint = endpoint('GET', '/api/v1/operator/experiences/:id/photos', {
  tags,
  summary: 'The photos of one of the company’s experiences, cover first',
  params,
  response: { 200: photosReply },
});

export const uploadPhotoEndpoint = endpoint('POST', '/api/v1/operator/experiences/:id/photos', {
  tags,
  summary: 'Add a photo (multipart/form-data, one JPEG, PNG or WebP file in the part `photo`, up to 15 MB)',
  description:
    'The image is turned upright, cropped to 4:3 and stored as WebP at 320, 640, 1024 and 1600 px and AVIF ' +
    'at 640 and 1024 px, without its metadata. Refused: PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE (413), ' +
    'PHOTO_TOO_MANY_PIXELS (413), PHOTO_TOO_SMALL, PHOTO_MISSING, PHOTO_UPLOAD_INCOMPLETE, ' +
    'PHOTO_LIMIT_REACHED (409).',
  consumes: ['multipart/form-data'],
  params,
  response: { 201: photosReply },
});

export const orderPhotosEndpoint = endpoint('PUT', '/api/v1/operator/experiences/:id/photos/order', {
  tags,
  summary: 'Put the photos in a new order and choose the cover',
  params,
  body: z.strictObject({
    photo_ids: z
      .array(idSchema, { error: 'operatorPhotos.errors.orderMismatch' })
      .max(100, 'operatorPhotos.errors.orderMismatch')
      .describe('Every photo of the experience, once each, in the order wanted'),
    cover_photo_id: idSchema.optional().describe('The cover (moved first); else the first of photo_ids'),
  }),
  response: { 200: photosReply },
});

export const deletePhotoEndpoint = endpoint('DELETE', '/api/v1/operator/experiences/:id/photos/:photoId', {
  tags,
  summary: 'Delete a photo (the next one becomes the cover when it was the cover)',
  params: z.object({ id: idSchema, photoId: idSchema }),
  response: { 200: photosReply },
});
