/**
 * Suspending and reinstating an operator company (company-lifecycle.ts; docs/decisions/
 * 0073-admin-travellers-and-companies). One transaction on the company's locked row: the company's status,
 * its published experiences to `suspended` (or back), their search words, and the audit record. The
 * caller runs it inside commitCatalogChange, so every process clears its catalogue caches at commit.
 *
 * What goes live while the company is suspended is refused under the same lock (`for share`, taken
 * before the experience's row, as here): an operator resuming a paused experience, an admin publishing
 * one in review. Either waits for the suspension to commit and is then refused, or commits first and is
 * moved by it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { rebuildSearchText } from '../catalog/search-index.server';
import { AppError } from '../errors';
import { experienceLifecycle } from '../experiences/experience-lifecycle';
import { step } from '../lifecycle-sql';
import {
  COMPANY_ACTIONS,
  type CompanyAction,
  companyLifecycle,
  type CompanyStatus,
} from './company-lifecycle';

export const companyNotFound = () => new AppError(404, 'COMPANY_NOT_FOUND', 'errors.companyNotFound');

const companySuspended = () =>
  new AppError(409, 'COMPANY_SUSPENDED', 'operatorExperiences.errors.companySuspended');

/** Refuses, with the company's row held until the transaction ends, to put anything live while suspended. */
export async function assertCompanyMayPublish(tx: Tx, companyId: number): Promise<void> {
  const [row] = await queryRows<{ status: CompanyStatus }>(
    tx,
    sql`select status from companies where id = ${companyId} for share`,
  );
  if (row?.status === 'suspended') throw companySuspended();
}

export interface CompanyStatusChange {
  id: number;
  status: CompanyStatus;
  /** The experiences that left the catalogue (suspend) or came back (reinstate). */
  experience_ids: number[];
}

/** An admin suspends or reinstates a company, with a reason kept in the audit log. */
export async function moveCompany(
  tx: Tx,
  adminId: number,
  companyId: number,
  action: CompanyAction,
  reason: string,
  now: Date,
): Promise<CompanyStatusChange> {
  const [row] = await queryRows<{ status: CompanyStatus }>(
    tx,
    sql`select status from companies where id = ${companyId} for update`,
  );
  if (!row) throw companyNotFound();
  const to = COMPANY_ACTIONS[action];
  if (!companyLifecycle.can(row.status, to, 'administration')) {
    throw new AppError(
      409,
      'COMPANY_STATUS_CONFLICT',
      `admin.companies.conflict.${action}`,
      {},
      {
        status: row.status,
      },
    );
  }
  const company = step(companyLifecycle, to, 'administration');
  await queryRows(
    tx,
    sql`update companies set status = ${company.to}, updated_at = ${now}
        where id = ${companyId} and status in (${company.from})`,
  );
  const experienceTo = action === 'suspend' ? 'suspended' : 'published';
  const experience = step(experienceLifecycle, experienceTo, 'system', {
    enumType: 'experience_status',
    from: [action === 'suspend' ? 'published' : 'suspended'],
  });
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update experiences set status = ${experience.to}, updated_at = ${now}
        where company_id = ${companyId} and status in (${experience.from}) returning id`,
  );
  const ids = moved.map((moved) => moved.id).sort((a, b) => a - b);
  if (ids.length > 0) await rebuildSearchText(tx, ids);
  await recordAudit(tx, {
    actorId: adminId,
    actorKind: 'admin',
    companyId,
    action: `company.${action}`,
    entity: 'company',
    entityId: companyId,
    before: { status: row.status },
    after: { status: to, reason, experience_ids: ids },
    at: now,
  });
  return { id: companyId, status: to, experience_ids: ids };
}
