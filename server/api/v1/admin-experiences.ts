import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminExperiencesEndpoint,
  publishExperienceEndpoint,
  rejectExperienceEndpoint,
  unpublishExperienceEndpoint,
} from '../../../domain/experiences/admin-contract';
import { unpublishExperience } from '../../../domain/experiences/unpublish-experience.server';
import { emailLinks } from '../../email-links';
import { reviewQueue } from '../../../domain/experiences/experience-review-queue.server';
import {
  adminDecide,
  type Decision,
  type StatusChange,
} from '../../../domain/experiences/experience-status.server';
import { catalogChanged } from '../../catalog-changes';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** The admin is checked before the request's parts, so a stranger learns nothing from a 400. */
const preValidation = async (request: FastifyRequest) => {
  await adminAccess(request);
};

const answer = (change: StatusChange) => ({
  data: { id: change.id, status: change.status, revision_id: change.revisionId ?? null },
});

/**
 * The marketplace's listing review (docs/product.md § Operators' experiences): admins whose session passed
 * the second factor; anyone else is answered 404, as if the routes did not exist.
 */
export async function adminExperiencesApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, adminExperiencesEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      return { data: await reviewQueue(app.db, request.query.status) };
    },
  });

  /**
   * One decision by the session's admin; a change travellers see clears the catalogue's caches of every
   * process (docs/decisions/0062-catalog-change-notifications.md), and so reaches search and the sitemap.
   */
  const decide = async (request: FastifyRequest, id: number, decision: Decision) => {
    const admin = await adminAccess(request);
    const change = await adminDecide(app.db, admin.accountId, id, decision, app.clock());
    if (change.liveChanged) await catalogChanged(app, { entity: 'experience', id });
    return answer(change);
  };

  route(app, publishExperienceEndpoint, {
    preValidation,
    handler: (request) => decide(request, request.params.id, { action: 'publish' }),
  });

  route(app, rejectExperienceEndpoint, {
    preValidation,
    handler: (request) =>
      decide(request, request.params.id, { action: 'reject', reason: request.body.reason }),
  });

  /**
   * Out of the catalogue at once, in every process (docs/decisions/0076-moderation); the operator's e-mails
   * leave with the commit.
   */
  route(app, unpublishExperienceEndpoint, {
    preValidation,
    config: { validationMessageKey: 'operatorExperiences.errors.reasonInvalid' },
    handler: async (request) => {
      const admin = await adminAccess(request);
      const change = await unpublishExperience(app.db, request.params.id, {
        adminId: admin.accountId,
        reason: request.body.reason,
        links: emailLinks(app),
        now: app.clock(),
      });
      if (change.liveChanged) await catalogChanged(app, { entity: 'experience', id: change.id });
      void app.emailSender.drain().catch(() => undefined);
      return answer(change);
    },
  });
}
