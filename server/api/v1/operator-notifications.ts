import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  operatorNotificationsEndpoint,
  putOperatorNotificationsEndpoint,
} from '../../../domain/operators/notifications-contract';
import { chooseNotifications, notificationChoices } from '../../../domain/operators/notifications.server';
import { operatorAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * Each operator user's choice of operator e-mails (docs/product.md § Operator e-mails): its own row
 * only, so staff and owners alike, and never another member's.
 */
export async function operatorNotificationsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, operatorNotificationsEndpoint, {
    handler: async (request) => {
      const access = await operatorAccess(request);
      return {
        data: await notificationChoices(app.db, { companyId: access.companyId, userId: access.accountId }),
      };
    },
  });

  route(app, putOperatorNotificationsEndpoint, {
    preValidation: async (request: FastifyRequest) => {
      await operatorAccess(request);
    },
    config: { validationMessageKey: 'operator.notifications.errors.checkForm' },
    handler: async (request) => {
      const access = await operatorAccess(request);
      const member = { companyId: access.companyId, userId: access.accountId };
      return { data: await chooseNotifications(app.db, member, request.body, app.clock()) };
    },
  });
}
