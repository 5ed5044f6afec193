import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/companies';

/**
 * Who wrote: an operator user of a company, a marketplace admin, or the on-call engineer's command
 * (`npm run admin`, no account: actorId null).
 */
export type AuditActorKind = 'operator' | 'admin' | 'on-call';

export interface AuditEntry {
  actorId: number | null;
  actorKind: AuditActorKind;
  /** The company whose data changed, when there is one. */
  companyId?: number | null;
  /** What was done, e.g. `company.update`, `team.invite`, `experience.publish`. */
  action: string;
  /** What it was done to (`company`, `company_member`, `experience`, …) and its id. */
  entity: string;
  entityId: number | string;
  /** The changed fields as they were and as they are; null when the thing did not exist before / after. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** When, by the domain's clock; the database's clock otherwise. */
  at?: Date;
}

/**
 * Appends one record to the audit log (docs/decisions/0056-operator-access), in the caller's transaction so
 * the record and the write it describes commit together or not at all. The table refuses updates and
 * deletes.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actorKind: entry.actorKind,
    companyId: entry.companyId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before,
    after: entry.after,
    ...(entry.at ? { occurredAt: entry.at } : {}),
  });
}

/**
 * The fields of `after` whose values differ from `before`, each side with only those fields: what an audit
 * record shows of an update.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
