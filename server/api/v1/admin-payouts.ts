import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { AppError } from '../../../domain/errors';
import { payoutBankFile } from '../../../domain/payouts/bank-file.server';
import { bankFileCsv, bankFileJson, bankFileName } from '../../../domain/payouts/bank-file-csv';
import {
  approvePayoutEndpoint,
  holdPayoutEndpoint,
  listPayoutsEndpoint,
  payoutBankFileEndpoint,
  payPayoutEndpoint,
  proposePayoutsEndpoint,
  releasePayoutEndpoint,
} from '../../../domain/payouts/contract';
import {
  approvePayout,
  holdPayout,
  markPayoutPaid,
  releasePayout,
} from '../../../domain/payouts/payout-actions.server';
import { listPayouts, payoutById } from '../../../domain/payouts/payout-list.server';
import { proposeMonth } from '../../../domain/payouts/payout-proposals.server';
import { PAYOUT_SECOND_FACTOR_THRESHOLD_CENTS } from '../../../domain/payouts/payout-rules';
import { centsToUsd } from '../../../domain/pricing/money';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The back office's payouts (docs/decisions/0077-payouts): the list, "propose now", approve (a fresh
 * second-factor code above the threshold, its wrong codes counted with the sign-in's), hold, release,
 * mark paid, and the bank's file. Admins only: anyone else gets 404 before the request is validated.
 */
export async function adminPayoutsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const adminsFirst = async (request: FastifyRequest) => {
    await adminAccess(request);
  };
  const limit = ABUSE_LIMITS.adminSecondFactor.failuresPerUser;
  const answer = async (id: number) => ({ data: { payout: (await payoutById(app.db, id))! } });
  const reasonKey = { validationMessageKey: 'admin.payouts.errors.reason' };

  route(app, listPayoutsEndpoint, {
    preValidation: adminsFirst,
    config: { validationMessageKey: 'admin.payouts.errors.filter' },
    handler: async (request) => {
      await adminAccess(request);
      const list = await listPayouts(app.db, request.query);
      return { data: { ...list, threshold: centsToUsd(PAYOUT_SECOND_FACTOR_THRESHOLD_CENTS) } };
    },
  });

  route(app, proposePayoutsEndpoint, {
    preValidation: adminsFirst,
    config: { validationMessageKey: 'admin.payouts.errors.month' },
    handler: async (request) => {
      const admin = await adminAccess(request);
      return {
        data: { proposed: await proposeMonth(app.db, request.body.month, admin.accountId, app.clock()) },
      };
    },
  });

  route(app, approvePayoutEndpoint, {
    preValidation: adminsFirst,
    config: reasonKey,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const key = String(admin.accountId);
      const { code, reason } = request.body;
      // A code typed here is a second-factor try like the sign-in's: the same limit of wrong ones.
      if (code) await app.limiter.assertBelow('adminSecondFactor.failuresPerUser', key, limit);
      try {
        await approvePayout(app.db, request.params.id, {
          adminId: admin.accountId,
          reason,
          code,
          now: app.clock(),
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'SECOND_FACTOR_CODE_INVALID') {
          await app.limiter.hit('adminSecondFactor.failuresPerUser', key, limit);
        }
        throw error;
      }
      return answer(request.params.id);
    },
  });

  // Hold and release: the same request (a reason) and answer; only the lifecycle's step differs.
  for (const [endpoint, act] of [
    [holdPayoutEndpoint, holdPayout],
    [releasePayoutEndpoint, releasePayout],
  ] as const) {
    route(app, endpoint, {
      preValidation: adminsFirst,
      config: reasonKey,
      handler: async (request) => {
        const admin = await adminAccess(request);
        await act(app.db, request.params.id, {
          adminId: admin.accountId,
          reason: request.body.reason,
          now: app.clock(),
        });
        return answer(request.params.id);
      },
    });
  }

  route(app, payPayoutEndpoint, {
    preValidation: adminsFirst,
    config: reasonKey,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const { reason, reference } = request.body;
      await markPayoutPaid(app.db, request.params.id, {
        adminId: admin.accountId,
        reason,
        reference,
        now: app.clock(),
      });
      return answer(request.params.id);
    },
  });

  route(app, payoutBankFileEndpoint, {
    preValidation: adminsFirst,
    config: { validationMessageKey: 'admin.payouts.errors.month' },
    handler: async (request, reply) => {
      const admin = await adminAccess(request);
      const now = app.clock();
      const { month, format } = request.query;
      const rows = await payoutBankFile(app.db, app.sealer, month ? { month } : {}, admin.accountId, now);
      if (format === 'json') return { data: bankFileJson(rows) };
      // The file is text, not JSON: Fastify sends a string with its own content type as it is.
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${bankFileName(month ?? null, now.toISOString())}"`,
        )
        .header('x-payouts-count', String(rows.length))
        .send(bankFileCsv(rows) as never);
    },
  });
}
