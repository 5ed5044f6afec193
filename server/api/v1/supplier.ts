import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { supplierRegistrationSchema } from '../../../domain/accounts/supplier-input';
import { registerSupplier } from '../../../domain/accounts/supplier-registration.server';
import { perAddress } from '../../rate-limit/shared-limiter';
import { noStore } from './account-replies';

/**
 * The operators' registration form (docs/product.md § Roles): stored for the team's review, answered 201
 * pending.
 */
export async function supplierApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.post(
    '/supplier-registration',
    {
      schema: {
        tags: ['suppliers'],
        summary: 'Register as a supplier (reviewed by the team)',
        body: supplierRegistrationSchema,
        response: { 201: z.object({ status: z.literal('pending') }) },
      },
      onRequest: perAddress(
        app.limiter,
        'supplierRegistration.perIp',
        ABUSE_LIMITS.supplierRegistration.perIp,
      ),
      config: { validationMessageKey: 'supplier.errors.verifyInformation' },
    },
    async (request, reply) => {
      return reply.status(201).send(await registerSupplier(app.db, request.body, app.clock()));
    },
  );
}
