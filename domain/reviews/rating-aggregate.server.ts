import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

/**
 * Recomputes the stored rating and review count of some experiences from their visible reviews (the
 * columns lists sort by; a review an admin hid counts for nothing: docs/decisions/0076-moderation). Called
 * after reviews appear, disappear or are hidden or restored, e.g. when an account is deleted with its
 * comments.
 */
export async function recomputeExperienceRatings(tx: DbOrTx, experienceIds: readonly number[]) {
  if (experienceIds.length === 0) return;
  const ids = sql.join(
    experienceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await queryRows(
    tx,
    sql`update experiences e set
        rating = coalesce((select avg(r.rating)::float8 from reviews r
          where r.experience_id = e.id and r.hidden_at is null), 0),
        review_count = (select count(*)::int from reviews r where r.experience_id = e.id and r.hidden_at is null)
      where e.id in (${ids})`,
  );
}
