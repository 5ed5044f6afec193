import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isLang, type Lang } from '../../common/i18n/languages';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { companies, companyInvitations, companyMembers } from '../../db/schema/companies';
import { hashPassword } from '../accounts/password-hash.server';
import { createSession, type SessionMeta } from '../accounts/session.server';
import { findActiveUser, findActiveUserByEmail, isUniqueViolation } from '../accounts/users.server';
import { recordAudit } from '../audit/audit-log.server';
import { absoluteUrl } from '../emails/layout';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { renderTeamInvitationEmail } from '../emails/team-invitation-email';
import { AppError, notFound } from '../errors';
import {
  type AcceptInvitationInput,
  INVITATION_TOKEN_PATTERN,
  INVITATION_TTL_MS,
  type InviteInput,
} from './team-input';
import type { PendingInvitation } from './team.server';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Every refused token answers alike: unknown, forged, used, revoked or expired. */
const invalidInvitation = () => new AppError(400, 'INVITATION_INVALID', 'operator.errors.invitationInvalid');

const alreadyMember = () => new AppError(409, 'ALREADY_MEMBER', 'operator.errors.alreadyMember');

/** Neither accepted, nor withdrawn, nor expired. */
export const pendingInvitation = (now: Date) =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
    gt(companyInvitations.expiresAt, now),
  );

const pendingFor = (companyId: number, now: Date) =>
  and(eq(companyInvitations.companyId, companyId), pendingInvitation(now));

interface Actor {
  accountId: number;
  companyId: number;
}

/**
 * An owner invites an address to the company as staff (docs/product.md § Operators): a single-use link,
 * only its hash stored, e-mailed through the outbox in the invitee's language (the one chosen, else the
 * account's, else the owner's). A pending invitation to the same address is replaced.
 */
export async function inviteStaff(
  db: Db,
  actor: Actor,
  input: InviteInput,
  context: { lang: Lang; links: EmailLinks; now: Date },
): Promise<PendingInvitation> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.companyName })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for('update');
    if (!company) throw notFound('COMPANY_NOT_FOUND', 'errors.companyNotFound');
    const invitee = await findActiveUserByEmail(tx, input.email);
    if (invitee && (await memberCompany(tx, invitee.id)) === actor.companyId) throw alreadyMember();
    const inviter = await findActiveUser(tx, actor.accountId);
    const language: Lang =
      input.language ?? (invitee && isLang(invitee.language) ? invitee.language : context.lang);
    await tx
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(and(pendingFor(actor.companyId, now), eq(companyInvitations.email, input.email)));
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: actor.companyId,
        email: input.email,
        language,
        tokenHash: hashToken(token),
        invitedBy: actor.accountId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    await enqueueEmail(
      tx,
      { email: input.email, name: invitee ? `${invitee.firstName} ${invitee.lastName}` : null },
      renderTeamInvitationEmail({
        lang: language,
        links: context.links,
        companyName: company.name,
        inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : company.name,
        recipientName: invitee?.firstName ?? input.email,
        acceptUrl: absoluteUrl(context.links, `/operator/invitation/${token}?lang=${language}`),
        validDays: INVITATION_TTL_MS / 86_400_000,
      }),
      now,
    );
    await recordAudit(tx, {
      actorId: actor.accountId,
      actorKind: 'operator',
      companyId: actor.companyId,
      action: 'team.invite',
      entity: 'company_invitation',
      entityId: row.id,
      before: null,
      after: { email: row.email, language: row.language, role: 'staff' },
      at: now,
    });
    return { id: row.id, email: row.email, language: row.language, expires_at: row.expiresAt.toISOString() };
  });
}

async function memberCompany(tx: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row?.companyId ?? null;
}

/** Withdraws a pending invitation of the actor's company; any other id answers 404. */
export async function revokeInvitation(db: Db, actor: Actor, invitationId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(and(pendingFor(actor.companyId, now), eq(companyInvitations.id, invitationId)))
      .returning({ email: companyInvitations.email });
    if (!row) throw notFound('INVITATION_NOT_FOUND', 'operator.errors.invitationNotFound');
    await recordAudit(tx, {
      actorId: actor.accountId,
      actorKind: 'operator',
      companyId: actor.companyId,
      action: 'team.revoke_invitation',
      entity: 'company_invitation',
      entityId: invitationId,
      before: { email: row.email, status: 'pending' },
      after: { email: row.email, status: 'revoked' },
      at: now,
    });
  });
}

/** What the invitation page shows before accepting: the company, the address, whether it has an account. */
export interface InvitationPreview {
  company_name: string;
  email: string;
  account_exists: boolean;
}

export async function invitationPreview(db: Db, token: string, now: Date): Promise<InvitationPreview | null> {
  if (!INVITATION_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ company_name: companies.companyName, email: companyInvitations.email })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(and(eq(companyInvitations.tokenHash, hashToken(token)), pendingInvitation(now)));
  if (!row) return null;
  return { ...row, account_exists: (await findActiveUserByEmail(db, row.email)) !== undefined };
}

export interface AcceptedInvitation {
  userId: number;
  companyId: number;
  /** The session of an account made by accepting; an existing account keeps the session it accepted with. */
  newSessionToken: string | null;
}

function missingFields(input: AcceptInvitationInput): AppError | null {
  const missing = (['first_name', 'last_name', 'password'] as const).filter((f) => input[f] === undefined);
  if (missing.length === 0) return null;
  const keys = {
    first_name: 'signUpForm.errors.firstNameInvalid',
    last_name: 'signUpForm.errors.lastNameInvalid',
    password: 'signUpForm.errors.passwordFormat',
  };
  return new AppError(
    400,
    'VALIDATION_ERROR',
    'operator.errors.verifyInformation',
    {},
    {
      issues: missing.map((field) => ({ field, message: keys[field] })),
    },
  );
}

/**
 * Accepts an invitation, once (docs/product.md § Operators). The address's existing account accepts only
 * signed in as itself (403 SIGN_IN_AS_INVITEE otherwise); an address without one gets a new account with
 * the password chosen here, its e-mail verified by the link, and a session. Either way the account joins
 * the company as staff, unless it already works for a company (409).
 */
export async function acceptInvitation(
  db: Db,
  input: AcceptInvitationInput,
  context: { sessionUserId: number | null; meta: SessionMeta; now: Date },
): Promise<AcceptedInvitation> {
  const { now } = context;
  if (!INVITATION_TOKEN_PATTERN.test(input.token)) throw invalidInvitation();
  // Hashing takes tens of milliseconds: done before the transaction so it holds no locks meanwhile.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx
        .select()
        .from(companyInvitations)
        .where(and(eq(companyInvitations.tokenHash, hashToken(input.token)), pendingInvitation(now)))
        .for('update');
      if (!invitation) throw invalidInvitation();
      const existing = await findActiveUserByEmail(tx, invitation.email);
      let userId: number;
      let newSessionToken: string | null = null;
      if (existing) {
        if (context.sessionUserId !== existing.id) {
          throw new AppError(403, 'SIGN_IN_AS_INVITEE', 'operator.errors.signInAsInvitee', {
            email: invitation.email,
          });
        }
        userId = existing.id;
      } else {
        const missing = missingFields(input);
        if (missing) throw missing;
        const [created] = await tx
          .insert(users)
          .values({
            email: invitation.email,
            passwordHash,
            firstName: input.first_name!,
            lastName: input.last_name!,
            language: invitation.language,
            emailVerifiedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        if (!created) throw new Error('user insert returned nothing');
        userId = created.id;
        newSessionToken = await createSession(tx, userId, context.meta, now);
      }
      const current = await memberCompany(tx, userId);
      if (current === invitation.companyId) throw alreadyMember();
      if (current !== null) {
        throw new AppError(409, 'MEMBER_OF_ANOTHER_COMPANY', 'operator.errors.memberOfAnotherCompany');
      }
      await tx
        .insert(companyMembers)
        .values({ companyId: invitation.companyId, userId, role: 'staff', createdAt: now });
      await tx
        .update(companyInvitations)
        .set({ acceptedAt: now })
        .where(eq(companyInvitations.id, invitation.id));
      await recordAudit(tx, {
        actorId: userId,
        actorKind: 'operator',
        companyId: invitation.companyId,
        action: 'team.join',
        entity: 'company_member',
        entityId: userId,
        before: null,
        after: { user_id: userId, email: invitation.email, role: 'staff', invitation_id: invitation.id },
        at: now,
      });
      return { userId, companyId: invitation.companyId, newSessionToken };
    });
  } catch (error) {
    // Two acceptances making the same account at once: the unique e-mail decides, the loser is refused.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalidInvitation();
    if (isUniqueViolation(error, 'company_members_user_id_unique')) throw alreadyMember();
    throw error;
  }
}
