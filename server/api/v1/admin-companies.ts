import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyDetail, listCompanies } from '../../../domain/admins/admin-companies.server';
import {
  companyCommissionEndpoint,
  companyEndpoint,
  listCompaniesEndpoint,
  reinstateCompanyEndpoint,
  suspendCompanyEndpoint,
} from '../../../domain/admins/companies-contract';
import { parsePage } from '../../../domain/catalog/pagination';
import { changeCommission } from '../../../domain/operators/company-commission.server';
import type { CompanyAction } from '../../../domain/operators/company-lifecycle';
import { moveCompany } from '../../../domain/operators/company-status.server';
import { commitCatalogChange } from '../../catalog-changes';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** The admin is checked before the request's parts, so a stranger learns nothing from a 400. */
const preValidation = async (request: FastifyRequest) => {
  await adminAccess(request);
};

/**
 * The back office's operators (docs/decisions/0073-admin-travellers-and-companies): admins whose session
 * passed the second factor; anyone else is answered 404, as if the routes did not exist.
 */
export async function adminCompaniesApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, listCompaniesEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      const { status, q, from, to } = request.query;
      return listCompanies(
        app.db,
        { status, q: q || undefined, from, to },
        parsePage(request.query, { defaultLimit: 20 }),
      );
    },
  });

  route(app, companyEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      return { data: await companyDetail(app.db, request.params.id) };
    },
  });

  route(app, companyCommissionEndpoint, {
    preValidation,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const { commission_bps: bps, reason } = request.body;
      return {
        data: await changeCommission(app.db, admin.accountId, request.params.id, bps, reason, app.clock()),
      };
    },
  });

  /**
   * The company's experiences leave (or rejoin) the catalogue in the same transaction, announced to every
   * process at commit (docs/decisions/0062-catalog-change-notifications.md): search, pages and the sitemap.
   */
  const move = async (request: FastifyRequest, id: number, action: CompanyAction, reason: string) => {
    const admin = await adminAccess(request);
    const change = await commitCatalogChange(app, { entity: 'company', id }, (tx) =>
      moveCompany(tx, admin.accountId, id, action, reason, app.clock()),
    );
    return { data: change };
  };

  route(app, suspendCompanyEndpoint, {
    preValidation,
    handler: (request) => move(request, request.params.id, 'suspend', request.body.reason),
  });

  route(app, reinstateCompanyEndpoint, {
    preValidation,
    handler: (request) => move(request, request.params.id, 'reinstate', request.body.reason),
  });
}
