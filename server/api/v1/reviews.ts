import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import { addReview } from '../../../domain/reviews/add-review.server';
import { requireUser } from '../../plugins/auth';
import { addReviewEndpoint } from '../../../domain/reviews/contract';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { reportReviewEndpoint } from '../../../domain/reviews/report-contract';
import { reportReview } from '../../../domain/reviews/report-review.server';
import { perAddress } from '../../rate-limit/shared-limiter';
import { catalogChanged } from '../../catalog-changes';
import { uploadedPhotoBytes } from '../multipart-photo';
import { route } from '../route';
import { noStore } from './account-replies';
import { PHOTO_MAX_BYTES } from '../../../domain/experiences/photo-rules';
import { uploadReviewPhotoEndpoint } from '../../../domain/reviews/list-contract';
import { uploadReviewPhoto } from '../../../domain/reviews/review-photos.server';
import { reviewPhotosDir } from '../../../domain/reviews/review-photo-files.server';

/** A signed-in traveller who may write (a blocked account may not). */
async function writer(request: FastifyRequest) {
  const user = await requireUser(request);
  if (user.isBlocked) throw new AppError(403, 'USER_BLOCKED', 'reviews.errors.userBlocked');
  return user;
}

/**
 * Reviews (docs/product.md § Reviews; docs/decisions/0040): a traveller reviews an experience they completed, once. The review shows
 * on the experience page at once: every catalogue cache is cleared after the write, as for any catalogue
 * write (docs/decisions/0011).
 */
export async function reviewsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, addReviewEndpoint, {
    // The client's one message for a refused form (agenda and review page), with each field's issue.
    config: { validationMessageKey: 'agendaPage.purchaseButtons.reviewButton.error' },
    handler: async (request, reply) => {
      const user = await requireUser(request);
      if (user.isBlocked) throw new AppError(403, 'USER_BLOCKED', 'reviews.errors.userBlocked');
      const body = request.body;
      const review = await addReview(app.db, {
        userId: user.userId,
        experienceId: body.experience_id,
        rating: body.rating,
        publicComment: body.public_comment,
        privateComment: body.private_comment,
        lang: request.lang,
        photoIds: body.photo_ids,
        now: app.clock(),
      });
      // The experience page, its API answer and every list sorted or labelled by rating change now, in
      // every process.
      await catalogChanged(app, { entity: 'review', id: body.experience_id });
      return reply.code(201).send({ data: review });
    },
  });

  // Photos of the review being written (docs/decisions/0085-reviews.md), in their own scope: only this route
  // reads multipart bodies, one file up to the operators' photos' limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    });
    route(scope.withTypeProvider<ZodTypeProvider>(), uploadReviewPhotoEndpoint, {
      // Before the body is read: a stranger cannot make the server take in 15 MB.
      onRequest: async (request) => {
        await writer(request);
      },
      handler: async (request, reply) => {
        const user = await writer(request);
        await app.limiter.consume(
          'reviewPhotos.perUser',
          String(user.userId),
          ABUSE_LIMITS.reviewPhotos.perUser,
        );
        const bytes = await uploadedPhotoBytes(request);
        const photo = await uploadReviewPhoto(app.db, reviewPhotosDir(app.env.DATA_DIR), {
          userId: user.userId,
          experienceId: request.params.id,
          bytes,
          now: app.clock(),
        });
        return reply.code(201).send({ data: photo });
      },
    });
  });

  /** A traveller tells the team about a review (docs/decisions/0076-moderation); the page does not change. */
  route(app, reportReviewEndpoint, {
    onRequest: perAddress(app.limiter, 'reviewReports.perIp', ABUSE_LIMITS.reviewReports.perIp),
    config: { validationMessageKey: 'reviews.report.errors.invalid' },
    handler: async (request, reply) => {
      const user = await requireUser(request);
      if (user.isBlocked) throw new AppError(403, 'USER_BLOCKED', 'reviews.errors.userBlocked');
      await app.limiter.consume(
        'reviewReports.perUser',
        String(user.userId),
        ABUSE_LIMITS.reviewReports.perUser,
      );
      const report = await reportReview(app.db, {
        userId: user.userId,
        reviewId: request.params.id,
        reason: request.body.reason,
        note: request.body.note,
        now: app.clock(),
      });
      return reply.code(201).send({ data: report });
    },
  });
}
