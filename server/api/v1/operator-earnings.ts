import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorEarningsEndpoint, operatorStatementEndpoint } from '../../../domain/earnings/contract';
import { earningsJson, statementJson } from '../../../domain/earnings/earnings-json';
import { statementCsv, statementFileName } from '../../../domain/earnings/statement-csv';
import { readEarningsSummary, readStatement } from '../../../domain/earnings/statement.server';
import { scheduledPayouts } from '../../../domain/payouts/payout-list.server';
import { ownerAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** Who calls is checked before the request's parts: a stranger gets 401 or 403, never a 400 about them. */
const preValidation = async (request: FastifyRequest) => {
  await ownerAccess(request);
};

/**
 * The company's earnings (docs/decisions/0066-earnings-ledger.md): its monthly statement (JSON or CSV) and
 * the earnings page's balance and last 12 months, with the payouts on their way (docs/decisions/0077-payouts).
 * Money: the owner's only.
 */
export async function operatorEarningsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, operatorStatementEndpoint, {
    preValidation,
    config: { validationMessageKey: 'operator.earnings.errors.month' },
    handler: async (request, reply) => {
      const access = await ownerAccess(request);
      const statement = await readStatement(app.db, access.companyId, request.query.month, request.lang);
      if (request.query.format === 'csv') {
        // The file is text, not the JSON answer the contract types: Fastify sends a string with its own
        // content type as it is.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${statementFileName(statement.month)}"`)
          .send(statementCsv(statement) as never);
      }
      const scheduled = await scheduledPayouts(app.db, access.companyId, statement.month);
      return { data: statementJson(statement, scheduled) };
    },
  });

  route(app, operatorEarningsEndpoint, {
    preValidation,
    handler: async (request) => {
      const access = await ownerAccess(request);
      const summary = await readEarningsSummary(app.db, access.companyId, app.clock());
      return { data: earningsJson(summary, await scheduledPayouts(app.db, access.companyId)) };
    },
  });
}
