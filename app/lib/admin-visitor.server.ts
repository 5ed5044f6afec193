import { data, type RouterContextProvider } from 'react-router';
import { userFromRequest } from '../../domain/accounts/session.server';
import { checkAdminSession } from '../../domain/admins/admin-session.server';
import { secondFactorStep } from '../../domain/admins/second-factor.server';
import { renderRecordContext, servicesContext } from '../context.server';

export type AdminVisit = 'anonymous' | 'setup' | 'verify' | 'passed';

/**
 * Who opens an admin page (docs/decisions/0057-admin-second-factor): nobody signed in (the page asks to
 * sign in), an admin who must set up or type the second factor, or one who passed it. Anyone else gets
 * the 404 page, as from the admin API. Asking marks the render private (app/lib/session-user.server.ts).
 */
export async function adminVisit(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<AdminVisit> {
  const record = context.get(renderRecordContext);
  if (record) record.askedForVisitor = true;
  const { db, clock, production } = context.get(servicesContext);
  const session = await userFromRequest(db, request, clock);
  if (!session) return 'anonymous';
  const state = await checkAdminSession(db, session, clock());
  if (state === 'none') throw data(null, { status: 404 });
  if (state === 'lapsed') return 'anonymous';
  if (state === 'active') return 'passed';
  return secondFactorStep(db, session.userId, production ?? false);
}

/** The admin pages' answers are one person's: no cache keeps them. */
export const adminHeaders = () => ({ 'Cache-Control': 'private, no-store' });
