import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/accounts';
import { revokeSession, type SessionUser } from '../accounts/session.server';
import { adminNeedsTouch, adminSessionState } from './second-factor-rules';

/** A signed-in admin who may be asked for the second factor: not blocked, not a guest, no pending change. */
export const isAdminSession = (user: SessionUser | null): user is SessionUser =>
  Boolean(user?.isAdmin && !user.isBlocked && !user.isGuest && !user.mustChangePassword);

/**
 * Where a session stands for admin work now (docs/decisions/0057-admin-second-factor): `none` (not an
 * admin), `pending` (the second factor has not passed), `active`, or `lapsed` (12 hours without an admin
 * request: the session is ended here). An active one records this request (at most once a minute).
 */
export async function checkAdminSession(
  db: DbOrTx,
  user: SessionUser | null,
  now: Date,
): Promise<'none' | 'pending' | 'active' | 'lapsed'> {
  if (!isAdminSession(user)) return 'none';
  const state = adminSessionState(user, now);
  if (state === 'lapsed') await revokeSession(db, user.sessionId, now);
  if (state === 'active' && adminNeedsTouch(user.adminSeenAt, now)) {
    await db.update(sessions).set({ adminSeenAt: now }).where(eq(sessions.id, user.sessionId));
  }
  return state;
}
