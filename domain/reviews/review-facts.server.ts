import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { ReviewFacts } from './review-standing';

/** What decides whether `userId` may review `experienceId` (review-standing.ts), in one read. */
export async function loadReviewFacts(
  db: DbOrTx,
  userId: number,
  experienceId: number,
): Promise<ReviewFacts> {
  const [row] = await queryRows<{
    reviewed: boolean;
    completed_purchase_id: number | null;
    upcoming: boolean;
  }>(
    db,
    sql`select
        exists (select 1 from reviews where user_id = ${userId} and experience_id = ${experienceId}) as reviewed,
        (select id from purchases where user_id = ${userId} and experience_id = ${experienceId}
           and status = 'completed' order by starts_at desc, id desc limit 1) as completed_purchase_id,
        exists (select 1 from purchases where user_id = ${userId} and experience_id = ${experienceId}
           and status in ('created', 'confirmed', 'in_progress')) as upcoming`,
  );
  return {
    reviewed: row?.reviewed ?? false,
    completedPurchaseId: row?.completed_purchase_id ?? null,
    upcoming: row?.upcoming ?? false,
  };
}
