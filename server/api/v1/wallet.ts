import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parsePage } from '../../../domain/catalog/pagination';
import { AppError } from '../../../domain/errors';
import { redeemGiftCard } from '../../../domain/giftcards/redeem-gift-card.server';
import { centsToUsd } from '../../../domain/pricing/money';
import { withIdempotency } from '../../../domain/purchases/with-idempotency.server';
import { walletHistory } from '../../../domain/wallet/wallet-history.server';
import { requireUser } from '../../plugins/auth';
import { redeemGiftCardEndpoint, walletHistoryEndpoint } from '../../../domain/wallet/contract';
import { route } from '../route';
import { noStore } from './account-replies';
import { optionalIdempotencyKey, sendAnswer } from '../paying-request';

/**
 * The signed-in traveller's wallet (docs/decisions/0041): redeeming a gift card into it and its history.
 * The user is always the session's: a `customer` in the body is ignored, a path id must be one's own.
 */
export async function walletApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, redeemGiftCardEndpoint, {
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const key = optionalIdempotencyKey(request);
      const code = request.body?.code;
      // Nothing redeemed (a wrong code, a spent card): the same key may be tried again, code corrected.
      const outcome = await withIdempotency(
        app,
        `redeem:${user.userId}`,
        key,
        { code },
        {
          run: () =>
            redeemGiftCard(app.db, app.limiter, { userId: user.userId, ip: request.ip, code }, app.clock()),
          answer: (redeemed) => ({
            answer: {
              status: 200,
              body: {
                data: {
                  amount: centsToUsd(redeemed.amountCents),
                  balance: centsToUsd(redeemed.balanceCents),
                },
              },
            },
            final: true,
          }),
        },
      );
      return sendAnswer(reply, outcome.answer);
    },
  });

  route(app, walletHistoryEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request);
      if (session.userId !== request.params.userId) {
        throw new AppError(403, 'WALLET_FORBIDDEN', 'errors.forbidden');
      }
      return walletHistory(app.db, session.userId, parsePage(request.query), request.lang);
    },
  });
}
