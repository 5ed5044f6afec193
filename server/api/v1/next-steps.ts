import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import { nextSteps } from '../../../domain/purchases/next-steps';
import {
  nextStepsEndpoint,
  VOUCHER_CODE_MAX,
  VOUCHER_TOKEN_MAX,
} from '../../../domain/purchases/next-steps-contract';
import { loadPurchaseVoucher } from '../../../domain/purchases/purchase-voucher.server';
import { noStore } from './account-replies';
import { route } from '../route';

const notFound = () => new AppError(404, 'PURCHASE_NOT_FOUND', 'payment.purchaseNotFound');

/**
 * A booking's next steps by its voucher link (docs/decisions/0083-after-paying.md), for the confirmation
 * screen after any way of paying (card, PayPal, credit): the link is the key, as on the voucher page, so
 * a guest's PayPal purchase is answered too. Private and never stored by a cache.
 */
export async function nextStepsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, nextStepsEndpoint, {
    handler: async (request) => {
      const { code } = request.params;
      const token = request.query.t ?? '';
      if (!code || !token || code.length > VOUCHER_CODE_MAX || token.length > VOUCHER_TOKEN_MAX)
        throw notFound();
      const voucher = await loadPurchaseVoucher(app.db, { code, token }, { lang: request.lang });
      if (!voucher) throw notFound();
      return { data: nextSteps(voucher, app.clock()) };
    },
  });
}
