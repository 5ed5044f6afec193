import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { burnVerification } from '../../domain/accounts/password-hash.server';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE,
  tokenFromHeaders,
} from '../../domain/accounts/session-policy';
import { type SessionUser, userFromSessionToken } from '../../domain/accounts/session.server';
import { AppError } from '../../domain/errors';

/**
 * Sessions (docs/product.md § Conventions, docs/decisions/0010): the opaque token comes from the `session`
 * cookie or `Authorization: Bearer`, never from a `user-id` header. It is resolved lazily, once per request,
 * so catalogue reads that never ask who is calling cost no query.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('sessionLookup', null);
  // The first unknown-e-mail sign-in would otherwise also pay for making the dummy hash.
  app.addHook('onReady', async () => {
    await burnVerification('warm-up');
  });
});

/** The token this request carries, if it is well-formed. */
export function requestSessionToken(request: FastifyRequest): string | undefined {
  return tokenFromHeaders(request.headers.authorization, request.cookies ?? {});
}

/** The signed-in user, or null; resolved at most once per request. */
export function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.sessionLookup) {
    const token = requestSessionToken(request);
    request.sessionLookup = token
      ? userFromSessionToken(request.server.db, token, request.server.clock)
      : Promise.resolve(null);
  }
  return request.sessionLookup;
}

export interface RequireUserOptions {
  /** The session that signed in with a temporary password may still use this call (me, change-password). */
  allowPendingPasswordChange?: boolean;
  /** A PayPal guest's session may use this call (me, checkout). */
  allowGuest?: boolean;
}

/**
 * The signed-in user or a 401. A session opened with a temporary password can only change it (403
 * PASSWORD_CHANGE_REQUIRED); a guest session can only pay (403 GUEST_ACCOUNT_RESTRICTED).
 */
export async function requireUser(
  request: FastifyRequest,
  options: RequireUserOptions = {},
): Promise<SessionUser> {
  const user = await optionalUser(request);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
  if (user.mustChangePassword && !options.allowPendingPasswordChange) {
    throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', 'errors.passwordChangeRequired');
  }
  if (user.isGuest && !user.mustChangePassword && !options.allowGuest) {
    throw new AppError(403, 'GUEST_ACCOUNT_RESTRICTED', 'errors.guestAccountRestricted');
  }
  return user;
}

/** Ids in paths must be the session's own; anything else is 403 without saying whether it exists. */
export function assertOwnId(user: SessionUser, id: number): void {
  if (user.userId !== id) throw new AppError(403, 'FORBIDDEN', 'errors.forbidden');
}

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // request.protocol reads X-Forwarded-Proto when the proxy is trusted (TRUST_PROXY).
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
