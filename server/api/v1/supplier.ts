import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { registerSupplier } from '../../../domain/accounts/supplier-registration.server';
import { perAddress } from '../../rate-limit/shared-limiter';
import { supplierRegistrationEndpoint } from '../../../domain/accounts/auth-contract';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The operators' registration form (docs/product.md § Roles): stored for the team's review, answered 201
 * pending.
 */
export async function supplierApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, supplierRegistrationEndpoint, {
    onRequest: perAddress(app.limiter, 'supplierRegistration.perIp', ABUSE_LIMITS.supplierRegistration.perIp),
    config: { validationMessageKey: 'supplier.errors.verifyInformation' },
    handler: async (request, reply) => {
      return reply.status(201).send(await registerSupplier(app.db, request.body, request.lang, app.clock()));
    },
  });
}
