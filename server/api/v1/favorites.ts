import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteIds, listFavorites, toggleFavorite } from '../../../domain/accounts/favorites.server';
import { parsePage } from '../../../domain/catalog/pagination';
import { requireUser } from '../../plugins/auth';
import { experienceSummaryReply, pageOf } from '../catalog-replies';
import { idParams, looseQuery } from '../route-schemas';
import { noStore } from './account-replies';

const tags = ['favourites'];

/**
 * Favourites of the signed-in user (docs/product.md § Favourites). The user is always the session's: a
 * `userId` in the body or a `user-id` header, which old clients send, is ignored.
 */
export async function favoritesApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.post(
    '/experience/:id/add-favorite',
    {
      schema: {
        tags,
        summary: 'Toggle an experience in the signed-in user’s favourites',
        params: idParams,
        body: z
          .object({ type: z.enum(['experiences', 'carousel']).optional() })
          .optional()
          .describe('Where the heart was clicked (experiences list or a carousel)'),
        response: { 200: z.object({ favorite: z.boolean() }) },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      return { favorite: await toggleFavorite(app.db, session.userId, request.params.id, app.clock()) };
    },
  );

  app.get(
    '/all-experiences-favorites',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s favourite experiences, newest first (16 per page)',
        querystring: looseQuery,
        response: { 200: pageOf(experienceSummaryReply) },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      return listFavorites(app.db, session.userId, parsePage(request.query), request.lang);
    },
  );

  app.get(
    '/favorite-ids',
    {
      schema: {
        tags,
        summary: 'The ids of the signed-in user’s favourite experiences (hearts on every page)',
        response: { 200: z.object({ ids: z.array(z.number().int()) }) },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      return { ids: await favoriteIds(app.db, session.userId) };
    },
  );
}
