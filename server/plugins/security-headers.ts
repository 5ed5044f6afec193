import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { mapTilesOrigin } from '../../common/map/map-tiles';
import { PERMISSIONS_POLICY } from '../../common/permissions-policy';

/**
 * Everything the product shows is served by itself, so the content security policy allows only this
 * origin (plus data: images for inline placeholders).
 */
export const SECURITY_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Where Cloudflare Turnstile's script and frame come from (https://developers.cloudflare.com/turnstile/reference/content-security-policy/). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * The pages' policy for a captcha provider and the pickup map's tile source. Only an operator who chose
 * Turnstile (CAPTCHA_PROVIDER=turnstile, with its keys) lets pages load a script and a frame from
 * Cloudflare; only a configured MAP_TILES_URL on another origin lets them load images (and, for the map
 * library's requests, connections) from that origin (docs/decisions/0082-pickup-map.md). By default the
 * product loads nothing from elsewhere.
 */
export function pagePolicy(
  captchaProvider: 'altcha' | 'turnstile' | 'off',
  mapTilesUrl?: string,
): HelmetOptions {
  const tilesOrigin = mapTilesUrl ? mapTilesOrigin(mapTilesUrl) : null;
  if (captchaProvider !== 'turnstile' && !tilesOrigin) return SECURITY_POLICY;
  const csp = SECURITY_POLICY.contentSecurityPolicy as { directives: Record<string, string[]> };
  const directives = { ...csp.directives };
  if (captchaProvider === 'turnstile') {
    directives.scriptSrc = ["'self'", TURNSTILE_ORIGIN];
    directives.frameSrc = ["'self'", TURNSTILE_ORIGIN];
  }
  if (tilesOrigin) {
    directives.imgSrc = [...directives.imgSrc!, tilesOrigin];
    directives.connectSrc = [...directives.connectSrc!, tilesOrigin];
  }
  return { ...SECURITY_POLICY, contentSecurityPolicy: { directives } };
}

/** Runs helmet once against a recording response and returns the headers it would set. */
export function securityHeaders(options: HelmetOptions = SECURITY_POLICY): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * The product's security headers, decided once at start-up: they do not depend on the request, and a
 * profile showed re-deriving the policy per request as the largest cost of a cached API answer.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(securityHeaders());
const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Security headers on every answer. Set in onSend, which every reply passes whatever answered it: a
 * route, the not-found handler, the error handler or an onRequest hook that refused the request early
 * (a missing api-token). A header the reply already has wins: the web app's per-page CSP with its nonce,
 * the API docs' own CSP. Answers Fastify gives before any hook runs are covered in
 * server/framework-errors.ts.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of HEADER_ENTRIES) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
});
