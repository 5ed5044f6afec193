/**
 * Every change of a purchase's status goes through here (decision 0040): the graph of
 * domain/booking/purchase-status.ts is asked first, the update repeats the allowed sources in its `where`
 * (so a race is decided by the database, never by a stale read) and the change is written to the
 * purchase's history with who made it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { canTransition, type StoredPurchaseStatus, sourcesOf } from '../booking/purchase-status';

/** Who changed a status: the history's `actor` column. */
export type StatusActor = 'system' | 'customer' | 'supplier' | 'administration';

export interface StatusChange {
  purchaseId: number;
  to: StoredPurchaseStatus;
  actor: StatusActor;
  actorUserId?: number | null;
  reason?: string | null;
  /** Why a purchase that never became a booking ended (payment_failed, decision 0047). */
  endedReason?: string;
  now: Date;
}

const sourcesSql = (to: StoredPurchaseStatus): SQL =>
  sql.join(
    sourcesOf(to).map((status) => sql`${status}::purchase_status`),
    sql`, `,
  );

/**
 * Moves the purchase to `change.to` if its status is one the graph allows it from, and records the step.
 * Answers the status it left, or null when it was in none of them (nothing changed): a concurrent writer
 * got there first, and the caller decides what that means (a second cancellation is a 409).
 */
export async function moveStatus(tx: DbOrTx, change: StatusChange): Promise<StoredPurchaseStatus | null> {
  const { purchaseId, to, now } = change;
  const [before] = await queryRows<{ status: StoredPurchaseStatus }>(
    tx,
    sql`select status from purchases where id = ${purchaseId} for update`,
  );
  if (!before || !canTransition(before.status, to)) return null;
  const canceled = to.startsWith('canceled_') ? sql`, canceled_at = ${now}` : sql``;
  const ended = change.endedReason === undefined ? sql`` : sql`, ended_reason = ${change.endedReason}`;
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update purchases set status = ${to}::purchase_status, updated_at = ${now}${canceled}${ended}
      where id = ${purchaseId} and status in (${sourcesSql(to)}) returning id`,
  );
  if (moved.length === 0) return null;
  await queryRows(
    tx,
    sql`insert into purchase_status_history
        (purchase_id, from_status, to_status, actor, actor_user_id, reason, created_at)
      values (${purchaseId}, ${before.status}::purchase_status, ${to}::purchase_status, ${change.actor},
        ${change.actorUserId ?? null}, ${change.reason ?? null}, ${now})`,
  );
  return before.status;
}
