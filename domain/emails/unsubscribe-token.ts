import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an e-mail's unsubscribe link (docs/decisions/0044): the address and an HMAC-SHA256 over
 * the purpose and the address with the server's key (SIGNING_SECRET). Only the server can make one, one
 * address's token says nothing about another's, and checking it reads no database, so an answer never
 * tells whether an address has an account. It does not expire: an old e-mail's link must keep working.
 */
const PURPOSE = 'unsubscribe';
const VERSION = 'u1';

const mac = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\u0000${email}`).digest();

/** The token for an address (trimmed and lower-cased, as the product stores addresses). */
export function signUnsubscribeToken(secret: string, email: string): string {
  const address = email.trim().toLowerCase();
  return `${VERSION}.${Buffer.from(address).toString('base64url')}.${mac(secret, address).toString('base64url')}`;
}

/** The address a token was made for, or null for anything the server did not sign. */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [version, encoded, signature, ...rest] = token.split('.');
  if (version !== VERSION || !encoded || !signature || rest.length > 0) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  if (address === '' || Buffer.from(address).toString('base64url') !== encoded) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, address);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return address;
}
