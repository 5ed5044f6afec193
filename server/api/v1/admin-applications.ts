import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptCompanyEndpoint,
  approveApplicationEndpoint,
  listApplicationsEndpoint,
  rejectApplicationEndpoint,
} from '../../../domain/admins/applications-contract';
import { approveApplication, rejectApplication } from '../../../domain/admins/application-review.server';
import { acceptCompany } from '../../../domain/admins/company-acceptance.server';
import { applicationById, listApplications } from '../../../domain/admins/supplier-applications.server';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { emailLinks } from '../../email-links';
import { requireUser } from '../../plugins/auth';
import { perAddress } from '../../rate-limit/shared-limiter';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The supplier applications queue (docs/decisions/0057-admin-second-factor): the admins list, approve and
 * reject; each review is one transaction with its audit record and e-mail, sent at once. The account
 * that already had an approved application's e-mail accepts the company here.
 */
export async function adminApplicationsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const review = (adminId: number) => ({ adminId, links: emailLinks(app), now: app.clock() });
  const sendMail = () => void app.emailSender.drain().catch(() => undefined);
  // Before the id, query and body are validated: to anyone but an admin the routes answer 404 whatever is
  // sent, never a 400 about their fields (docs/decisions/0063-access-matrix).
  const adminsFirst = async (request: FastifyRequest) => {
    await adminAccess(request);
  };

  route(app, listApplicationsEndpoint, {
    preValidation: adminsFirst,
    config: { validationMessageKey: 'admin.applications.errors.statusInvalid' },
    handler: async (request) => {
      await adminAccess(request);
      return { data: await listApplications(app.db, request.query.status) };
    },
  });

  route(app, approveApplicationEndpoint, {
    preValidation: adminsFirst,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const result = await approveApplication(app.db, request.params.id, review(admin.accountId));
      sendMail();
      const application = (await applicationById(app.db, request.params.id))!;
      return { data: { application, company_id: result.companyId, owner: result.owner } };
    },
  });

  route(app, rejectApplicationEndpoint, {
    preValidation: adminsFirst,
    config: { validationMessageKey: 'admin.applications.errors.reasonInvalid' },
    handler: async (request) => {
      const admin = await adminAccess(request);
      await rejectApplication(app.db, request.params.id, request.body.reason, review(admin.accountId));
      sendMail();
      return { data: { application: (await applicationById(app.db, request.params.id))! } };
    },
  });

  route(app, acceptCompanyEndpoint, {
    // Tokens are 256 random bits; this only keeps a script from trying them by the thousand.
    onRequest: perAddress(app.limiter, 'verification.perIp', ABUSE_LIMITS.verification.perIp),
    config: { validationMessageKey: 'admin.welcome.errors.linkInvalid' },
    handler: async (request) => {
      const user = await requireUser(request);
      const company = await acceptCompany(app.db, request.body.token, user.userId, app.clock());
      return { data: { company } };
    },
  });
}
