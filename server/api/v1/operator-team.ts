import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userJson } from '../../../domain/accounts/users.server';
import {
  acceptInvitation,
  inviteStaff,
  revokeInvitation,
} from '../../../domain/operators/invitations.server';
import { TEAM_LIMITS } from '../../../domain/operators/team-limits';
import { companyTeam, removeMember } from '../../../domain/operators/team.server';
import {
  acceptInvitationEndpoint,
  inviteEndpoint,
  removeMemberEndpoint,
  revokeInvitationEndpoint,
  teamEndpoint,
} from '../../../domain/operators/team-contract';
import { emailLinks } from '../../email-links';
import { optionalUser } from '../../plugins/auth';
import { perAddress } from '../../rate-limit/shared-limiter';
import { ownerAccess } from '../operator-access';
import { route } from '../route';
import { noStore, replySignedIn, sessionMeta } from './account-replies';

/**
 * The company's team (docs/product.md § Operators): its owners list, invite and remove members; the
 * invited person accepts with the e-mailed token. Every write is in the audit log.
 */
export async function operatorTeamApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, teamEndpoint, {
    handler: async (request) => {
      const access = await ownerAccess(request);
      return { data: await companyTeam(app.db, access.companyId, app.clock()) };
    },
  });

  route(app, inviteEndpoint, {
    config: { validationMessageKey: 'operator.errors.verifyInformation' },
    // Before the body is read: staff and strangers learn nothing from validation.
    onRequest: async (request) => {
      await ownerAccess(request);
    },
    handler: async (request, reply) => {
      const access = await ownerAccess(request);
      // Each invitation is an e-mail to an address someone typed: a company cannot flood inboxes.
      await app.limiter.consume(
        'team.invitations',
        String(access.companyId),
        TEAM_LIMITS.invitationsPerCompany,
      );
      const invitation = await inviteStaff(app.db, access, request.body, {
        lang: request.lang,
        links: emailLinks(app),
        now: app.clock(),
      });
      return reply.status(201).send({ data: invitation });
    },
  });

  route(app, revokeInvitationEndpoint, {
    handler: async (request, reply) => {
      const access = await ownerAccess(request);
      await revokeInvitation(app.db, access, request.params.id, app.clock());
      return reply.status(204).send();
    },
  });

  route(app, removeMemberEndpoint, {
    handler: async (request, reply) => {
      const access = await ownerAccess(request);
      await removeMember(app.db, access, request.params.userId, app.clock());
      return reply.status(204).send();
    },
  });

  route(app, acceptInvitationEndpoint, {
    onRequest: perAddress(app.limiter, 'team.accept.perIp', TEAM_LIMITS.acceptPerIp),
    config: { validationMessageKey: 'operator.errors.verifyInformation' },
    handler: async (request, reply) => {
      const session = await optionalUser(request);
      const accepted = await acceptInvitation(app.db, request.body, {
        sessionUserId: session && !session.isGuest && !session.mustChangePassword ? session.userId : null,
        meta: sessionMeta(request),
        now: app.clock(),
      });
      if (accepted.newSessionToken) {
        return replySignedIn(request, reply, 200, {
          userId: accepted.userId,
          token: accepted.newSessionToken,
        });
      }
      return { user: await userJson(app.db, accepted.userId) };
    },
  });
}
