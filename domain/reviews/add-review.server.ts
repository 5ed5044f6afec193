import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type Db, queryRows } from '../../db/client';
import { AppError, notFound } from '../errors';
import type { AddedReview } from './review-json';
import { recomputeExperienceRatings } from './rating-aggregate.server';
import { loadReviewFacts } from './review-facts.server';
import { attachReviewPhotos } from './review-photos.server';
import { reviewRefusal, reviewStanding } from './review-standing';

export interface NewReview {
  userId: number;
  experienceId: number;
  rating: number;
  publicComment: string | null;
  privateComment: string | null;
  /** The language the traveller wrote in (the request's). */
  lang: Lang;
  /** Photos the author uploaded for this review, in their order (review-photos.server.ts). */
  photoIds?: readonly number[];
  now: Date;
}

interface InsertedRow {
  id: number;
  author_first_name: string;
  author_last_name: string;
  author_avatar_url: string | null;
  created_at: string;
}

/**
 * Writes one traveller's review of an experience and the experience's new rating and count, in one
 * transaction. Rows are locked in the order account deletion locks them (the user, then the experience
 * through its rating), so the two never deadlock; locking the experience also makes two reviews of it
 * written at once count each other. A second review by the same person, even one racing the first, is
 * left out by the table's unique index and answered 409.
 */
export async function addReview(db: Db, review: NewReview): Promise<AddedReview> {
  return db.transaction(async (tx) => {
    // Key share: the account cannot be deleted under the review, and deletion cannot lock the other way.
    const [author] = await queryRows<{ first_name: string; last_name: string; avatar_url: string | null }>(
      tx,
      sql`select first_name, last_name, avatar_url from users
          where id = ${review.userId} and deleted_at is null for key share`,
    );
    if (!author) throw new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
    const [experience] = await queryRows<{ id: number }>(
      tx,
      sql`select id from experiences where id = ${review.experienceId} and status = 'published'
          for no key update`,
    );
    if (!experience) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');

    const facts = await loadReviewFacts(tx, review.userId, review.experienceId);
    const standing = reviewStanding(facts);
    if (standing !== 'open') throw reviewRefusal(standing);

    const [inserted] = await queryRows<InsertedRow>(
      tx,
      sql`insert into reviews (experience_id, user_id, purchase_id, author_first_name, author_last_name,
            author_avatar_url, rating, public_comment, private_comment, lang_code, created_at)
          values (${review.experienceId}, ${review.userId}, ${facts.completedPurchaseId}, ${author.first_name},
            ${author.last_name}, ${author.avatar_url}, ${review.rating}, ${review.publicComment},
            ${review.privateComment}, ${review.lang}, ${review.now})
          on conflict (user_id, experience_id) where user_id is not null do nothing
          returning id, author_first_name, author_last_name, author_avatar_url,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
    );
    if (!inserted) throw reviewRefusal('reviewed');
    await attachReviewPhotos(tx, {
      userId: review.userId,
      experienceId: review.experienceId,
      reviewId: inserted.id,
      photoIds: review.photoIds ?? [],
    });

    await recomputeExperienceRatings(tx, [review.experienceId]);
    const [totals] = await queryRows<{ rating: number; review_count: number }>(
      tx,
      sql`select rating, review_count from experiences where id = ${review.experienceId}`,
    );
    return {
      id: inserted.id,
      experience_id: review.experienceId,
      rating: review.rating,
      public_comment: review.publicComment,
      private_comment: review.privateComment,
      lang_code: review.lang,
      date: inserted.created_at,
      customer: {
        first_name: inserted.author_first_name,
        last_name: inserted.author_last_name,
        avatar_url: inserted.author_avatar_url,
      },
      experience: { rating: Number(totals?.rating ?? 0), review_count: Number(totals?.review_count ?? 0) },
    };
  });
}
