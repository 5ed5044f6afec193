import { sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { type AppServices, servicesContext } from '../../app/context.server';
import { queryRows } from '../../db/client';
import { CatalogReadCache } from '../../domain/catalog/catalog-read-cache.server';
import { TEST_NOW, TEST_SIGNING_SECRET, type TestApp } from './test-app';

/** The origin the route handlers below are given (AppServices.origin). */
export const ROUTE_ORIGIN = 'http://127.0.0.1';

/** What the web app's loaders and actions are given, on the test app's database with a cache of their own. */
export const routeServices = (t: TestApp): AppServices => ({
  db: t.app.db,
  clock: () => TEST_NOW,
  catalogCache: new CatalogReadCache(),
  publicApiToken: 'test-token',
  origin: ROUTE_ORIGIN,
  signingSecret: TEST_SIGNING_SECRET,
});

/** The ids of the published experiences, in order. */
export const publishedExperienceIds = async (t: TestApp) =>
  (
    await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from experiences where status = 'published' order by id`,
    )
  ).map((row) => row.id);

/**
 * Runs a route loader or action as React Router would for `path` (extra request fields in `init`); a
 * thrown redirect or error status is answered, for the test to look at.
 */
export async function runRouteHandler(
  services: AppServices,
  handler: (args: never) => unknown,
  path: string,
  params: Record<string, string> = {},
  init: RequestInit = {},
  pattern = '',
  dataRequest = false,
): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const url = new URL(`${ROUTE_ORIGIN}${path}`);
  // A client navigation's data request: `{path}.data?_routes=…`; loaders read the page's address from `url`.
  const requestUrl = new URL(url);
  if (dataRequest) {
    requestUrl.pathname += '.data';
    requestUrl.searchParams.set('_routes', 'root,routes/experience');
  }
  const request = new Request(requestUrl, init);
  try {
    return await handler({ request, url, params, context, pattern } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return thrown;
    throw thrown;
  }
}
