import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../common/i18n/translate';
import { unsubscribeWithToken } from '../../../domain/accounts/unsubscribe.server';

const tags = ['accounts'];

/** The token is checked by the domain (one translated 400 for missing, malformed or forged). */
const unsubscribeBody = z
  .object({
    token: z.unknown().optional().describe('The `token` of the e-mail’s unsubscribe link, as it came'),
  })
  .nullish();

/**
 * The unsubscribe link of a promotional e-mail, for apps (the web page calls the same domain function):
 * docs/decisions/0044. Nothing in the answer depends on whether the address has an account.
 */
export async function unsubscribeApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stop promotional e-mail to the address an e-mail’s signed unsubscribe token names',
        body: unsubscribeBody,
        response: { 200: z.object({ unsubscribed: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await unsubscribeWithToken(app.db, app.env.SIGNING_SECRET, request.body?.token, app.clock());
      return { unsubscribed: true as const, message: translate(request.lang, 'accounts.unsubscribed') };
    },
  );
}
