/**
 * The time-driven part of the purchase status graph (purchase-lifecycle.ts, decision 0040):
 * a confirmed purchase is in progress from its start, and completed once its duration has passed. A
 * purchase whose end passed while no server ran goes through both steps in the same run, each a
 * transition of the graph with its history row.
 *
 * Each batch is one statement that locks its rows (`skip locked`: a row another transaction holds, a
 * cancellation in flight, waits for the next run), moves them only from the statuses the graph allows
 * (the lifecycle's sources), and its transaction writes their history (purchase-status-write.server.ts,
 * the history's one writer); so a re-run, a second process, or a cancellation committed
 * first all leave exactly one transition per step, and nothing ever leaves a cancellation. `created`
 * purchases (payment pending) are the payment reconciler's: the graph does not let them start.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { step as lifecycleStep } from '../lifecycle-sql';
import { type PurchaseStatus, purchaseLifecycle } from './purchase-lifecycle';
import { writeStatusHistory } from './purchase-status-write.server';

/** Purchases one statement moves: small enough to keep locks short, large enough to catch up fast. */
export const STATUS_BATCH_SIZE = 500;

interface TimedStep {
  to: PurchaseStatus;
  /** Whether the purchase `p` is due for this step at `now`. */
  due(now: Date): SQL;
}

/**
 * In order: the completion step sees the purchases the first step has just started. Both conditions
 * start with `starts_at <= now`, the range of the `purchases_active_idx` scan.
 */
const STEPS: readonly TimedStep[] = [
  { to: 'in_progress', due: (now) => sql`p.starts_at <= ${now}` },
  {
    to: 'completed',
    due: (now) =>
      sql`p.starts_at <= ${now} and p.starts_at + p.duration_minutes * interval '1 minute' <= ${now}`,
  },
];

/** Work done in the transaction of a batch, with the purchases it moved (the review requests). */
export type AfterStep = (tx: Tx, to: PurchaseStatus, purchaseIds: number[], now: Date) => Promise<void>;

export interface StatusReport {
  started: number;
  completed: number;
}

/** Moves one batch of due purchases to `step.to`; answers the ids moved. */
async function moveBatch(db: Db, step: TimedStep, now: Date, afterStep: AfterStep): Promise<number[]> {
  // The job is the `system` actor of the purchase's lifecycle: its steps, from their allowed sources.
  const move = lifecycleStep(purchaseLifecycle, step.to, 'system', { enumType: 'purchase_status' });
  return db.transaction(async (tx) => {
    const moved = await queryRows<{ id: number; from_status: PurchaseStatus }>(
      tx,
      sql`with due as (
            select p.id, p.status from purchases p
            where p.status in (${move.from}) and ${step.due(now)}
            order by p.starts_at, p.id
            limit ${STATUS_BATCH_SIZE}
            for update skip locked
          ), moved as (
            update purchases p set status = ${move.to}, updated_at = ${now}
            from due where p.id = due.id
            returning p.id, due.status as from_status
          )
          select id, from_status from moved order by id`,
    );
    // The statement only picked allowed sources; the history's writer checks each step again, and a row
    // that says otherwise rolls the batch back.
    await writeStatusHistory(
      tx,
      moved.map((row) => ({
        purchaseId: row.id,
        from: row.from_status,
        to: step.to,
        actor: 'system' as const,
        reason: 'schedule',
      })),
      now,
    );
    const ids = moved.map((row) => row.id);
    if (ids.length > 0) await afterStep(tx, step.to, ids, now);
    return ids;
  });
}

/**
 * One run of the status job at `now`. `keepGoing` is asked between batches (the caller renews its
 * lease there); false stops the run, whose remaining work waits for the next one.
 */
export async function advanceStatuses(
  db: Db,
  now: Date,
  options: { afterStep?: AfterStep; keepGoing?: () => Promise<boolean> } = {},
): Promise<StatusReport> {
  const afterStep = options.afterStep ?? (async () => {});
  const keepGoing = options.keepGoing ?? (async () => true);
  const report: StatusReport = { started: 0, completed: 0 };
  for (const step of STEPS) {
    for (;;) {
      const ids = await moveBatch(db, step, now, afterStep);
      if (step.to === 'in_progress') report.started += ids.length;
      else report.completed += ids.length;
      if (ids.length < STATUS_BATCH_SIZE) break;
      if (!(await keepGoing())) return report;
    }
  }
  return report;
}
