import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionMeta } from '../../../domain/accounts/session.server';
import { revokeSession } from '../../../domain/accounts/session.server';
import type { SignedIn } from '../../../domain/accounts/sign-up.server';
import { userJson } from '../../../domain/accounts/users.server';
import { rememberDevice } from '../../../domain/referrals/devices.server';
import { requestDeviceId, setDeviceCookie } from '../../device-cookie';
import { optionalUser, setSessionCookie } from '../../plugins/auth';

export function sessionMeta(request: FastifyRequest): SessionMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * Answers a sign-in, sign-up or password change: the new session's cookie, the user and the token (for
 * clients that send `Authorization: Bearer`). A session the request already carried is ended, so one
 * browser never holds two. The browser's device cookie is set and remembered with the account
 * (docs/decisions/0042).
 */
export async function replySignedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 201,
  signedIn: SignedIn,
  /** More of the answer (the sign-up's credit). */
  extra: Record<string, unknown> = {},
) {
  const previous = await optionalUser(request).catch(() => null);
  if (previous) await revokeSession(request.server.db, previous.sessionId, request.server.clock());
  setSessionCookie(request, reply, signedIn.token);
  await rememberDevice(request.server.db, signedIn.userId, requestDeviceId(request), request.server.clock());
  setDeviceCookie(request, reply);
  const user = await userJson(request.server.db, signedIn.userId);
  return reply.status(status).send({ user, token: signedIn.token, ...extra });
}

/** Account answers are personal: no shared cache may keep them. */
export function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
