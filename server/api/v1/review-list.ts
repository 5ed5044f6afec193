import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parsePage } from '../../../domain/catalog/pagination';
import { experienceReviewsEndpoint } from '../../../domain/reviews/list-contract';
import { REVIEWS_PAGE_SIZE } from '../../../domain/reviews/review-list';
import { listExperienceReviews } from '../../../domain/reviews/review-list.server';
import { sendCachedJson } from '../cached-json';
import { route } from '../route';

/**
 * An experience's reviews, sorted and filtered (docs/decisions/0085-reviews.md): a catalogue read, cached with
 * the rest of the catalogue and cleared with it when a review is written, hidden, restored or loses a photo.
 */
export async function reviewListApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(app, experienceReviewsEndpoint, {
    config: { validationMessageKey: 'reviews.list.errors.queryInvalid' },
    handler: (request, reply) =>
      sendCachedJson(request, reply, () => {
        const { sort, stars, lang, page } = request.query;
        return listExperienceReviews(
          app.db,
          request.params.id,
          { sort, stars, lang },
          parsePage({ page }, { defaultLimit: REVIEWS_PAGE_SIZE, maxLimit: REVIEWS_PAGE_SIZE }),
          request.lang,
        );
      }),
  });
}
