import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyMembers } from '../../db/schema/companies';
import type { CompanyRole } from '../../common/company-roles';

export interface Membership {
  companyId: number;
  role: CompanyRole;
}

/** The company an account works for and its role there, or null (docs/decisions/0056-operator-access). */
export async function membershipOf(db: DbOrTx, userId: number): Promise<Membership | null> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row ?? null;
}
