import type { RouterContextProvider } from 'react-router';
import { userFromRequest } from '../../domain/accounts/session.server';
import { userJson } from '../../domain/accounts/users.server';
import type { UserJson } from '../../domain/accounts/user-json';
import { renderRecordContext, servicesContext } from '../context.server';

/**
 * The signed-in person of a page request, as the API would show them, or null. Loaders call this instead
 * of the API: same session rules (cookie or Bearer, expiry, revocation), no HTTP hop. It is the only way a
 * loader learns who is visiting, so asking marks the render: a page whose content depends on the visitor
 * (profile, favourites) is never stored in the shared page cache, whoever asked (docs/decisions/0034).
 */
export async function sessionUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<UserJson | null> {
  const record = context.get(renderRecordContext);
  if (record) record.askedForVisitor = true;
  const services = context.get(servicesContext);
  const session = await userFromRequest(services.db, request, services.clock);
  return session ? userJson(services.db, session.userId) : null;
}

/**
 * Who is signed in, for the page's frame (header, session): undefined in a render that will be served to
 * every visitor, where the browser asks once the page runs (app/lib/session.tsx); otherwise as
 * `sessionUser`. Pages every visitor sees alike thus stay shareable, signed in or not.
 */
export async function frameUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<UserJson | null | undefined> {
  if (context.get(renderRecordContext)?.shared) return undefined;
  return sessionUser(context, request);
}
