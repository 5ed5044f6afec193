import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import { addReview } from '../../../domain/reviews/add-review.server';
import { addReviewBody, MAX_RATING, MIN_RATING } from '../../../domain/reviews/review-input';
import { requireUser } from '../../plugins/auth';
import { noStore } from './account-replies';

const tags = ['reviews'];

const errorReply = z.looseObject({ code: z.string(), message: z.string() });

/** The review as its author gets it back: the only answer that carries the private comment. */
const addedReviewReply = z.object({
  data: z.object({
    id: z.int().positive(),
    experience_id: z.int().positive(),
    rating: z.int().min(MIN_RATING).max(MAX_RATING),
    public_comment: z.string().nullable().describe('As stored: trimmed plain text, null when empty'),
    private_comment: z.string().nullable().describe('Only ever returned here, to its author'),
    lang_code: z.string().describe('The language it was written in (the request’s)'),
    date: z.string().describe('ISO 8601, UTC'),
    customer: z.object({
      first_name: z.string(),
      last_name: z.string().describe('The page shows only its initial'),
      avatar_url: z.string().nullable(),
    }),
    experience: z
      .object({ rating: z.number().min(0).max(MAX_RATING), review_count: z.int().nonnegative() })
      .describe('The experience’s rating and count with this review'),
  }),
});

/**
 * Reviews (docs/product.md § Reviews; docs/decisions/0040): a traveller reviews an experience they completed, once. The review shows
 * on the experience page at once: every catalogue cache is cleared after the write, as for any catalogue
 * write (docs/decisions/0011).
 */
export async function reviewsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.post(
    '/add-review',
    {
      schema: {
        tags,
        summary: 'Review an experience the signed-in traveller completed (once per experience)',
        description:
          'Refusals: 401 signed out; 403 REVIEW_NOT_ALLOWED (no completed purchase) or REVIEW_NOT_COMPLETED ' +
          '(the purchase has not happened yet); 404 EXPERIENCE_NOT_FOUND; 409 REVIEW_ALREADY_EXISTS. ' +
          'Invalid fields: 400 VALIDATION_ERROR with `issues`.',
        body: addReviewBody,
        response: { 201: addedReviewReply, 403: errorReply, 404: errorReply, 409: errorReply },
      },
      // The client's one message for a refused form (agenda and review page), with each field's issue.
      config: { validationMessageKey: 'agendaPage.purchaseButtons.reviewButton.error' },
    },
    async (request, reply) => {
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
      // The experience page, its API answer and every list sorted or labelled by rating change now.
      app.clearCatalogueCaches();
      return reply.code(201).send({ data: review });
    },
  );
}
