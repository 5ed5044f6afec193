/**
 * The calls that move an experience along its lifecycle (experience-lifecycle.ts): the operator submits,
 * pauses and resumes its own; an admin publishes or rejects what is in review, or the pending revision of a
 * published one. Each is one transaction on the experience's locked row; the conditional update repeats
 * the step's sources, and the search words follow the status (only published experiences have them).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { rebuildSearchText } from '../catalog/search-index.server';
import { AppError } from '../errors';
import { step } from '../lifecycle-sql';
import { editorRefusal } from './editor-references.server';
import { writeContent } from './experience-content.server';
import { missingForReview } from './experience-completeness';
import { completenessFacts } from './experience-facts.server';
import {
  canTakeAction,
  EXPERIENCE_ACTIONS,
  type ExperienceAction,
  experienceLifecycle,
  type ExperienceStatus,
} from './experience-lifecycle';
import { assertCompanyMayPublish } from '../operators/company-status.server';
import { experienceNotFound, lockOwnExperience, type OperatorScope } from './operator-experiences.server';
import { decideRevision } from './experience-revisions.server';

export interface StatusChange {
  id: number;
  from: ExperienceStatus;
  status: ExperienceStatus;
  /** Whether the catalogue's caches must be cleared (what travellers see changed). */
  liveChanged: boolean;
  /** The revision decided instead of the experience's own status, if any. */
  revisionId?: number;
}

export const statusConflict = (status: ExperienceStatus, action: ExperienceAction) =>
  new AppError(409, 'EXPERIENCE_STATUS_CONFLICT', `operatorExperiences.conflict.${action}`, {}, { status });

/** Moves the experience (its row locked by the caller) by `action`, keeping `reason` for the operator. */
export async function setStatus(
  tx: Tx,
  id: number,
  action: ExperienceAction,
  rejectionReason: string | null,
  now: Date,
): Promise<void> {
  const { to, actor } = EXPERIENCE_ACTIONS[action];
  const move = step(experienceLifecycle, to, actor, {
    enumType: 'experience_status',
  });
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update experiences set status = ${move.to}, rejection_reason = ${rejectionReason}, updated_at = ${now}
        where id = ${id} and status in (${move.from}) returning id`,
  );
  // The row is locked by the caller, so its status was read under the lock: a miss is a programming error.
  if (moved.length === 0) throw new Error(`experience ${id}: ${action} did not apply`);
}

/** The operator's submit, pause or resume of its own experience. */
export async function operatorMove(
  db: Db,
  scope: OperatorScope,
  id: number,
  action: 'submit' | 'pause' | 'resume',
  now: Date,
): Promise<StatusChange> {
  const change = await db.transaction(async (tx) => {
    // Nothing goes live while the company is suspended (docs/decisions/0073-admin-travellers-and-companies).
    if (action === 'resume') await assertCompanyMayPublish(tx, scope.companyId);
    const { status } = await lockOwnExperience(tx, scope, id);
    if (!canTakeAction(status, action)) throw statusConflict(status, action);
    if (action === 'submit') {
      const missing = missingForReview(await completenessFacts(tx, id));
      if (missing.length > 0) {
        throw editorRefusal('EXPERIENCE_INCOMPLETE', 'operatorExperiences.errors.incomplete', missing);
      }
    }
    await setStatus(tx, id, action, null, now);
    const to = EXPERIENCE_ACTIONS[action].to;
    if (action !== 'submit') await rebuildSearchText(tx, [id]);
    await recordAudit(tx, {
      actorId: scope.accountId,
      actorKind: 'operator',
      companyId: scope.companyId,
      action: `experience.${action}`,
      entity: 'experience',
      entityId: id,
      before: { status },
      after: { status: to },
      at: now,
    });
    return { id, from: status, status: to, liveChanged: action !== 'submit' };
  });
  return change;
}

export type Decision = { action: 'publish' } | { action: 'reject'; reason: string };

/**
 * An admin's decision: an experience in review is published or rejected; a published or paused one with a
 * pending revision has the revision published (its content becomes the live one) or rejected.
 */
export async function adminDecide(
  db: Db,
  adminId: number,
  id: number,
  decision: Decision,
  now: Date,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    if (decision.action === 'publish') {
      // The company's row before the experience's, as a suspension takes them (company-status.server.ts).
      const [owner] = await queryRows<{ company_id: number }>(
        tx,
        sql`select company_id from experiences where id = ${id}`,
      );
      if (owner) await assertCompanyMayPublish(tx, owner.company_id);
    }
    const [row] = await queryRows<{ status: ExperienceStatus; company_id: number }>(
      tx,
      sql`select status, company_id from experiences where id = ${id} for update`,
    );
    if (!row) throw experienceNotFound();
    const reason = decision.action === 'reject' ? decision.reason : null;
    const audit = (action: string, entity: string, entityId: number, before: object, after: object) =>
      recordAudit(tx, {
        actorId: adminId,
        actorKind: 'admin',
        companyId: row.company_id,
        action,
        entity,
        entityId,
        before: { ...before },
        after: { ...after },
        at: now,
      });
    if (canTakeAction(row.status, decision.action)) {
      await setStatus(tx, id, decision.action, reason, now);
      if (decision.action === 'publish') await rebuildSearchText(tx, [id]);
      const to = EXPERIENCE_ACTIONS[decision.action].to;
      await audit(
        `experience.${decision.action}`,
        'experience',
        id,
        { status: row.status },
        {
          status: to,
          rejection_reason: reason,
        },
      );
      return {
        id,
        from: row.status,
        status: to,
        liveChanged: decision.action === 'publish',
      };
    }
    const to = decision.action === 'publish' ? 'published' : 'rejected';
    const revision = await decideRevision(tx, id, to, { adminId, reason, now });
    if (!revision) throw statusConflict(row.status, decision.action);
    await audit(
      `experience_revision.${decision.action}`,
      'experience_revision',
      revision.id,
      { status: 'pending' },
      {
        status: to,
        experience_id: id,
        rejection_reason: reason,
      },
    );
    if (decision.action === 'publish') {
      await writeContent(tx, id, revision.content);
      await tx.execute(sql`update experiences set updated_at = ${now} where id = ${id}`);
      await rebuildSearchText(tx, [id]);
    }
    return {
      id,
      from: row.status,
      status: row.status,
      liveChanged: decision.action === 'publish' && row.status === 'published',
      revisionId: revision.id,
    };
  });
}
