import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError } from '../errors';
import { burnVerification, verifyPassword } from './password-hash.server';
import { createSession, revokeAllSessions, type SessionMeta } from './session.server';
import type { SignedIn } from './sign-up.server';
import { temporaryPasswordUsable } from './temporary-password';
import { temporaryPasswordMatches } from './temporary-password-hash.server';
import { findActiveUserByEmail } from './users.server';

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'signInForm.errors.incorrectPassword');

/**
 * Checks an e-mail and password and opens a session. Every failure (unknown e-mail, deleted account,
 * guest without password, wrong password, used or expired temporary password) answers the same 401
 * after the same argon2 work, so neither the status nor the time tells which it was.
 *
 * The recovery e-mail's temporary password opens one session, which must change the password, and ends
 * every other session. Signing in with the real password instead cancels the recovery: whoever asked
 * for it, the owner is back.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string },
  meta: SessionMeta,
  now: Date,
): Promise<SignedIn> {
  const user = await findActiveUserByEmail(db, input.email);
  // Always one argon2 verification (the real password, or a decoy) and one temporary-password check (a
  // fast hash, compared against a decoy when none is pending): unknown e-mails, accounts with and
  // without a pending recovery all cost the same (docs/decisions/0026).
  const temporaryHash = user && temporaryPasswordUsable(user, now) ? user.temporaryPasswordHash : null;
  const temporaryPasswordOk = temporaryPasswordMatches(temporaryHash, input.password);
  const realPasswordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnVerification(input.password);
  if (!user) throw invalidCredentials();

  if (realPasswordOk) {
    if (user.isBlocked) throw new AppError(403, 'USER_BLOCKED', 'signInForm.errors.userBlocked');
    // The common case is one insert; a transaction only when a pending recovery must be cancelled too.
    if (!user.mustChangePassword && !user.temporaryPasswordHash) {
      return { userId: user.id, token: await createSession(db, user.id, meta, now) };
    }
    return db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          mustChangePassword: false,
          temporaryPasswordHash: null,
          temporaryPasswordExpiresAt: null,
          temporaryPasswordUsedAt: null,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      return { userId: user.id, token: await createSession(tx, user.id, meta, now) };
    });
  }

  if (!temporaryPasswordOk) throw invalidCredentials();
  if (user.isBlocked) throw new AppError(403, 'USER_BLOCKED', 'signInForm.errors.userBlocked');
  return db.transaction(async (tx) => {
    // Conditional on "not used yet": of two simultaneous sign-ins with it, only one gets a session.
    const [claimed] = await tx
      .update(users)
      .set({ temporaryPasswordUsedAt: now, mustChangePassword: true, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.temporaryPasswordUsedAt)))
      .returning({ id: users.id });
    if (!claimed) throw invalidCredentials();
    // Using the e-mailed password is what ends the account's other sessions, not asking for it: a
    // request anyone can make must not sign the owner out (docs/decisions/0026).
    await revokeAllSessions(tx, user.id, now);
    return { userId: user.id, token: await createSession(tx, user.id, meta, now) };
  });
}
