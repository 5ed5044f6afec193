import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { listTravellers, travellerDetail } from '../../../domain/admins/admin-travellers.server';
import { goodwillCents } from '../../../domain/admins/goodwill-credit';
import { setTravellerBlocked } from '../../../domain/admins/traveller-block.server';
import { resendTravellerEmail } from '../../../domain/admins/traveller-emails.server';
import {
  blockTravellerEndpoint,
  creditTravellerEndpoint,
  listTravellersEndpoint,
  resendTravellerEmailEndpoint,
  travellerEndpoint,
  travellerWalletEndpoint,
  unblockTravellerEndpoint,
} from '../../../domain/admins/travellers-contract';
import { adjustWallet } from '../../../domain/admins/wallet-adjustment.server';
import { parsePage } from '../../../domain/catalog/pagination';
import { withIdempotency } from '../../../domain/purchases/with-idempotency.server';
import { walletHistory } from '../../../domain/wallet/wallet-history.server';
import { emailLinks } from '../../email-links';
import { adminAccess } from '../admin-access';
import { idempotencyKey, sendAnswer } from '../paying-request';
import { route } from '../route';
import { noStore } from './account-replies';

/** The admin is checked before the request's parts, so a stranger learns nothing from a 400. */
const preValidation = async (request: FastifyRequest) => {
  await adminAccess(request);
};

/**
 * The back office's travellers (docs/decisions/0073-admin-travellers-and-companies): admins whose session
 * passed the second factor; anyone else is answered 404, as if the routes did not exist.
 */
export async function adminTravellersApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const links = emailLinks(app);

  route(app, listTravellersEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      const { q, kind, from, to } = request.query;
      return listTravellers(
        app.db,
        { q: q || undefined, kind, from, to },
        parsePage(request.query, { defaultLimit: 20 }),
      );
    },
  });

  route(app, travellerEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      return { data: await travellerDetail(app.db, request.params.id, request.lang) };
    },
  });

  route(app, travellerWalletEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      await travellerDetail(app.db, request.params.id, request.lang);
      return walletHistory(app.db, request.params.id, parsePage(request.query), request.lang);
    },
  });

  const block = async (request: FastifyRequest, id: number, blocked: boolean, reason: string) => {
    const admin = await adminAccess(request);
    return { data: await setTravellerBlocked(app.db, admin.accountId, id, blocked, reason, app.clock()) };
  };

  route(app, blockTravellerEndpoint, {
    preValidation,
    handler: (request) => block(request, request.params.id, true, request.body.reason),
  });

  route(app, unblockTravellerEndpoint, {
    preValidation,
    handler: (request) => block(request, request.params.id, false, request.body.reason),
  });

  route(app, creditTravellerEndpoint, {
    preValidation,
    handler: async (request, reply) => {
      const admin = await adminAccess(request);
      const key = idempotencyKey(request);
      const { id } = request.params;
      const { amount, reason } = request.body;
      const outcome = await withIdempotency(
        app,
        `admin-credit:${admin.accountId}:${id}`,
        key,
        { amount, reason },
        {
          run: () => adjustWallet(app.db, admin.accountId, id, goodwillCents(amount), reason, app.clock()),
          answer: (adjusted) => ({ answer: { status: 200, body: { data: adjusted } }, final: true }),
        },
      );
      return sendAnswer(reply, outcome.answer);
    },
  });

  route(app, resendTravellerEmailEndpoint, {
    preValidation,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const { id } = request.params;
      await app.limiter.consume('admin.resendPerUser', String(id), ABUSE_LIMITS.adminResend.perUser);
      await resendTravellerEmail(app.db, admin.accountId, id, request.body.kind, {
        lang: request.lang,
        links,
        now: app.clock(),
        creditCents: app.env.SIGNUP_CREDIT_CENTS,
        reason: request.body.reason,
      });
      void app.emailSender.drain().catch(() => undefined);
      return { data: { sent: true } };
    },
  });
}
