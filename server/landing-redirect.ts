import type { FastifyReply, FastifyRequest } from 'fastify';
import { landingCookies } from '../domain/referrals/landing-cookies';

/**
 * A page address carrying landing parameters (`?affiliate=`, `?utm_source=`, docs/decisions/0038) is
 * answered with its cookies and a redirect to the same address without them, before the page cache is
 * looked at. So the cache never holds an answer that sets a cookie nor one entry per code (any number of
 * codes lead to the one clean address), the pages never see the parameters, and a copied address does
 * not carry the affiliate to whoever opens it. Only document requests (GET, HEAD) land; a client
 * navigation's data request (`.data`) or a form action never does.
 */
export function landingRedirect(request: FastifyRequest, reply: FastifyReply, target: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const queryStart = target.indexOf('?');
  if (queryStart < 0) return false;
  const path = target.slice(0, queryStart);
  if (path.endsWith('.data') || path.startsWith('/__manifest')) return false;
  const landing = landingCookies(target.slice(queryStart));
  if (!landing) return false;
  for (const cookie of landing.cookies) {
    reply.setCookie(cookie.name, cookie.value, {
      maxAge: cookie.maxAgeS,
      path: '/',
      sameSite: 'lax',
      // Read by the server only (booking calls); request.protocol honours a trusted proxy's https.
      httpOnly: true,
      secure: request.protocol === 'https',
    });
  }
  // The answer sets cookies for one visitor: no cache anywhere may keep it (decision 0023).
  reply.header('cache-control', 'private, no-store');
  // Relative to the site whatever the path: `//host/x` as a Location would send the visitor to `host`.
  reply.redirect(`/${path.replace(/^[/\\]+/, '')}${landing.search}`, 302);
  return true;
}
