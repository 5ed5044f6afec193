import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySummary } from '../../../domain/operators/company.server';
import { operatorMeEndpoint } from '../../../domain/operators/contract';
import { operatorAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The operators' workspace (docs/product.md § Operators): every route takes its company from the
 * session's membership (server/api/operator-access.ts), never from the request.
 */
export async function operatorApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, operatorMeEndpoint, {
    handler: async (request) => {
      const access = await operatorAccess(request);
      return { data: { company: await companySummary(app.db, access.companyId), role: access.role } };
    },
  });
}
