/**
 * Photos uploaded for a review that was never sent (docs/decisions/0085-reviews.md): a day after their
 * upload, the purchases' periodic job deletes their rows and files. The form uploads its photos when it is
 * sent, so a day is far longer than any honest wait between an upload and its review.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { removeReviewPhotoFiles } from './review-photo-files.server';

/** How long an unsent upload is kept. */
export const UNSENT_REVIEW_PHOTO_TTL_MS = 24 * 60 * 60_000;
const BATCH = 100;

/**
 * Deletes the unsent photos uploaded before `now` less the time to live, a batch per transaction; answers
 * how many. Each batch's files are removed before its rows are committed: a crash in between leaves rows
 * that the next run deletes again, never files without a row. A photo attached meanwhile is locked by the
 * review's transaction and skipped (`skip locked`), then no longer unsent.
 */
export async function deleteUnsentReviewPhotos(
  db: Db,
  dir: string,
  now: Date,
  keepGoing: () => Promise<boolean> = async () => true,
): Promise<number> {
  const uploadedBefore = new Date(now.getTime() - UNSENT_REVIEW_PHOTO_TTL_MS);
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await queryRows<{ file_id: string }>(
        tx,
        sql`delete from review_photos where id in (
              select id from review_photos where review_id is null and created_at < ${uploadedBefore}
              order by id limit ${BATCH} for update skip locked)
            and review_id is null
            returning file_id`,
      );
      for (const row of rows) await removeReviewPhotoFiles(dir, row.file_id);
      return rows.length;
    });
    deleted += batch;
    if (batch < BATCH || !(await keepGoing())) return deleted;
  }
}
