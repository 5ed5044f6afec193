/**
 * The browser's copy of a PayPal order's opener secret (docs/decisions/0046): an HttpOnly, SameSite=Strict
 * cookie per order, sent only to the calls that complete orders under /api/v1/paypal/orders and kept as
 * long as the provider keeps an order open. The mobile app presents the same secret as `order_secret`.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAYPAL_ORDER_TTL_MS } from '../../domain/payments/sandbox-paypal.server';

/** authorize-paypal-order and giftcard/capture-paypal-order live under it. */
export const PAYPAL_ORDER_COOKIE_PATH = '/api/v1/paypal/orders';

/** One cookie per order, named from its id (any provider's id makes a valid cookie name). */
export function openerCookieName(orderId: string): string {
  return `paypal_order_${createHash('sha256').update(orderId).digest('hex').slice(0, 20)}`;
}

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: PAYPAL_ORDER_COOKIE_PATH,
    // request.protocol reads X-Forwarded-Proto when the proxy is trusted (TRUST_PROXY).
    secure: request.protocol === 'https',
  };
}

export function setOpenerCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: string,
  secret: string,
): void {
  reply.setCookie(openerCookieName(orderId), secret, {
    ...cookieOptions(request),
    maxAge: Math.floor(PAYPAL_ORDER_TTL_MS / 1000),
  });
}

/** Once the order bought what it was for, the browser need not keep its secret. */
export function clearOpenerCookie(request: FastifyRequest, reply: FastifyReply, orderId: string): void {
  reply.clearCookie(openerCookieName(orderId), cookieOptions(request));
}

/** The secret the request presents for the order: the body's `order_secret`, else the browser's cookie. */
export function presentedOpenerSecret(
  request: FastifyRequest,
  orderId: string,
  fromBody: string | null | undefined,
): string | undefined {
  return fromBody ?? request.cookies?.[openerCookieName(orderId)];
}
