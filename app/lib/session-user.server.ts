import type { RouterContextProvider } from 'react-router';
import { userFromRequest } from '../../domain/accounts/session.server';
import { userJson } from '../../domain/accounts/users.server';
import type { UserJson } from '../../domain/accounts/user-json';
import { renderRecordContext, servicesContext } from '../context.server';

/**
 * The signed-in person of a page request, as the API would show them, or null. Loaders call this instead
 * of the API: same session rules (cookie or Bearer, expiry, revocation), no HTTP hop. It is the only way
 * a loader learns who is visiting, so it marks a render that found someone as personal: such a page is
 * never stored in the shared page cache (docs/decisions/0023).
 */
export async function sessionUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<UserJson | null> {
  const services = context.get(servicesContext);
  const session = await userFromRequest(services.db, request, services.clock);
  if (!session) return null;
  const record = context.get(renderRecordContext);
  if (record) record.personal = true;
  return userJson(services.db, session.userId);
}
