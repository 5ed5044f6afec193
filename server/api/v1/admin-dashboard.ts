import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboard } from '../../../domain/admins/admin-dashboard.server';
import { adminDashboardEndpoint } from '../../../domain/admins/dashboard-contract';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The admins' dashboard (docs/product.md § Applications and review): how many wait in each queue, for
 * admins whose session passed the second factor; anyone else is answered 404.
 */
export async function adminDashboardApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, adminDashboardEndpoint, {
    preValidation: async (request: FastifyRequest) => {
      await adminAccess(request);
    },
    handler: async (request) => {
      await adminAccess(request);
      return { data: await adminDashboard(app.db) };
    },
  });
}
