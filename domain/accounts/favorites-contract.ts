/** Favourites of the signed-in user (docs/product.md § Favourites); the form: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { experienceSummaryReply, pageOf } from '../catalog/replies-contract';
import { idParams, looseQuery } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';

const tags = ['favourites'];

export const experienceAddFavoriteEndpoint = endpoint('POST', '/api/v1/experience/:id/add-favorite', {
  tags,
  summary: 'Toggle an experience in the signed-in user’s favourites',
  params: idParams,
  body: z
    .object({ type: z.enum(['experiences', 'carousel']).optional() })
    .optional()
    .describe('Where the heart was clicked (experiences list or a carousel)'),
  response: { 200: z.object({ favorite: z.boolean() }) },
});

export const allExperiencesFavoritesEndpoint = endpoint('GET', '/api/v1/all-experiences-favorites', {
  tags,
  summary: 'The signed-in user’s favourite experiences, newest first (16 per page)',
  querystring: looseQuery,
  response: { 200: pageOf(experienceSummaryReply) },
});

export const favoriteIdsEndpoint = endpoint('GET', '/api/v1/favorite-ids', {
  tags,
  summary: 'The ids of the signed-in user’s favourite experiences (hearts on every page)',
  response: { 200: z.object({ ids: z.array(z.number().int()) }) },
});
