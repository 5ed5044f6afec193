import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../domain/id-schema';
import {
  customerPurchase,
  listCustomerPurchases,
  parsePurchaseListQuery,
} from '../../../domain/purchases/purchase-reads.server';
import { assertOwnId, requireUser } from '../../plugins/auth';
import { purchaseDataReply, purchasePageReply } from '../purchase-replies';
import { idParams, looseQuery } from '../route-schemas';
import { noStore } from './account-replies';

const tags = ['purchases'];

/**
 * The traveller's own purchases (decision 0039): the agenda's two lists and one purchase. Only the
 * session's user: another user's id or purchase is a 403. Private and never stored by a cache. The
 * wallet's `get-wallet/{userId}` is with the profile (server/api/v1/profile.ts).
 */
export async function purchaseReadsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/purchases-by-customer/:userId',
    {
      schema: {
        tags,
        summary:
          'The signed-in user’s purchases: section=upcoming-purchases (starts later, not canceled; soonest ' +
          'first) or past-purchases (the rest; latest first); orderBy=booking_date|created_at|total, ' +
          'ascendingOrder=true|false, page, limit (16)',
        params: z.object({ userId: idSchema }),
        querystring: looseQuery,
        response: { 200: purchasePageReply },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      assertOwnId(session, request.params.userId);
      const query = parsePurchaseListQuery(request.query);
      return listCustomerPurchases(app.db, session.userId, query, request.lang, app.clock());
    },
  );

  app.get(
    '/purchase/:id',
    {
      schema: {
        tags,
        summary: 'One of the signed-in user’s purchases (403 for someone else’s)',
        params: idParams,
        response: { 200: purchaseDataReply },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      return {
        data: await customerPurchase(app.db, session.userId, request.params.id, request.lang, app.clock()),
      };
    },
  );
}
