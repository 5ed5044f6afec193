import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '../../../common/i18n/translate';
import { unsubscribeWithToken } from '../../../domain/accounts/unsubscribe.server';
import { unsubscribeEndpoint } from '../../../domain/accounts/unsubscribe-contract';
import { route } from '../route';

/**
 * The unsubscribe link of a promotional e-mail, for apps (the web page calls the same domain function):
 * docs/decisions/0044. Nothing in the answer depends on whether the address has an account.
 */
export async function unsubscribeApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(app, unsubscribeEndpoint, {
    handler: async (request) => {
      await unsubscribeWithToken(app.db, app.env.SIGNING_SECRET, request.body?.token, app.clock());
      return { unsubscribed: true as const, message: translate(request.lang, 'accounts.unsubscribed') };
    },
  });
}
