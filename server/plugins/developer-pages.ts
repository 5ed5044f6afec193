import type { FastifyInstance } from 'fastify';
import { isDeveloperClient } from '../developer-client';

const STRATEGY = 'developerClient';

/**
 * Route constraints of a developer page (the mailbox, anything that shows secrets): the route matches only
 * a developer client (server/developer-client.ts). Any other request does not see the route at all and
 * gets what an unknown path gets (the API's 404, or the web app's not-found page), so nothing advertises
 * the page. Decided per request from the socket, so it holds whatever NODE_ENV says; production does not
 * even register these routes.
 */
export function developerOnly(app: FastifyInstance): { constraints: Record<string, string> } {
  if (!app.hasConstraintStrategy(STRATEGY)) {
    app.addConstraintStrategy({
      name: STRATEGY,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => (handlers.get(value) ?? null) as never,
          set: (value: string, store: unknown) => void handlers.set(value, store),
        };
      },
      deriveConstraint: (request) =>
        isDeveloperClient({ remoteAddress: request.socket?.remoteAddress, headers: request.headers })
          ? 'yes'
          : 'no',
      // A request that is not a developer's still matches every route without this constraint.
      mustMatchWhenDerived: false,
    });
  }
  return { constraints: { [STRATEGY]: 'yes' } };
}
