import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parsePage } from '../../../domain/catalog/pagination';
import { AppError } from '../../../domain/errors';
import { redeemGiftCard } from '../../../domain/giftcards/redeem-gift-card.server';
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
import { redeemGiftCardEndpoint, walletHistoryEndpoint } from '../../../domain/wallet/contract';
import { route } from '../route';
import { noStore } from './account-replies';

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

  route(app, redeemGiftCardEndpoint, {
    handler: async (request, reply) => {
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
