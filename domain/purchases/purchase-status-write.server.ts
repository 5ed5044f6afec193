/**
 * Every change of a purchase's status goes through here (decision 0040, 0052-lifecycles): the lifecycle of
 * purchase-lifecycle.ts is asked first (the step and who takes it), the update repeats the allowed sources
 * in its `where` (so a race is decided by the database, never by a stale read) and the change is written
 * to the purchase's history with who made it, in the caller's transaction. The status job moves whole
 * batches in one statement with the same sources and history (status-job.server.ts).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { step } from '../lifecycle-sql';
import { isCanceled, purchaseLifecycle, type StoredPurchaseStatus } from './purchase-lifecycle';

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
  if (!before || !purchaseLifecycle.can(before.status, to, change.actor)) return null;
  const move = step(purchaseLifecycle, to, change.actor, { enumType: 'purchase_status' });
  const canceled = isCanceled(to) ? sql`, canceled_at = ${now}` : sql``;
  const ended = change.endedReason === undefined ? sql`` : sql`, ended_reason = ${change.endedReason}`;
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update purchases set status = ${move.to}, updated_at = ${now}${canceled}${ended}
      where id = ${purchaseId} and status in (${move.from}) returning id`,
  );
  if (moved.length === 0) return null;
  await writeHistory(tx, before.status, change);
  return before.status;
}

/** The first row of a purchase's history: the state it was placed in, by the traveller placing it. */
export async function recordPlacedStatus(
  tx: DbOrTx,
  placed: { purchaseId: number; status: StoredPurchaseStatus; actorUserId: number; now: Date },
): Promise<void> {
  if (!purchaseLifecycle.initial.includes(placed.status)) {
    throw new Error(`a purchase is never placed ${placed.status}`);
  }
  await writeHistory(tx, null, {
    purchaseId: placed.purchaseId,
    to: placed.status,
    actor: 'customer',
    actorUserId: placed.actorUserId,
    now: placed.now,
  });
}

async function writeHistory(tx: DbOrTx, from: StoredPurchaseStatus | null, change: StatusChange) {
  await queryRows(
    tx,
    sql`insert into purchase_status_history
        (purchase_id, from_status, to_status, actor, actor_user_id, reason, created_at)
      values (${change.purchaseId}, ${from}::purchase_status, ${change.to}::purchase_status, ${change.actor},
        ${change.actorUserId ?? null}, ${change.reason ?? null}, ${change.now})`,
  );
}
