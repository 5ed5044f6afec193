import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboard } from '../../../domain/admins/admin-dashboard.server';
import { adminDashboardEndpoint } from '../../../domain/admins/dashboard-contract';
import { dashboardMetrics } from '../../../domain/admins/dashboard-metrics.server';
import { dashboardMetricsEndpoint } from '../../../domain/admins/metrics-contract';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The admins' dashboard (docs/product.md § Applications and review, § Dashboard): how many wait in each
 * queue, and the business figures (docs/decisions/0078-admin-dashboard), for admins whose session passed
 * the second factor; anyone else is answered 404, before the query string is validated.
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

  route(app, dashboardMetricsEndpoint, {
    preValidation: async (request: FastifyRequest) => {
      await adminAccess(request);
    },
    handler: async (request) => {
      await adminAccess(request);
      const { days } = request.query;
      return { data: await dashboardMetrics(app.db, { now: app.clock(), days, lang: request.lang }) };
    },
  });
}
