import { userFromRequest } from '../../domain/accounts/session.server';
import { userJson } from '../../domain/accounts/users.server';
import type { UserJson } from '../../domain/accounts/user-json';
import type { AppServices } from '../context.server';

/**
 * The signed-in person of a page request, as the API would show them, or null. Loaders call this instead
 * of the API: same session rules (cookie or Bearer, expiry, revocation), no HTTP hop.
 */
export async function sessionUser(services: AppServices, request: Request): Promise<UserJson | null> {
  const session = await userFromRequest(services.db, request, services.clock);
  return session ? userJson(services.db, session.userId) : null;
}
