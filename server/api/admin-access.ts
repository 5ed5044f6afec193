import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/accounts/session.server';
import { checkAdminSession, isAdminSession } from '../../domain/admins/admin-session.server';
import { AppError } from '../../domain/errors';
import { optionalUser } from '../plugins/auth';

/**
 * Who may use the admin routes (docs/decisions/0057-admin-second-factor). Everyone else is answered 404
 * NOT_FOUND, as if the route did not exist: anonymous visitors, travellers, operators, and admins whose
 * session has not passed the second factor (or made no admin request for 12 hours: then it is ended).
 */
export const adminNotFound = () => new AppError(404, 'NOT_FOUND', 'errors.routeNotFound');

/**
 * A signed-in admin, second factor passed (`active`) or not (`pending`): for the second factor's own
 * routes (set-up, verify) and nothing else. A lapsed session is ended and answered 404 too.
 */
export async function signedInAdmin(
  request: FastifyRequest,
): Promise<SessionUser & { adminState: 'pending' | 'active' }> {
  const user = await optionalUser(request);
  if (!isAdminSession(user)) throw adminNotFound();
  const adminState = await checkAdminSession(request.server.db, user, request.server.clock());
  if (adminState !== 'pending' && adminState !== 'active') throw adminNotFound();
  return { ...user, adminState };
}

/** The admin of this request when the session passed the second factor, else null. */
export async function passedAdmin(request: FastifyRequest): Promise<{ accountId: number } | null> {
  const user = await optionalUser(request);
  const state = await checkAdminSession(request.server.db, user, request.server.clock());
  return state === 'active' && user ? { accountId: user.userId } : null;
}

/** The admin of an admin route, or 404 NOT_FOUND for anyone else. */
export async function adminAccess(request: FastifyRequest): Promise<{ accountId: number }> {
  const admin = await passedAdmin(request);
  if (!admin) throw adminNotFound();
  return admin;
}
