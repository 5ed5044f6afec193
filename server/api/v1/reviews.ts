import type { FastifyInstance } from 'fastify';
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
import { route } from '../route';
import { noStore } from './account-replies';

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
        now: app.clock(),
      });
      // The experience page, its API answer and every list sorted or labelled by rating change now, in
      // every process.
      await catalogChanged(app, { entity: 'review', id: body.experience_id });
      return reply.code(201).send({ data: review });
    },
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
