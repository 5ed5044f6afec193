import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOperatorExperienceEndpoint,
  operatorExperienceEndpoint,
  operatorExperiencesEndpoint,
  pauseOperatorExperienceEndpoint,
  resumeOperatorExperienceEndpoint,
  submitOperatorExperienceEndpoint,
  updateOperatorExperienceEndpoint,
} from '../../../domain/experiences/operator-contract';
import {
  createOperatorExperience,
  listOperatorExperiences,
  readOperatorExperience,
  updateOperatorExperience,
} from '../../../domain/experiences/operator-experiences.server';
import { operatorMove } from '../../../domain/experiences/experience-status.server';
import { catalogChanged } from '../../catalog-changes';
import { operatorAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** Refused editor fields are listed in `issues`, each with its path and a translated message. */
const config = { validationMessageKey: 'operatorExperiences.errors.verifyInformation' };

/** Who calls is checked before the request's parts: a stranger gets 401 or 403, never a 400 about them. */
const preValidation = async (request: FastifyRequest) => {
  await operatorAccess(request);
};

/**
 * The operator's experiences (docs/product.md § Operators' experiences): owner and staff alike, always of
 * the session's company (another company's id answers 404). Every write is in the audit log; a change
 * travellers see clears the catalogue's caches.
 */
export async function operatorExperiencesApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, operatorExperiencesEndpoint, {
    handler: async (request) => {
      const access = await operatorAccess(request);
      return { data: await listOperatorExperiences(app.db, access) };
    },
  });

  route(app, createOperatorExperienceEndpoint, {
    config,
    preValidation,
    handler: async (request, reply) => {
      const access = await operatorAccess(request);
      const { id } = await createOperatorExperience(app.db, access, request.body, app.clock());
      return reply.status(201).send({ data: await readOperatorExperience(app.db, access, id) });
    },
  });

  route(app, operatorExperienceEndpoint, {
    preValidation,
    handler: async (request) => {
      const access = await operatorAccess(request);
      return { data: await readOperatorExperience(app.db, access, request.params.id) };
    },
  });

  route(app, updateOperatorExperienceEndpoint, {
    config,
    preValidation,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const { liveChanged } = await updateOperatorExperience(
        app.db,
        access,
        request.params.id,
        request.body,
        app.clock(),
      );
      if (liveChanged) await catalogChanged(app, { entity: 'experience', id: request.params.id });
      return { data: await readOperatorExperience(app.db, access, request.params.id) };
    },
  });

  const moves = [
    [submitOperatorExperienceEndpoint, 'submit'],
    [pauseOperatorExperienceEndpoint, 'pause'],
    [resumeOperatorExperienceEndpoint, 'resume'],
  ] as const;
  for (const [contract, action] of moves) {
    route(app, contract, {
      preValidation,
      handler: async (request) => {
        const access = await operatorAccess(request);
        const change = await operatorMove(app.db, access, request.params.id, action, app.clock());
        // Every process clears its catalogue caches (docs/decisions/0062-catalog-change-notifications.md).
        if (change.liveChanged) await catalogChanged(app, { entity: 'experience', id: change.id });
        return { data: { id: change.id, status: change.status, revision_id: null } };
      },
    });
  }
}
