import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favoriteIds, listFavorites, toggleFavorite } from '../../../domain/accounts/favorites.server';
import { parsePage } from '../../../domain/catalog/pagination';
import { requireUser } from '../../plugins/auth';
import { noStore } from './account-replies';
import {
  experienceAddFavoriteEndpoint,
  allExperiencesFavoritesEndpoint,
  favoriteIdsEndpoint,
} from '../../../domain/accounts/favorites-contract';
import { route } from '../route';

/**
 * Favourites of the signed-in user (docs/product.md § Favourites). The user is always the session's: a
 * `userId` in the body or a `user-id` header, which old clients send, is ignored.
 */
export async function favoritesApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, experienceAddFavoriteEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request);
      return { favorite: await toggleFavorite(app.db, session.userId, request.params.id, app.clock()) };
    },
  });

  route(app, allExperiencesFavoritesEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request);
      return listFavorites(app.db, session.userId, parsePage(request.query), request.lang);
    },
  });

  route(app, favoriteIdsEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request);
      return { ids: await favoriteIds(app.db, session.userId) };
    },
  });
}
