import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cardDataPath } from '../../domain/payments/card-data';
import { sendError } from './errors';

/** An /api request, by its matched route or, for an unknown path, by the path itself. */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith('/api/');
  return request.url.toLowerCase().startsWith('/api/');
}

/**
 * Card data never reaches the marketplace API (docs/product.md § Booking and payment input, docs/decisions/0039): any /api
 * request whose JSON body or query string names a card number or CVV field, or holds a number that
 * passes for a card, is refused with 400 CARD_DATA_REFUSED before validation runs, so no handler,
 * validation message, row or log line ever sees it. The answer names neither the field nor the value.
 * The gateway's tokenization endpoint (/sandbox/gateway/tokens) is not under /api.
 */
export const cardDataGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (!isApiRequest(request)) return;
    if (cardDataPath(request.body) || cardDataPath(request.query)) {
      return sendError(request, reply, 400, 'CARD_DATA_REFUSED', 'payment.cardDataRefused');
    }
  });
});
