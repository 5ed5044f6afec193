import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client';
import { addDays } from '../../../domain/booking/calendar-days';
import { announceCatalogChange } from '../../../domain/catalog/catalog-changes.server';
import { recordAudit } from '../../../domain/audit/audit-log.server';
import { AppError } from '../../../domain/errors';
import {
  operatorDeparturesEndpoint,
  operatorScheduleEndpoint,
  patchOperatorDepartureEndpoint,
  putOperatorScheduleEndpoint,
} from '../../../domain/operator-availability/contract';
import { MAX_CALENDAR_DAYS } from '../../../domain/operator-availability/departures-calendar';
import {
  changeDeparture,
  companyDepartures,
  companyExperienceNames,
} from '../../../domain/operator-availability/departures.server';
import { readSchedule, replaceSchedule } from '../../../domain/operator-availability/schedule.server';
import { type OperatorAccess, operatorAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** Refused fields are listed in `issues` with their catalogue messages (docs/decisions/0060-operator-availability.md). */
const config = { validationMessageKey: 'operatorAvailability.errors.checkForm' };

/** Who calls is checked before the request's parts: a stranger gets 401 or 403, never a 400 about them. */
const preValidation = async (request: FastifyRequest) => {
  await operatorAccess(request);
};

/**
 * An operator's availability (docs/product.md § Schedule): the schedule of its experiences and the
 * calendar of their departures. Owners and staff alike; the company is always the session's, and another
 * company's experience answers 404. Every write is audited in its transaction and clears the catalogue
 * caches of every process (docs/decisions/0062-catalog-change-notifications.md), so the traveller's
 * calendar, hours and quote (computed per request by the booking engine) and the cached experience pages
 * show it at once.
 */
export async function operatorAvailabilityApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  /**
   * What a write does in its own transaction besides the change: the audit record (before and after)
   * and the catalogue-change notice every process clears its caches on when it commits.
   */
  const recorded =
    (
      access: OperatorAccess,
      experienceId: number,
      what: { action: string; entity: string; id: number | string },
    ) =>
    async <T extends object>(tx: Tx, change: { before: T; after: T }) => {
      await recordAudit(tx, {
        actorId: access.accountId,
        actorKind: 'operator',
        companyId: access.companyId,
        action: what.action,
        entity: what.entity,
        entityId: what.id,
        before: { ...change.before } as Record<string, unknown>,
        after: { ...change.after } as Record<string, unknown>,
        at: app.clock(),
      });
      await announceCatalogChange(tx, { entity: 'experience', id: experienceId });
    };

  route(app, operatorScheduleEndpoint, {
    preValidation,
    handler: async (request) => {
      const access = await operatorAccess(request);
      return { data: await readSchedule(app.db, access.companyId, request.params.id) };
    },
  });

  route(app, putOperatorScheduleEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const experienceId = request.params.id;
      const stored = await replaceSchedule(
        app.db,
        access.companyId,
        experienceId,
        request.body,
        recorded(access, experienceId, {
          action: 'experience.schedule',
          entity: 'experience',
          id: experienceId,
        }),
      );
      app.clearCatalogueCaches();
      return { data: stored };
    },
  });

  route(app, operatorDeparturesEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const { from, to, experience_id } = request.query;
      if (to < from || to > addDays(from, MAX_CALENDAR_DAYS - 1)) {
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          config.validationMessageKey,
          {},
          {
            issues: [{ field: 'to', message: 'operatorAvailability.errors.calendarRange' }],
          },
        );
      }
      const data = await companyDepartures(app.db, access.companyId, {
        from,
        to,
        experienceId: experience_id ?? null,
      });
      return { data, experiences: await companyExperienceNames(app.db, access.companyId, request.lang) };
    },
  });

  route(app, patchOperatorDepartureEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const body = request.body;
      const departure = await changeDeparture(
        app.db,
        access.companyId,
        {
          experienceId: body.experience_id,
          date: body.date,
          hour: body.hour,
          ...(body.capacity === undefined ? {} : { capacity: body.capacity }),
          ...(body.closed === undefined ? {} : { closed: body.closed }),
        },
        recorded(access, body.experience_id, {
          action: 'departure.update',
          entity: 'departure',
          id: `${body.experience_id}:${body.date}T${body.hour}`,
        }),
      );
      app.clearCatalogueCaches();
      return { data: departure };
    },
  });
}
