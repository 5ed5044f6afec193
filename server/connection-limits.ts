import type { Server } from 'node:http';
import type { Env } from './env';

/** Requests one kept-alive connection may carry before the server asks the client for a new one. */
export const MAX_REQUESTS_PER_SOCKET = 1000;

/**
 * Node's connection settings for the server (docs/decisions/0048), so idle or slow connections cannot
 * pile up until no new one is taken (slowloris):
 * - a client must send a request's headers within HTTP_HEADERS_TIMEOUT_MS of connecting or of starting
 *   the request, and the whole request within HTTP_REQUEST_TIMEOUT_MS (else 408 and the socket closes);
 *   Node checks every connection for both at the interval set here (30 s by default: a fresh socket
 *   that sends nothing would live up to a minute and a half);
 * - a socket with no traffic either way for HTTP_REQUEST_TIMEOUT_MS is closed (a client that stops
 *   reading its answer);
 * - a kept-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS idle (Fastify's default is 72 s);
 * - at most HTTP_MAX_CONNECTIONS sockets are open at once: Node closes new ones beyond, before the process
 *   runs out of file descriptors for its database files, media and connections to PostgreSQL.
 * Set on the server object, so they hold for `npm run dev`'s server too.
 */
export function applyConnectionLimits(server: Server, env: Env): void {
  const requestTimeout = env.HTTP_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, requestTimeout);
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeout;
  server.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  server.maxConnections = env.HTTP_MAX_CONNECTIONS;
  server.setTimeout(requestTimeout);
  // Read by Node when the server starts listening (a createServer option; not in @types/node's Server).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    100,
    Math.min(1000, Math.floor(headersTimeout / 4)),
  );
}
