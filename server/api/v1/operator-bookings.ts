import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import { parsePage } from '../../../domain/catalog/pagination';
import {
  BOOKINGS_MAX_PAGE_SIZE,
  BOOKINGS_PAGE_SIZE,
} from '../../../domain/operator-bookings/bookings-filter';
import { listCompanyBookings } from '../../../domain/operator-bookings/bookings.server';
import { departureManifest } from '../../../domain/operator-bookings/manifest.server';
import {
  departureManifestEndpoint,
  operatorBookingsEndpoint,
} from '../../../domain/operator-bookings/contract';
import { manifestCsv } from '../../../domain/operator-bookings/manifest';
import { manifestFileName } from '../../../domain/operator-bookings/manifest-csv';
import { operatorAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** Refused fields are listed in `issues` with their catalogue messages. */
const config = { validationMessageKey: 'operator.bookings.errors.checkQuery' };

/** Who calls is checked before the request's parts: a stranger gets 401 or 403, never a 400 about them. */
const preValidation = async (request: FastifyRequest) => {
  await operatorAccess(request);
};

/**
 * An operator's bookings and departure manifests (docs/product.md § Bookings and manifests,
 * docs/decisions/0067-bookings-and-manifests.md): reads only, owners and staff alike, of the session's
 * company; another company's experience answers 404.
 */
export async function operatorBookingsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, operatorBookingsEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const query = request.query;
      if (query.from && query.to && query.to < query.from) {
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          config.validationMessageKey,
          {},
          {
            issues: [{ field: 'to', message: 'operator.bookings.errors.range' }],
          },
        );
      }
      const page = parsePage(query, { defaultLimit: BOOKINGS_PAGE_SIZE, maxLimit: BOOKINGS_MAX_PAGE_SIZE });
      return listCompanyBookings(
        app.db,
        access.companyId,
        {
          from: query.from ?? null,
          to: query.to ?? null,
          experienceId: query.experience_id ?? null,
          status: query.status ?? null,
          q: query.q ? query.q : null,
        },
        page,
        request.lang,
        app.clock(),
      );
    },
  });

  route(app, departureManifestEndpoint, {
    preValidation,
    config,
    handler: async (request, reply) => {
      const access = await operatorAccess(request);
      const { experienceId, date, hour } = request.params;
      const manifest = await departureManifest(
        app.db,
        access.companyId,
        { experienceId, date, hour: `${hour.slice(0, 2)}:${hour.slice(2)}` },
        request.lang,
        app.clock(),
      );
      if (request.query.format !== 'csv') return { data: manifest };
      const name = manifestFileName(manifest.experience.slug, date, hour);
      // A string answer is sent as it is: the JSON schema of the contract does not apply to it.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(manifestCsv(request.lang, manifest.bookings) as never);
    },
  });
}
