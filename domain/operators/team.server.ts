import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyRole } from '../../common/company-roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { companyInvitations, companyMembers } from '../../db/schema/companies';
import { recordAudit } from '../audit/audit-log.server';
import { AppError, notFound } from '../errors';
import { pendingInvitation } from './invitations.server';

export interface TeamMember {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: CompanyRole;
  since: string;
}

export interface PendingInvitation {
  id: number;
  email: string;
  language: string;
  expires_at: string;
}

/** The company's people and its invitations still waiting (docs/product.md § Operators). */
export async function companyTeam(
  db: Db,
  companyId: number,
  now: Date,
): Promise<{ members: TeamMember[]; invitations: PendingInvitation[] }> {
  const members = await db
    .select({
      user_id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      role: companyMembers.role,
      since: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.role} = 'staff'`, asc(users.firstName), asc(users.id));
  const invitations = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      language: companyInvitations.language,
      expires_at: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), pendingInvitation(now)))
    .orderBy(asc(companyInvitations.id));
  return {
    members: members.map((m) => ({ ...m, since: m.since.toISOString() })),
    invitations: invitations.map((i) => ({ ...i, expires_at: i.expires_at.toISOString() })),
  };
}

/**
 * Removes a member of the actor's company; a member of another company, or nobody, answers 404. The last
 * owner stays: a company always has someone who can manage it. The company's rows are locked so that two
 * owners removing each other at once cannot both succeed.
 */
export async function removeMember(
  db: Db,
  actor: { accountId: number; companyId: number },
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: companyMembers.userId, role: companyMembers.role, email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, actor.companyId))
      .for('update', { of: companyMembers });
    const member = members.find((m) => m.userId === userId);
    if (!member) throw notFound('MEMBER_NOT_FOUND', 'operator.errors.memberNotFound');
    if (member.role === 'owner' && members.filter((m) => m.role === 'owner').length === 1) {
      throw new AppError(409, 'LAST_OWNER', 'operator.errors.lastOwner');
    }
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, actor.companyId), eq(companyMembers.userId, userId)));
    await recordAudit(tx, {
      actorId: actor.accountId,
      actorKind: 'operator',
      companyId: actor.companyId,
      action: 'team.remove',
      entity: 'company_member',
      entityId: userId,
      before: { user_id: userId, email: member.email, role: member.role },
      after: null,
      at: now,
    });
  });
}
