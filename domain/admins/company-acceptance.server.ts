import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierApplications } from '../../db/schema/accounts';
import { companies, companyMembers } from '../../db/schema/companies';
import { invalidLink, spendLink } from '../accounts/email-verification.server';
import { recordAudit } from '../audit/audit-log.server';
import { membershipOf } from '../operators/membership.server';
import { alreadyOperator } from './application-review.server';

/**
 * `/company-welcome/{token}` (docs/decisions/0057-admin-second-factor): the account that already had the
 * approved application's e-mail accepts, signed in, to be the owner of the company the approval made.
 * The link works once, for that account only, while it still has that address.
 */
export async function acceptCompany(db: Db, token: string, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const { link, user } = await spendLink(tx, token, 'accept_company', now);
    if (user.id !== userId) throw invalidLink();
    const [application] = await tx
      .select({ id: supplierApplications.id, companyId: supplierApplications.companyId })
      .from(supplierApplications)
      .where(and(eq(supplierApplications.email, link.email), eq(supplierApplications.status, 'approved')));
    if (!application?.companyId) throw invalidLink();
    if (await membershipOf(tx, user.id)) throw alreadyOperator();
    await tx
      .insert(companyMembers)
      .values({ companyId: application.companyId, userId: user.id, role: 'owner', createdAt: now });
    await recordAudit(tx, {
      actorId: user.id,
      actorKind: 'operator',
      companyId: application.companyId,
      action: 'company_member.accept_ownership',
      entity: 'company_member',
      entityId: `${application.companyId}:${user.id}`,
      before: null,
      after: { role: 'owner', supplier_application_id: application.id },
      at: now,
    });
    const [company] = await tx
      .select({ id: companies.id, name: companies.companyName })
      .from(companies)
      .where(eq(companies.id, application.companyId));
    return company!;
  });
}
