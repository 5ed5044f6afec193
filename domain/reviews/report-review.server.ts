/**
 * A signed-in traveller reports a review shown on an experience page (docs/decisions/0076-moderation): once
 * per traveller and review (the table's unique index decides, even for two reports racing), never their
 * own, and only a review the page shows (visible, of a published experience). The review's row is held
 * (key share) so a report never lands open on a review an admin is hiding at that moment.
 */
import { sql } from 'drizzle-orm';
import type { ReviewReportReason } from '../../common/review-reports';
import { type Db, queryRows } from '../../db/client';
import { AppError, notFound } from '../errors';

export interface NewReport {
  userId: number;
  reviewId: number;
  reason: ReviewReportReason;
  note: string | null;
  now: Date;
}

export async function reportReview(db: Db, report: NewReport) {
  return db.transaction(async (tx) => {
    const [review] = await queryRows<{ user_id: number | null }>(
      tx,
      sql`select r.user_id from reviews r join experiences e on e.id = r.experience_id
          where r.id = ${report.reviewId} and r.hidden_at is null and e.status = 'published'
          for key share of r`,
    );
    if (!review) throw notFound('REVIEW_NOT_FOUND', 'reviews.report.errors.notFound');
    if (review.user_id === report.userId) {
      throw new AppError(403, 'REVIEW_REPORT_OWN', 'reviews.report.errors.own');
    }
    const [inserted] = await queryRows<{ id: number; created_at: string }>(
      tx,
      sql`insert into review_reports (review_id, user_id, reason, note, created_at)
          values (${report.reviewId}, ${report.userId}, ${report.reason}, ${report.note}, ${report.now})
          on conflict (review_id, user_id) where user_id is not null do nothing
          returning id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
    );
    if (!inserted) throw new AppError(409, 'REVIEW_ALREADY_REPORTED', 'reviews.report.errors.already');
    return {
      id: inserted.id,
      review_id: report.reviewId,
      reason: report.reason,
      created_at: inserted.created_at,
    };
  });
}
