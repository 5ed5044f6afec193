import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLanguage } from '../../app/i18n/languages';
import { sendError } from './errors';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Every request gets a language; every /api request must carry a known public `api-token` (ARCHITECTURE §4).
 * A `user-id` header is accepted from old clients but never trusted: identity comes from the session only.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  const tokens = new Set(app.env.PUBLIC_API_TOKENS);
  app.decorateRequest('lang', 'es');
  app.addHook('onRequest', async (request, reply) => {
    request.lang = resolveLanguage(
      header(request.headers['language-code']),
      request.headers['accept-language'],
    );
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      const token = header(request.headers['api-token']);
      if (!token || !tokens.has(token)) {
        return sendError(request, reply, 401, 'INVALID_API_TOKEN', 'errors.invalidApiToken');
      }
    }
  });
});
