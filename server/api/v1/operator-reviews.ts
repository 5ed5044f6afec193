import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parsePage } from '../../../domain/catalog/pagination';
import { operatorReviewsEndpoint, replyToReviewEndpoint } from '../../../domain/reviews/operator-contract';
import {
  companyReviews,
  OPERATOR_REVIEWS_PAGE,
  replyToReview,
} from '../../../domain/reviews/operator-reviews.server';
import { operatorAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** Who calls is checked before the request's parts: a stranger gets 401 or 403, never a 400 about them. */
const preValidation = async (request: FastifyRequest) => {
  await operatorAccess(request);
};

/**
 * The reviews of the company's experiences and its public replies (docs/product.md § Review replies):
 * owners and staff alike, the company always the session's; another company's review answers 404. A
 * reply is audited and clears every process's catalogue caches when it commits, so the experience page
 * shows it at once.
 */
export async function operatorReviewsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, operatorReviewsEndpoint, {
    preValidation,
    handler: async (request) => {
      const access = await operatorAccess(request);
      return companyReviews(app.db, {
        companyId: access.companyId,
        experienceId: request.query.experience_id,
        page: parsePage(
          { page: request.query.page },
          { defaultLimit: OPERATOR_REVIEWS_PAGE, maxLimit: OPERATOR_REVIEWS_PAGE },
        ),
        lang: request.lang,
        now: app.clock(),
      });
    },
  });

  route(app, replyToReviewEndpoint, {
    preValidation,
    config: { validationMessageKey: 'operator.reviews.errors.checkForm' },
    handler: async (request) => {
      const access = await operatorAccess(request);
      const review = await replyToReview(app.db, {
        accountId: access.accountId,
        companyId: access.companyId,
        reviewId: request.params.id,
        body: request.body,
        lang: request.lang,
        now: app.clock(),
      });
      app.clearCatalogueCaches();
      return { data: review };
    },
  });
}
