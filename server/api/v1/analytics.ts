import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordEvent } from '../../../domain/analytics/events.server';
import { optionalUser } from '../../plugins/auth';
import { perAddress } from '../../rate-limit/shared-limiter';
import { analyticsEventsEndpoint } from '../../../domain/analytics/contract';
import { route } from '../route';

/**
 * First-party activity tracking (docs/product.md § Audience, § Roles): page views and searches, stored in the
 * product's database.
 */
export async function analyticsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A browser sends one event per navigation; far more from one address is a script, not a visitor.
  const perMinute = perAddress(app.limiter, 'analytics.perIp', { max: 120, windowMs: 60_000 });
  route(app, analyticsEventsEndpoint, {
    onRequest: perMinute,
    handler: async (request, reply) => {
      // Identity comes from the session only, never from a header; admins' visits are not recorded.
      const user = await optionalUser(request);
      const recorded = await recordEvent(
        app.db,
        request.body,
        { userId: user?.userId, isAdmin: user?.isAdmin ?? false, langCode: request.lang },
        app.clock(),
      );
      return reply.status(202).send({ recorded });
    },
  });
}
