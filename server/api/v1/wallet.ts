import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePage } from '../../../domain/catalog/pagination';
import { AppError } from '../../../domain/errors';
import { redeemGiftCard } from '../../../domain/giftcards/redeem-gift-card.server';
import { idSchema } from '../../../domain/id-schema';
import { centsToUsd } from '../../../domain/pricing/money';
import { withIdempotency } from '../../../domain/purchases/with-idempotency.server';
import { walletHistory } from '../../../domain/wallet/wallet-history.server';
import { requireUser } from '../../plugins/auth';
import { paginationReply } from '../catalog-replies';
import { looseQuery } from '../route-schemas';
import { noStore } from './account-replies';
import { optionalIdempotencyKey, sendAnswer } from '../paying-request';

/** With get-wallet: the signed-in person's own data. */
const tags = ['accounts'];

/** The body's code is read by the domain (its own 400s); any other field, a `customer` too, is ignored. */
const redeemBody = z
  .object({
    code: z.unknown().optional().describe('The code from the e-mail, as typed: XXXX-XXXX-XXXX-XXXX'),
  })
  .nullish();

const redeemReply = z.object({
  data: z.object({
    amount: z.number().describe('USD credited'),
    balance: z.number().describe('The wallet’s balance after it, USD'),
  }),
});

const historyReply = z.object({
  data: z.array(
    z.object({
      id: z.int().positive(),
      created_at: z.string(),
      amount: z.number().describe('USD, signed: positive adds to the balance'),
      kind: z.string(),
      reference: z.object({ type: z.string(), id: z.number(), label: z.string().optional() }),
    }),
  ),
  pagination: paginationReply,
  available_balance: z.number(),
});

/**
 * The signed-in traveller's wallet (docs/decisions/0041): redeeming a gift card into it and its history.
 * The user is always the session's: a `customer` in the body is ignored, a path id must be one's own.
 */
export async function walletApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.post(
    '/redeem-gift-card',
    {
      schema: {
        tags,
        summary:
          'Redeems a gift card code into the signed-in user’s wallet, once; an optional Idempotency-Key ' +
          'makes a retry answer the first success',
        body: redeemBody,
        response: { 200: redeemReply },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/wallet-history/:userId',
    {
      schema: {
        tags,
        summary:
          'The signed-in user’s wallet history, newest first (page, limit: 16), with the available balance',
        params: z.object({ userId: idSchema }),
        querystring: looseQuery,
        response: { 200: historyReply },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      if (session.userId !== request.params.userId) {
        throw new AppError(403, 'WALLET_FORBIDDEN', 'errors.forbidden');
      }
      return walletHistory(app.db, session.userId, parsePage(request.query), request.lang);
    },
  );
}
