import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminSecondFactors, users } from '../../db/schema/accounts';
import { revokeAllSessions } from '../accounts/session.server';
import { recordAudit } from '../audit/audit-log.server';

/**
 * What the on-call engineer does from a shell (`npm run admin`, docs/decisions/0070-on-call-admin-command.md):
 * reset an admin's lost second factor, make an account admin, or stop it being one. Each is one
 * transaction with its audit record (actor "on-call", no account; `by` names who ran it).
 */

export type OnCallCommand = 'reset-second-factor' | 'grant' | 'revoke';
export const ON_CALL_COMMANDS: readonly OnCallCommand[] = ['reset-second-factor', 'grant', 'revoke'];

export interface OnCallContext {
  /** Who ran the command (the shell's user name): kept in the audit record. */
  by: string;
  now: Date;
}

export interface OnCallResult {
  userId: number;
  email: string;
  /** False when the account already was as asked: nothing written, nothing recorded. */
  changed: boolean;
  /** What was done, in a sentence for the terminal. */
  summary: string;
}

/** A refusal meant for the terminal: no such account, or not an admin. */
export class OnCallError extends Error {
  override name = 'OnCallError';
}

async function lockedAccount(tx: DbOrTx, email: string) {
  const [account] = await tx
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.email, email.trim()), isNull(users.deletedAt)))
    .for('update');
  if (!account) throw new OnCallError(`no account with the e-mail ${email}`);
  return account;
}

/** The admin's factor as the audit record shows it: whether one was set up and how many codes were left. */
async function factorState(tx: DbOrTx, userId: number) {
  const [factor] = await tx
    .select({ confirmedAt: adminSecondFactors.confirmedAt })
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId));
  const [codes] = await tx
    .select({ left: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return {
    second_factor: factor ? (factor.confirmedAt ? 'set_up' : 'started') : 'none',
    recovery_codes_left: codes?.left ?? 0,
  };
}

async function clearFactor(tx: DbOrTx, userId: number, now: Date) {
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx.delete(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
  await revokeAllSessions(tx, userId, now);
}

/**
 * Clears an admin's TOTP secret and recovery codes and ends their sessions: at the next sign-in `/admin`
 * asks them to set up a new factor (decision 0057), with a new QR code and new recovery codes.
 */
export async function resetSecondFactor(
  db: Db,
  email: string,
  context: OnCallContext,
): Promise<OnCallResult> {
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, email);
    if (!account.isAdmin) throw new OnCallError(`${account.email} is not an admin`);
    const before = await factorState(tx, account.id);
    await clearFactor(tx, account.id, context.now);
    await recordAudit(tx, {
      actorId: null,
      actorKind: 'on-call',
      action: 'admin.second_factor_reset',
      entity: 'user',
      entityId: account.id,
      before,
      after: { second_factor: 'none', recovery_codes_left: 0, sessions: 'ended', via: 'cli', by: context.by },
      at: context.now,
    });
    return {
      userId: account.id,
      email: account.email,
      changed: true,
      summary: `${account.email}: second factor and recovery codes cleared, sessions ended; set up again at the next sign-in`,
    };
  });
}

/**
 * Makes an account an admin (`grant`) or an ordinary account (`revoke`). Revoking also clears the
 * second factor and ends the sessions, so no admin session outlives it and a later grant starts afresh.
 */
export async function setAdmin(
  db: Db,
  email: string,
  isAdmin: boolean,
  context: OnCallContext,
): Promise<OnCallResult> {
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, email);
    const result = { userId: account.id, email: account.email };
    if (account.isAdmin === isAdmin) {
      return {
        ...result,
        changed: false,
        summary: `${account.email} ${isAdmin ? 'already is' : 'is not'} an admin: nothing changed`,
      };
    }
    await tx.update(users).set({ isAdmin, updatedAt: context.now }).where(eq(users.id, account.id));
    if (!isAdmin) await clearFactor(tx, account.id, context.now);
    await recordAudit(tx, {
      actorId: null,
      actorKind: 'on-call',
      action: isAdmin ? 'admin.grant' : 'admin.revoke',
      entity: 'user',
      entityId: account.id,
      before: { is_admin: !isAdmin },
      after: { is_admin: isAdmin, via: 'cli', by: context.by },
      at: context.now,
    });
    return {
      ...result,
      changed: true,
      summary: isAdmin
        ? `${account.email} is an admin: /admin asks them to set up the second factor at the next sign-in`
        : `${account.email} is no longer an admin; second factor cleared and sessions ended`,
    };
  });
}

/** Runs one command by name (the entry of `npm run admin`). */
export function runOnCallCommand(
  db: Db,
  command: OnCallCommand,
  email: string,
  context: OnCallContext,
): Promise<OnCallResult> {
  if (command === 'reset-second-factor') return resetSecondFactor(db, email, context);
  return setAdmin(db, email, command === 'grant', context);
}
