import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkIn, markNoShow } from '../../../domain/check-in/attendance.server';
import { checkInEndpoint, noShowEndpoint } from '../../../domain/check-in/contract';
import { parseScanned } from '../../../domain/check-in/scanned-code';
import { AppError } from '../../../domain/errors';
import { operatorAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** A refused body names its field with its catalogue message. */
const config = { validationMessageKey: 'operator.checkIn.errors.checkForm' };

/** Who calls is checked before the request's parts: a stranger gets 401 or 403, never a 400 about them. */
const preValidation = async (request: FastifyRequest) => {
  await operatorAccess(request);
};

/**
 * Check-in at the meeting point and no-shows (docs/product.md § Check-in, docs/decisions/0072-check-in.md):
 * owners and staff alike, for the session's company only; each first write audited in its transaction.
 */
export async function operatorCheckInApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, checkInEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const scanned = parseScanned(request.body.scanned);
      // Text that is neither a voucher link nor a booking code names no booking.
      if (!scanned) throw new AppError(404, 'BOOKING_NOT_FOUND', 'operator.checkIn.errors.notFound');
      return { data: await checkIn(app.db, access, scanned, { now: app.clock(), lang: request.lang }) };
    },
  });

  route(app, noShowEndpoint, {
    preValidation,
    handler: async (request) => {
      const access = await operatorAccess(request);
      return {
        data: await markNoShow(app.db, access, request.params.id, { now: app.clock(), lang: request.lang }),
      };
    },
  });
}
