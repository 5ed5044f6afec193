import type { FastifyInstance } from 'fastify';
import { reviewPhotosDir, readReviewPhotoFile } from '../../domain/reviews/review-photo-files.server';
import { REVIEW_PHOTOS_PATH, parseReviewPhotoFile } from '../../domain/reviews/review-photo-url';
import { reviewPhotoAudience } from '../../domain/reviews/review-photos.server';
import { passedAdmin } from '../api/admin-access';

/**
 * Travellers' photos of reviews, `/review-photos/rp-….webp` (docs/decisions/0085-reviews.md): sent to anyone
 * while the review is shown and the photo kept, for five minutes of browser cache (a photo removed or a
 * review hidden is gone from every page at once and from browsers soon after); to the marketplace team
 * (second factor passed) also while the review is hidden, never cached; 404 to everyone else.
 */
export async function reviewPhotoRoutes(app: FastifyInstance) {
  const dir = reviewPhotosDir(app.env.DATA_DIR);
  app.get<{ Params: { file: string } }>(
    `${REVIEW_PHOTOS_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const file = parseReviewPhotoFile(request.params.file);
      if (!file) return notFound();
      const audience = await reviewPhotoAudience(app.db, file.fileId);
      if (audience === null) return notFound();
      if (audience === 'team' && !(await passedAdmin(request))) return notFound();
      const bytes = await readReviewPhotoFile(dir, file.fileId, file.width);
      if (!bytes) return notFound();
      return reply
        .type('image/webp')
        .header(
          'cache-control',
          audience === 'public' ? 'public, max-age=300, stale-while-revalidate=60' : 'private, no-store',
        )
        .send(bytes);
    },
  );
}
