/**
 * Travellers' photos of their reviews (docs/decisions/0085-reviews.md): uploaded while the review is written,
 * through the operators' photo pipeline (decoded, turned upright, re-encoded without any metadata), attached
 * when the review is sent, served only while the review is shown, removable by the marketplace team.
 */
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { announceCatalogChange } from '../catalog/catalog-changes.server';
import { AppError, notFound } from '../errors';
import { processPhoto } from '../experiences/photo-processing.server';
import { loadReviewFacts } from './review-facts.server';
import { PHOTOS_PER_REVIEW } from './review-input';
import {
  newReviewPhotoFileId,
  removeReviewPhotoFiles,
  writeReviewPhotoFiles,
} from './review-photo-files.server';
import { type ReviewPhotoWidth, reviewPhotoUrl } from './review-photo-url';
import { reviewRefusal, reviewStanding } from './review-standing';

/** Photos uploaded and not yet sent with a review, per traveller and experience (a retry or two). */
export const PENDING_PHOTOS_LIMIT = PHOTOS_PER_REVIEW * 2;

export interface ReviewPhotoJson {
  id: number;
  thumbnail_url: string;
  url: string;
  width: number;
  height: number;
  dominant_color: string;
}

interface PhotoRow {
  id: number;
  review_id: number;
  file_id: string;
  width: number;
  height: number;
  dominant_color: string;
}

export const reviewPhotoJson = (row: Omit<PhotoRow, 'review_id'>): ReviewPhotoJson => ({
  id: row.id,
  thumbnail_url: reviewPhotoUrl(row.file_id, 320),
  url: reviewPhotoUrl(row.file_id, 1024),
  width: row.width,
  height: row.height,
  dominant_color: row.dominant_color,
});

/**
 * Stores one uploaded photo for the review `userId` is about to write of `experienceId`, uploaded at `now`
 * (unsent, it is deleted a day later: unsent-review-photos.server.ts).
 */
export async function uploadReviewPhoto(
  db: Db,
  dir: string,
  input: { userId: number; experienceId: number; bytes: Buffer; now: Date },
): Promise<ReviewPhotoJson> {
  const standing = reviewStanding(await loadReviewFacts(db, input.userId, input.experienceId));
  if (standing !== 'open') throw reviewRefusal(standing);
  const [pending] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from review_photos
        where user_id = ${input.userId} and experience_id = ${input.experienceId} and review_id is null`,
  );
  if ((pending?.n ?? 0) >= PENDING_PHOTOS_LIMIT) {
    throw new AppError(409, 'REVIEW_PHOTOS_PENDING', 'reviews.photos.errors.tooManyPending');
  }
  const processed = await processPhoto(input.bytes);
  const fileId = newReviewPhotoFileId();
  await writeReviewPhotoFiles(dir, fileId, processed.renditions);
  try {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into review_photos (file_id, user_id, experience_id, width, height, dominant_color, created_at)
          values (${fileId}, ${input.userId}, ${input.experienceId}, ${processed.width}, ${processed.height},
            ${processed.dominantColor}, ${input.now})
          returning id`,
    );
    return reviewPhotoJson({
      id: row!.id,
      file_id: fileId,
      width: processed.width,
      height: processed.height,
      dominant_color: processed.dominantColor,
    });
  } catch (error) {
    await removeReviewPhotoFiles(dir, fileId);
    throw error;
  }
}

/**
 * Attaches the author's uploaded photos to their new review, in the order given, inside the review's
 * transaction: a photo that is not theirs, of another experience, or already sent refuses the review.
 */
export async function attachReviewPhotos(
  tx: Tx,
  input: { userId: number; experienceId: number; reviewId: number; photoIds: readonly number[] },
) {
  if (input.photoIds.length === 0) return;
  const order = sql.join(
    input.photoIds.map((id, index) => sql`(${id}::int, ${index + 1}::smallint)`),
    sql`, `,
  );
  const attached = await queryRows<{ id: number }>(
    tx,
    sql`update review_photos p set review_id = ${input.reviewId}, position = o.position
        from (values ${order}) as o(id, position)
        where p.id = o.id and p.user_id = ${input.userId} and p.experience_id = ${input.experienceId}
          and p.review_id is null and p.removed_at is null
        returning p.id`,
  );
  if (attached.length !== input.photoIds.length) {
    throw new AppError(
      400,
      'REVIEW_PHOTO_UNKNOWN',
      'reviews.photos.errors.unknown',
      {},
      { issues: [{ field: 'photo_ids', message: 'reviews.photos.errors.unknown' }] },
    );
  }
}

/** The shown photos of some reviews, in their order, by review id. */
export async function loadReviewPhotos(
  db: DbOrTx,
  reviewIds: readonly number[],
): Promise<Map<number, ReviewPhotoJson[]>> {
  const byReview = new Map<number, ReviewPhotoJson[]>();
  if (reviewIds.length === 0) return byReview;
  const ids = sql.join(
    reviewIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<PhotoRow>(
    db,
    sql`select id, review_id, file_id, width, height, dominant_color from review_photos
        where review_id in (${ids}) and removed_at is null order by review_id, position`,
  );
  for (const row of rows) {
    const list = byReview.get(row.review_id) ?? [];
    list.push(reviewPhotoJson(row));
    byReview.set(row.review_id, list);
  }
  return byReview;
}

/**
 * Whether a stored file may be sent: `public` while its review is shown on a published experience and the
 * photo not removed; `team` when it exists at all (the admin's moderation view); null when unknown.
 */
export async function reviewPhotoAudience(db: DbOrTx, fileId: string): Promise<'public' | 'team' | null> {
  const [row] = await queryRows<{ shown: boolean }>(
    db,
    sql`select (p.removed_at is null and r.hidden_at is null and e.status = 'published') as shown
        from review_photos p join reviews r on r.id = p.review_id join experiences e on e.id = r.experience_id
        where p.file_id = ${fileId}`,
  );
  if (!row) return null;
  return row.shown ? 'public' : 'team';
}

export type { ReviewPhotoWidth };

/**
 * The team removes a photo from a review with a reason: the row stays (with who, when and why) for the
 * audit log; its files go once the change is committed. The page changes in every process.
 */
export async function removeReviewPhoto(
  db: Db,
  dir: string,
  input: { adminId: number; reviewId: number; photoId: number; reason: string; now: Date },
): Promise<void> {
  const fileId = await db.transaction(async (tx) => {
    const [row] = await queryRows<{
      file_id: string;
      removed_at: Date | null;
      experience_id: number;
      company_id: number;
    }>(
      tx,
      sql`select p.file_id, p.removed_at, r.experience_id, e.company_id
          from review_photos p join reviews r on r.id = p.review_id join experiences e on e.id = r.experience_id
          where p.id = ${input.photoId} and p.review_id = ${input.reviewId} for update of p`,
    );
    if (!row) throw notFound('REVIEW_PHOTO_NOT_FOUND', 'admin.reviews.errors.photoNotFound');
    if (row.removed_at !== null) {
      throw new AppError(409, 'REVIEW_PHOTO_ALREADY_REMOVED', 'admin.reviews.errors.photoAlreadyRemoved');
    }
    await tx.execute(
      sql`update review_photos set removed_at = ${input.now}, removed_by = ${input.adminId},
            removed_reason = ${input.reason}
          where id = ${input.photoId}`,
    );
    await recordAudit(tx, {
      actorId: input.adminId,
      actorKind: 'admin',
      companyId: row.company_id,
      action: 'review.photo.remove',
      entity: 'review',
      entityId: input.reviewId,
      before: { photo_id: input.photoId, removed: false },
      after: { photo_id: input.photoId, removed: true, reason: input.reason },
      at: input.now,
    });
    await announceCatalogChange(tx, { entity: 'review', id: row.experience_id });
    return row.file_id;
  });
  await removeReviewPhotoFiles(dir, fileId);
}
