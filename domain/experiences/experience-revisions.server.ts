/**
 * Pending changes of a published experience's content (docs/decisions/0058-experience-lifecycle): the whole
 * proposed content as JSON, one pending row per experience (a new edit replaces its content), published
 * into the catalogue's rows or rejected with a reason by an admin.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client';
import type { ExperienceContentInput } from './editor-input';
import { type ExperienceRevisionStatus, experienceRevisionLifecycle } from './experience-lifecycle';
import { step } from '../lifecycle-sql';

export interface RevisionAnswer {
  id: number;
  status: ExperienceRevisionStatus;
  content: ExperienceContentInput;
  rejection_reason: string | null;
  updated_at: string;
}

/** The latest revision of an experience: the pending one, or else the last decided one. */
export async function pendingRevision(db: DbOrTx, experienceId: number): Promise<RevisionAnswer | null> {
  const [row] = await queryRows<RevisionAnswer>(
    db,
    sql`select id, status, content, rejection_reason,
          to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
        from experience_revisions where experience_id = ${experienceId}
        order by (status = 'pending') desc, id desc limit 1`,
  );
  return row ?? null;
}

/** Keeps the proposed content as the experience's pending revision (the row of the experience is held). */
export async function proposeRevision(
  tx: Tx,
  experienceId: number,
  accountId: number,
  content: ExperienceContentInput,
  now: Date,
): Promise<number> {
  const json = JSON.stringify(content);
  const updated = await queryRows<{ id: number }>(
    tx,
    sql`update experience_revisions set content = ${json}::jsonb, proposed_by = ${accountId}, updated_at = ${now}
        where experience_id = ${experienceId} and status = 'pending' returning id`,
  );
  if (updated[0]) return updated[0].id;
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into experience_revisions (experience_id, content, proposed_by, created_at, updated_at)
        values (${experienceId}, ${json}::jsonb, ${accountId}, ${now}, ${now}) returning id`,
  );
  return inserted!.id;
}

/**
 * Moves the pending revision to `published` or `rejected` (by an admin) and answers its content, or null
 * when there is none pending.
 */
export async function decideRevision(
  tx: Tx,
  experienceId: number,
  to: Exclude<ExperienceRevisionStatus, 'pending'>,
  decision: { adminId: number; reason: string | null; now: Date },
): Promise<{ id: number; content: ExperienceContentInput } | null> {
  const move = step(experienceRevisionLifecycle, to, 'administration');
  const [row] = await queryRows<{
    id: number;
    content: ExperienceContentInput;
  }>(
    tx,
    sql`update experience_revisions set status = ${move.to}, rejection_reason = ${decision.reason},
          decided_by = ${decision.adminId}, decided_at = ${decision.now}, updated_at = ${decision.now}
        where experience_id = ${experienceId} and status in (${move.from}) returning id, content`,
  );
  return row ?? null;
}
