import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminGiftCardEndpoint,
  adminGiftCardsEndpoint,
  extendGiftCardEndpoint,
  resendGiftCardEndpoint,
} from '../../../domain/giftcards/gift-card-admin-contract';
import { findGiftCards, giftCardDetail } from '../../../domain/giftcards/gift-card-admin-reads.server';
import {
  extendGiftCard,
  giftCardNotFound,
  resendGiftCard,
} from '../../../domain/giftcards/gift-card-admin.server';
import { emailLinks } from '../../email-links';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

const preValidation = async (request: FastifyRequest) => {
  await adminAccess(request);
};

/**
 * The back office's gift cards (docs/decisions/0075-admin-promotions): admins whose session passed the second
 * factor; anyone else is answered 404, as if the routes did not exist.
 */
export async function adminGiftCardsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const links = emailLinks(app);

  const detail = async (id: number) => {
    const card = await giftCardDetail(app.db, id, app.clock());
    if (!card) throw giftCardNotFound();
    return { data: card };
  };

  route(app, adminGiftCardsEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      return { data: await findGiftCards(app.db, request.query.q, app.clock()) };
    },
  });

  route(app, adminGiftCardEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      return detail(request.params.id);
    },
  });

  route(app, resendGiftCardEndpoint, {
    preValidation,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const { id } = request.params;
      await resendGiftCard(app.db, {
        adminId: admin.accountId,
        id,
        reason: request.body.reason,
        now: app.clock(),
        links,
      });
      void app.emailSender.drain().catch(() => undefined);
      return detail(id);
    },
  });

  route(app, extendGiftCardEndpoint, {
    preValidation,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const { id } = request.params;
      const { last_redeem_day: lastDay, reason } = request.body;
      await extendGiftCard(app.db, { adminId: admin.accountId, id, lastDay, reason, now: app.clock() });
      return detail(id);
    },
  });
}
