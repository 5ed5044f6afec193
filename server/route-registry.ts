import type { FastifyInstance } from 'fastify';

/** One registered route: its method and its full path with the prefix (`/api/v1/operator/me`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Keeps the list of every route registered after this call, in `app.registeredRoutes`, whether declared
 * through a contract or not and whether the OpenAPI document shows it or not: the authorization matrix
 * (docs/decisions/0063-access-matrix) reads it so that no operator or admin route goes without its row.
 * Fastify's own HEAD twins of GET routes are left out: they answer as the GET does.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      const twin = method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === options.url);
      if (!twin) routes.push({ method, url: options.url });
    }
  });
}
