/**
 * An admin hides or restores a review, or dismisses its reports, each with a reason (docs/decisions/
 * 0076-moderation). One transaction each: the review's row is locked, then the experience's (the order
 * account deletion takes them, so the two never deadlock; writing a review locks the experience too, so the
 * rating counts it); the review, its reports, the
 * experience's rating and count, the audit record and the catalogue-change notice (every process clears
 * its caches when it commits) change together.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { announceCatalogChange } from '../catalog/catalog-changes.server';
import { AppError, notFound } from '../errors';
import { recomputeExperienceRatings } from './rating-aggregate.server';

export type ModerationAction = 'hide' | 'restore' | 'dismiss_reports';

export interface Moderation {
  adminId: number;
  reviewId: number;
  action: ModerationAction;
  reason: string;
  now: Date;
}

interface Locked {
  experience_id: number;
  company_id: number;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  open_reports: number;
}

const reviewNotFound = () => notFound('REVIEW_NOT_FOUND', 'admin.reviews.errors.notFound');

async function lockReview(tx: Tx, reviewId: number): Promise<Locked> {
  const [row] = await queryRows<Locked>(
    tx,
    sql`select r.experience_id, e.company_id, r.hidden_at, r.hidden_reason,
          (select count(*)::int from review_reports o where o.review_id = r.id and o.status = 'open')
            as open_reports
        from reviews r join experiences e on e.id = r.experience_id
        where r.id = ${reviewId} for update of r`,
  );
  if (!row) throw reviewNotFound();
  // Then the experience, as writing a review locks it: the rating recomputed below counts a review written
  // at this moment.
  await tx.execute(sql`select id from experiences where id = ${row.experience_id} for no key update`);
  return row;
}

/** Closes the review's open reports as `status`, by the admin. */
async function closeReports(tx: Tx, m: Moderation, status: 'upheld' | 'dismissed'): Promise<number> {
  const closed = await queryRows<{ id: number }>(
    tx,
    sql`update review_reports set status = ${status}, decided_at = ${m.now}, decided_by = ${m.adminId}
        where review_id = ${m.reviewId} and status = 'open' returning id`,
  );
  return closed.length;
}

/** Applies the admin's action; 409 with a code when the review is not in a state it applies to. */
export async function moderateReview(db: Db, m: Moderation): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockReview(tx, m.reviewId);
    const hidden = row.hidden_at !== null;
    const before = { hidden, hidden_reason: row.hidden_reason, open_reports: row.open_reports };
    let after: Record<string, unknown>;
    if (m.action === 'hide') {
      if (hidden) throw new AppError(409, 'REVIEW_ALREADY_HIDDEN', 'admin.reviews.errors.alreadyHidden');
      await tx.execute(
        sql`update reviews set hidden_at = ${m.now}, hidden_by = ${m.adminId}, hidden_reason = ${m.reason}
            where id = ${m.reviewId}`,
      );
      const upheld = await closeReports(tx, m, 'upheld');
      after = { hidden: true, hidden_reason: m.reason, open_reports: 0, reports_upheld: upheld };
    } else if (m.action === 'restore') {
      if (!hidden) throw new AppError(409, 'REVIEW_NOT_HIDDEN', 'admin.reviews.errors.notHidden');
      await tx.execute(
        sql`update reviews set hidden_at = null, hidden_by = null, hidden_reason = null where id = ${m.reviewId}`,
      );
      after = { hidden: false, hidden_reason: null, open_reports: row.open_reports, reason: m.reason };
    } else {
      if (row.open_reports === 0) {
        throw new AppError(409, 'REVIEW_NO_OPEN_REPORTS', 'admin.reviews.errors.noOpenReports');
      }
      const dismissed = await closeReports(tx, m, 'dismissed');
      after = { ...before, open_reports: 0, reports_dismissed: dismissed, reason: m.reason };
    }
    await recordAudit(tx, {
      actorId: m.adminId,
      actorKind: 'admin',
      companyId: row.company_id,
      action: `review.${m.action}`,
      entity: 'review',
      entityId: m.reviewId,
      before,
      after,
      at: m.now,
    });
    if (m.action !== 'dismiss_reports') {
      // The page and the rating change: the stored rating and count, then every process's caches.
      await recomputeExperienceRatings(tx, [row.experience_id]);
      await announceCatalogChange(tx, { entity: 'review', id: row.experience_id });
    }
  });
}
