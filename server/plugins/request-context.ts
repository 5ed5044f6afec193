import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLanguage } from '../../common/i18n/languages';
import { sendError } from './errors';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether the route a request matched belongs to the API and so needs `api-token`; the docs at /api/docs
 * are open. Decided from the matched route's pattern, never from the raw request line: the router decodes
 * the path (`/%61pi/v1/me` matches `/api/v1/me`), so a check of the raw text would let an encoded path
 * reach the route without a token. Paths that match no route reach the not-found handler, which only
 * answers 404.
 */
export function needsApiToken(routeUrl: string | undefined): boolean {
  if (routeUrl === undefined || !routeUrl.startsWith('/api/')) return false;
  return routeUrl !== '/api/docs' && !routeUrl.startsWith('/api/docs/');
}

/**
 * Every request gets a language; every /api request must carry a known public `api-token` (docs/product.md §
 * Conventions). A `user-id` header is accepted from old clients but never trusted: identity comes from the
 * session only.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  const tokens = new Set(app.env.PUBLIC_API_TOKENS);
  app.decorateRequest('lang', 'es');
  app.addHook('onRequest', async (request, reply) => {
    request.lang = resolveLanguage(
      header(request.headers['language-code']),
      request.headers['accept-language'],
    );
    if (needsApiToken(request.routeOptions.url)) {
      const token = header(request.headers['api-token']);
      if (!token || !tokens.has(token)) {
        return sendError(request, reply, 401, 'INVALID_API_TOKEN', 'errors.invalidApiToken');
      }
    }
  });
});
