import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePage } from '../../../domain/catalog/pagination';
import { AppError } from '../../../domain/errors';
import { redeemGiftCard } from '../../../domain/giftcards/redeem-gift-card.server';
import { idSchema } from '../../../domain/id-schema';
import { centsToUsd } from '../../../domain/pricing/money';
import {
  claimKey,
  completeKey,
  IDEMPOTENCY_KEY_PATTERN,
  releaseKey,
  requestFingerprint,
  type StoredAnswer,
} from '../../../domain/purchases/idempotency.server';
import { walletHistory } from '../../../domain/wallet/wallet-history.server';
import { requireUser } from '../../plugins/auth';
import { paginationReply } from '../catalog-replies';
import { looseQuery } from '../route-schemas';
import { noStore } from './account-replies';

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

/** The optional Idempotency-Key of a money call; a malformed one is refused rather than ignored. */
function optionalIdempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'payment.idempotencyKeyRequired');
  }
  return key;
}

/** A replay answers what the first request under its key answered. */
const sendStored = (reply: FastifyReply, answer: StoredAnswer) =>
  reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);

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
      const scope = `redeem:${user.userId}`;
      const code = request.body?.code;
      if (key) {
        const claim = await claimKey(app.db, scope, key, requestFingerprint({ code }), app.clock());
        if (claim.kind === 'replay') return sendStored(reply, claim.answer);
      }
      try {
        const redeemed = await redeemGiftCard(
          app.db,
          app.limiter,
          { userId: user.userId, ip: request.ip, code },
          app.clock(),
        );
        const body = {
          data: { amount: centsToUsd(redeemed.amountCents), balance: centsToUsd(redeemed.balanceCents) },
        };
        if (key) await completeKey(app.db, scope, key, { status: 200, body }, app.clock());
        return body;
      } catch (error) {
        // Nothing was redeemed: the same key may be tried again (with the code corrected).
        if (key) await releaseKey(app.db, scope, key);
        throw error;
      }
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
