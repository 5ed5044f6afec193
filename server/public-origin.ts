import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The origin every absolute link of the product starts with (canonical and hreflang links, Open Graph,
 * robots.txt, sitemaps, e-mails): `PUBLIC_URL`, else the address this server itself listens on. Never the
 * request line or the `Host` header, which the client chooses: `GET //evil.example/about` or a forged
 * Host must not put another site's name in a page that the page cache then serves to everyone.
 */
export function publicOrigin(app: Pick<FastifyInstance, 'env' | 'server'>): string {
  if (app.env.PUBLIC_URL) return new URL(app.env.PUBLIC_URL).origin;
  const host = app.env.HOST === '0.0.0.0' || app.env.HOST === '::' ? 'localhost' : app.env.HOST;
  // Listening on port 0 (tests) picks a free port: the one really bound, once there is one.
  const address = app.server.listening ? (app.server.address() as AddressInfo | null) : null;
  const port = address?.port ?? app.env.PORT;
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
}
