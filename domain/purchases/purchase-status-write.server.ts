/**
 * Every change of a purchase's status goes through here (decision 0040, 0052-lifecycles): the lifecycle of
 * purchase-lifecycle.ts is asked first (the step and who takes it), the update repeats the allowed sources
 * in its `where` (so a race is decided by the database, never by a stale read) and the change is written
 * to the purchase's history with who made it, in the caller's transaction. The status job moves whole
 * batches in one statement with the same sources (status-job.server.ts) and records them here too:
 * `writeStatusHistory` is the history's one writer, and it writes only steps the lifecycle allows.
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
  await writeStatusHistory(tx, [{ ...change, from: before.status }], now);
  return before.status;
}

/** The first row of a purchase's history: the state it was placed in, by the traveller placing it. */
export async function recordPlacedStatus(
  tx: DbOrTx,
  placed: { purchaseId: number; status: StoredPurchaseStatus; actorUserId: number; now: Date },
): Promise<void> {
  await writeStatusHistory(
    tx,
    [
      {
        purchaseId: placed.purchaseId,
        from: null,
        to: placed.status,
        actor: 'customer',
        actorUserId: placed.actorUserId,
      },
    ],
    placed.now,
  );
}

/** One row of a purchase's history: a step (`from` → `to`), or its placement (`from` null). */
export interface HistoryEntry {
  purchaseId: number;
  from: StoredPurchaseStatus | null;
  to: StoredPurchaseStatus;
  actor: StatusActor;
  actorUserId?: number | null;
  reason?: string | null;
}

/**
 * The only writer of `purchase_status_history`: each entry is a step the lifecycle lets its actor take,
 * or a placement in one of the lifecycle's initial states by the traveller; anything else throws before
 * a row is written, so the caller's transaction rolls back with it.
 */
export async function writeStatusHistory(tx: DbOrTx, entries: readonly HistoryEntry[], now: Date) {
  if (entries.length === 0) return;
  for (const entry of entries) {
    if (entry.from !== null) purchaseLifecycle.assert(entry.from, entry.to, entry.actor);
    else if (!purchaseLifecycle.initial.includes(entry.to) || entry.actor !== 'customer')
      throw new Error(`a purchase is never placed ${entry.to} by ${entry.actor}`);
  }
  const rows = entries.map(
    (entry) => sql`(${entry.purchaseId}, ${entry.from}::purchase_status, ${entry.to}::purchase_status,
      ${entry.actor}, ${entry.actorUserId ?? null}, ${entry.reason ?? null}, ${now})`,
  );
  await queryRows(
    tx,
    sql`insert into purchase_status_history
        (purchase_id, from_status, to_status, actor, actor_user_id, reason, created_at)
      values ${sql.join(rows, sql`, `)}`,
  );
}
