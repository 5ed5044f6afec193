/**
 * What an admin does to a payout (docs/decisions/0077-payouts): approve, hold, release and mark paid. Each is
 * one transaction that locks the payout's row first, so two admins acting at once are served one after the
 * other and the second finds the state the first left (409); each writes the audit log with before and
 * after. Approving re-checks the company's balance under its account's lock, asks a fresh second-factor
 * code above the threshold, and marking paid posts to the ledger through postPayout (decision 0066), once.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { checkFreshSecondFactor } from '../admins/fresh-second-factor.server';
import { recordAudit } from '../audit/audit-log.server';
import { companyBalanceCents } from '../earnings/earnings-ledger.server';
import { postPayout } from '../earnings/payouts.server';
import { AppError } from '../errors';
import { step } from '../lifecycle-sql';
import { companyPayableAccountId } from '../wallet/ledger.server';
import {
  canTakePayoutAction,
  PAYOUT_ACTIONS,
  type PayoutAction,
  payoutLifecycle,
  type PayoutStatus,
} from './payout-lifecycle';
import { needsFreshSecondFactor } from './payout-rules';

interface LockedPayout {
  id: number;
  company_id: number;
  month: string;
  amount_cents: number;
  status: PayoutStatus;
  approved_by: number | null;
}

export interface PayoutActor {
  adminId: number;
  reason: string;
  now: Date;
}

const notFound = () => new AppError(404, 'PAYOUT_NOT_FOUND', 'admin.payouts.errors.notFound');

async function lockPayout(tx: DbOrTx, id: number, action: PayoutAction): Promise<LockedPayout> {
  const [row] = await queryRows<LockedPayout>(
    tx,
    sql`select id, company_id, month, amount_cents, status, approved_by from payout_proposals
      where id = ${id} for update`,
  );
  if (!row) throw notFound();
  if (row.status === 'paid') {
    throw new AppError(409, 'PAYOUT_ALREADY_PAID', 'admin.payouts.errors.alreadyPaid');
  }
  if (!canTakePayoutAction(row.status, action)) {
    throw new AppError(409, 'PAYOUT_STATUS_CONFLICT', 'admin.payouts.errors.statusConflict', {
      status: row.status,
    });
  }
  return row;
}

/** Moves the locked payout to the action's state (the where repeats the lifecycle's sources). */
async function moveTo(tx: DbOrTx, payout: LockedPayout, action: PayoutAction, set: SQL) {
  const { to, from } = step(payoutLifecycle, PAYOUT_ACTIONS[action], 'administration');
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update payout_proposals set status = ${to}, ${set}
      where id = ${payout.id} and status in (${from}) returning id`,
  );
  if (moved.length !== 1) throw new Error(`payout ${payout.id} did not move to ${PAYOUT_ACTIONS[action]}`);
}

async function audit(
  tx: DbOrTx,
  payout: LockedPayout,
  actor: PayoutActor,
  action: PayoutAction,
  after: Record<string, unknown>,
) {
  await recordAudit(tx, {
    actorId: actor.adminId,
    actorKind: 'admin',
    companyId: payout.company_id,
    action: `payout.${action}`,
    entity: 'payout_proposal',
    entityId: payout.id,
    before: { status: payout.status, amount_cents: payout.amount_cents },
    after: {
      status: PAYOUT_ACTIONS[action],
      amount_cents: payout.amount_cents,
      reason: actor.reason,
      ...after,
    },
    at: actor.now,
  });
}

/**
 * Approves a proposed or held payout. Above the threshold `code` must be a fresh TOTP code of the admin
 * (403 PAYOUT_SECOND_FACTOR_REQUIRED without one). The company's balance, read under its account's lock,
 * must cover this payout and those it already approved and not yet paid (409 PAYOUT_EXCEEDS_BALANCE).
 */
export async function approvePayout(
  db: Db,
  id: number,
  actor: PayoutActor & { code: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const payout = await lockPayout(tx, id, 'approve');
    const fresh = needsFreshSecondFactor(payout.amount_cents);
    if (fresh) {
      if (!actor.code) {
        throw new AppError(403, 'PAYOUT_SECOND_FACTOR_REQUIRED', 'admin.payouts.errors.secondFactorRequired');
      }
      await checkFreshSecondFactor(tx, actor.adminId, actor.code, actor.now);
    }
    const account = await companyPayableAccountId(tx, payout.company_id);
    await queryRows(tx, sql`select id from ledger_accounts where id = ${account} for update`);
    const balance = await companyBalanceCents(tx, payout.company_id);
    const [approved] = await queryRows<{ cents: number }>(
      tx,
      sql`select coalesce(sum(amount_cents), 0)::int as cents from payout_proposals
        where company_id = ${payout.company_id} and status = 'approved' and id <> ${payout.id}`,
    );
    if (payout.amount_cents > balance - (approved?.cents ?? 0)) {
      throw new AppError(409, 'PAYOUT_EXCEEDS_BALANCE', 'operator.earnings.errors.payoutExceedsBalance');
    }
    const at = actor.now;
    await moveTo(
      tx,
      payout,
      'approve',
      sql`approved_by = ${actor.adminId}, approved_at = ${at}, second_factor_at = ${fresh ? at : null},
        updated_at = ${at}`,
    );
    await audit(tx, payout, actor, 'approve', { second_factor_again: fresh });
  });
}

/** Holds a proposed or approved payout with the reason (shown to the team, not to the operator). */
export async function holdPayout(db: Db, id: number, actor: PayoutActor): Promise<void> {
  await db.transaction(async (tx) => {
    const payout = await lockPayout(tx, id, 'hold');
    await moveTo(
      tx,
      payout,
      'hold',
      sql`held_reason = ${actor.reason}, held_by = ${actor.adminId}, held_at = ${actor.now},
        approved_by = null, approved_at = null, second_factor_at = null, updated_at = ${actor.now}`,
    );
    await audit(tx, payout, actor, 'hold', {});
  });
}

/** Proposes a held payout again: it waits for an approval like a new one. */
export async function releasePayout(db: Db, id: number, actor: PayoutActor): Promise<void> {
  await db.transaction(async (tx) => {
    const payout = await lockPayout(tx, id, 'release');
    await moveTo(tx, payout, 'release', sql`updated_at = ${actor.now}`);
    await audit(tx, payout, actor, 'release', {});
  });
}

/**
 * Records an approved payout as paid with the bank's reference: postPayout re-checks the balance under the
 * account's lock, records the `payouts` row and posts `operator_payout` (so the operator's statement shows
 * it); the payout then points at it. A second call finds it paid: 409 PAYOUT_ALREADY_PAID, nothing posted.
 */
export async function markPayoutPaid(
  db: Db,
  id: number,
  actor: PayoutActor & { reference: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const payout = await lockPayout(tx, id, 'pay');
    const posted = await postPayout(
      tx,
      {
        companyId: payout.company_id,
        amountCents: payout.amount_cents,
        reference: actor.reference,
        approvedBy: payout.approved_by ?? actor.adminId,
      },
      actor.now,
    );
    await moveTo(tx, payout, 'pay', sql`payout_id = ${posted.id}, updated_at = ${actor.now}`);
    await audit(tx, payout, actor, 'pay', { payout_id: posted.id, reference: posted.reference });
  });
}
