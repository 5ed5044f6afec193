import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { supplierRegistrationSchema } from '../../../domain/accounts/supplier-input';
import { registerSupplier } from '../../../domain/accounts/supplier-registration.server';
import { tooManyRequests } from '../../rate-limit/keyed-limiter';
import { noStore } from './account-replies';

/** The operators' registration form (spec §6): stored for the team's review, answered 201 pending. */
export async function supplierApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooManyRequests() });
  noStore(app);
  const limit = ABUSE_LIMITS.supplierRegistration.perIp;

  app.post(
    '/supplier-registration',
    {
      schema: {
        tags: ['suppliers'],
        summary: 'Register as a supplier (reviewed by the team)',
        body: supplierRegistrationSchema,
        response: { 201: z.object({ status: z.literal('pending') }) },
      },
      config: {
        rateLimit: { max: limit.max, timeWindow: limit.windowMs },
        validationMessageKey: 'supplier.errors.verifyInformation',
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await registerSupplier(app.db, request.body, app.clock()));
    },
  );
}
