/**
 * The marketplace's commission on a company's bookings (docs/decisions/0064-operator-earnings-basis.md,
 * 0073-admin-travellers-and-companies): an admin changes it with a reason. A booking's commission is
 * fixed when it is placed (purchases.commission_cents, from the rate read in the purchase's transaction),
 * so a change applies to bookings made afterwards and never to earlier ones. The company's row is locked,
 * so the audit record's before is the rate it replaced.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { companyNotFound } from './company-status.server';

export async function changeCommission(
  db: Db,
  adminId: number,
  companyId: number,
  commissionBps: number,
  reason: string,
  now: Date,
): Promise<{ id: number; commission_bps: number }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ commission_bps: number }>(
      tx,
      sql`select commission_bps from companies where id = ${companyId} for update`,
    );
    if (!row) throw companyNotFound();
    await tx.execute(
      sql`update companies set commission_bps = ${commissionBps}, updated_at = ${now} where id = ${companyId}`,
    );
    await recordAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      companyId,
      action: 'company.commission',
      entity: 'company',
      entityId: companyId,
      before: { commission_bps: row.commission_bps },
      after: { commission_bps: commissionBps, reason },
      at: now,
    });
    return { id: companyId, commission_bps: commissionBps };
  });
}
