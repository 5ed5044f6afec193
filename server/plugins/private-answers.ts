import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { identifiesVisitor } from '../page-request';

/** What an answer that depends on the caller varies on, for caches downstream. */
const PRIVATE_VARY = ['Cookie', 'Authorization'];

/**
 * An answer given for someone is kept by no cache (docs/decisions/0023): every answer
 * whose handler looked up the caller's session (auth plugin `optionalUser`, `requireUser`) is
 * `Cache-Control: private, no-store` and varies on Cookie and Authorization, whatever the handler set.
 * An answer to a request that carries a credential and says nothing about caching is private too. Answers
 * that are the same for everyone (catalogue reads, assets) keep their own public caching.
 */
export const privateAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    // Only GET and HEAD answers are stored by caches unless they say otherwise (RFC 9110 §9.3.3), and
    // the API never gives a POST answer freshness. (A browser's keep-alive POST, the analytics beacon, is
    // also left exactly as the handler sent it.)
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const readIdentity = request.sessionLookup !== null;
    if (readIdentity || (identifiesVisitor(request.headers) && !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'private, no-store');
      const vary = String(reply.getHeader('vary') ?? '');
      const missing = PRIVATE_VARY.filter((name) => !new RegExp(`\\b${name}\\b`, 'i').test(vary));
      if (missing.length > 0) reply.header('vary', [vary, ...missing].filter(Boolean).join(', '));
    }
    return payload;
  });
});
