import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  isDeviceId,
  newDeviceId,
} from '../domain/referrals/device-id';

/** One id per request: the sign-up stores the same id its answer's cookie carries. */
const drawn = new WeakMap<FastifyRequest, string>();

/**
 * The browser's device id (docs/decisions/0042): its `device_id` cookie when well formed, else a new
 * one, which `setDeviceCookie` then gives the browser.
 */
export function requestDeviceId(request: FastifyRequest): string {
  const sent = request.cookies[DEVICE_COOKIE];
  if (isDeviceId(sent)) return sent;
  let id = drawn.get(request);
  if (!id) {
    id = newDeviceId();
    drawn.set(request, id);
  }
  return id;
}

/** Gives the browser its device cookie (again, so it lasts 400 days from its last sign-in). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(DEVICE_COOKIE, requestDeviceId(request), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    // request.protocol reads X-Forwarded-Proto when the proxy is trusted (TRUST_PROXY).
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/**
 * The referral landing `/referent/{code}` gives a browser without a device cookie its cookie here, in
 * the server: the page render never sees a visitor's cookies (server/page-request.ts), so it could not
 * tell a browser that has one from one that has not.
 */
export function deviceCookieOnReferralLanding(request: FastifyRequest, reply: FastifyReply, target: string) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  if (!/^\/referent\/[^/?]+(?:\?|$)/.test(target)) return;
  if (!isDeviceId(request.cookies[DEVICE_COOKIE])) setDeviceCookie(request, reply);
}
