/**
 * Who may complete a PayPal order (docs/decisions/0046): the browser or app that opened it. Opening an
 * order hands its opener a random secret (an HttpOnly cookie for the browser, `order_secret` in the answer
 * for the mobile app) and keeps only its SHA-256 on the order; completing it must present that secret.
 * An order id alone, as it travels in PayPal's return address, completes nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import type { PaypalOrderRow } from './paypal-buyer.server';

/** The secret's length: 32 random bytes, 43 base64url characters. */
const SECRET_BYTES = 32;
export const OPENER_SECRET_PATTERN = /^[\w-]{43}$/;

const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** A new opener secret and the hash the order keeps. */
export function newOpenerSecret(): { secret: string; hash: string } {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, hash: digest(secret).toString('hex') };
}

/** Whether `presented` is the secret of the order's opener (constant time; an order without one: never). */
export function isOrderOpener(
  order: Pick<PaypalOrderRow, 'openerSecretHash'>,
  presented: string | null | undefined,
): boolean {
  if (!order.openerSecretHash || !presented || !OPENER_SECRET_PATTERN.test(presented)) return false;
  const expected = Buffer.from(order.openerSecretHash, 'hex');
  const given = digest(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** 403 PAYPAL_ORDER_FORBIDDEN unless the request presents the opener's secret. */
export function assertOrderOpener(
  order: Pick<PaypalOrderRow, 'openerSecretHash'>,
  presented: string | null | undefined,
): void {
  if (!isOrderOpener(order, presented)) {
    throw new AppError(403, 'PAYPAL_ORDER_FORBIDDEN', 'payment.paypalOrderOtherBrowser');
  }
}
