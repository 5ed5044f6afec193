import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parsePage } from '../../../domain/catalog/pagination';
import {
  adminReviewsEndpoint,
  dismissReviewReportsEndpoint,
  hideReviewEndpoint,
  restoreReviewEndpoint,
} from '../../../domain/reviews/moderation-contract';
import {
  ADMIN_REVIEWS_PAGE,
  moderationReview,
  moderationReviews,
} from '../../../domain/reviews/moderation-reads.server';
import { type ModerationAction, moderateReview } from '../../../domain/reviews/moderation.server';
import { removeReviewPhotoEndpoint } from '../../../domain/reviews/list-contract';
import { reviewPhotosDir } from '../../../domain/reviews/review-photo-files.server';
import { removeReviewPhoto } from '../../../domain/reviews/review-photos.server';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** The admin is checked before the request's parts, so a stranger learns nothing from a 400. */
const preValidation = async (request: FastifyRequest) => {
  await adminAccess(request);
};

/**
 * The moderation of reviews (docs/decisions/0076-moderation): admins whose session passed the second factor;
 * anyone else is answered 404. Hiding and restoring clear the catalogue caches of every process when they
 * commit (the notice is sent in their transaction) and this process's at once.
 */
export async function adminReviewsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, adminReviewsEndpoint, {
    preValidation,
    config: { validationMessageKey: 'admin.reviews.errors.queryInvalid' },
    handler: async (request) => {
      await adminAccess(request);
      const { view, q, visibility, experience_id: experienceId, page } = request.query;
      return moderationReviews(app.db, {
        view,
        q: q || undefined,
        visibility,
        experienceId,
        page: parsePage({ page }, { defaultLimit: ADMIN_REVIEWS_PAGE, maxLimit: ADMIN_REVIEWS_PAGE }),
        lang: request.lang,
      });
    },
  });

  const moderate = async (request: FastifyRequest, id: number, action: ModerationAction, reason: string) => {
    const admin = await adminAccess(request);
    await moderateReview(app.db, {
      adminId: admin.accountId,
      reviewId: id,
      action,
      reason,
      now: app.clock(),
    });
    if (action !== 'dismiss_reports') app.clearCatalogueCaches();
    return { data: (await moderationReview(app.db, id, request.lang))! };
  };

  const config = { validationMessageKey: 'admin.reviews.errors.reasonInvalid' };
  route(app, hideReviewEndpoint, {
    preValidation,
    config,
    handler: (request) => moderate(request, request.params.id, 'hide', request.body.reason),
  });
  route(app, restoreReviewEndpoint, {
    preValidation,
    config,
    handler: (request) => moderate(request, request.params.id, 'restore', request.body.reason),
  });
  route(app, dismissReviewReportsEndpoint, {
    preValidation,
    config,
    handler: (request) => moderate(request, request.params.id, 'dismiss_reports', request.body.reason),
  });

  // A traveller's photo off a review (docs/decisions/0085-reviews.md): audited, off the page at once.
  route(app, removeReviewPhotoEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const admin = await adminAccess(request);
      await removeReviewPhoto(app.db, reviewPhotosDir(app.env.DATA_DIR), {
        adminId: admin.accountId,
        reviewId: request.params.id,
        photoId: request.params.photoId,
        reason: request.body.reason,
        now: app.clock(),
      });
      app.clearCatalogueCaches();
      return { data: (await moderationReview(app.db, request.params.id, request.lang))! };
    },
  });
}
