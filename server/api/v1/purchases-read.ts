import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerPurchase,
  listCustomerPurchases,
  parsePurchaseListQuery,
} from '../../../domain/purchases/purchase-reads.server';
import { assertOwnId, requireUser } from '../../plugins/auth';
import { noStore } from './account-replies';
import { purchaseEndpoint, purchasesByCustomerEndpoint } from '../../../domain/purchases/reads-contract';
import { route } from '../route';

/**
 * The traveller's own purchases (decision 0039): the agenda's two lists and one purchase. Only the
 * session's user: another user's id or purchase is a 403. Private and never stored by a cache. The
 * wallet's `get-wallet/{userId}` is with the profile (server/api/v1/profile.ts).
 */
export async function purchaseReadsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, purchasesByCustomerEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request);
      assertOwnId(session, request.params.userId);
      const query = parsePurchaseListQuery(request.query);
      return listCustomerPurchases(app.db, session.userId, query, request.lang, app.clock());
    },
  });

  route(app, purchaseEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request);
      return {
        data: await customerPurchase(app.db, session.userId, request.params.id, request.lang, app.clock()),
      };
    },
  });
}
