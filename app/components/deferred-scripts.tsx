import { useContext } from 'react';
import {
  matchRoutes,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';
import { type HydrationPlan, hydrationScript } from '../lib/hydration-script';

type Framework = NonNullable<React.ContextType<typeof FrameworkContext>>;
type DataRouter = NonNullable<React.ContextType<typeof DataRouterContext>>;
type Manifest = Framework['manifest'];

/** A route's module chunks in the order React Router merges them: the main chunk last, so it wins. */
function routeChunks(route: Manifest['routes'][string]): string[] {
  if (!route) return [];
  const { clientActionModule, clientLoaderModule, clientMiddlewareModule, hydrateFallbackModule } = route;
  return [
    clientActionModule,
    clientLoaderModule,
    clientMiddlewareModule,
    hydrateFallbackModule,
    route.module,
  ].filter((href): href is string => Boolean(href));
}

/**
 * The routes the browser must know before it can hydrate: those of this page and of every parent path,
 * as React Router inlines them when it discovers the others lazily (its `getPartialManifest`).
 */
function partialManifest({ sri, ...manifest }: Manifest, router: DataRouter['router']) {
  const ids = new Set(router.state.matches.map((match) => match.route.id));
  const segments = router.state.location.pathname.split('/').filter(Boolean);
  for (let depth = segments.length - 1; depth >= 0; depth--) {
    const path = `/${segments.slice(0, depth).join('/')}`;
    for (const match of matchRoutes(router.routes, path, router.basename) ?? []) ids.add(match.route.id);
  }
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  return { ...manifest, routes, sri: sri ? true : undefined };
}

function plan(
  framework: Framework,
  router: DataRouter['router'],
  routeIds: string[],
  fetches: string[],
): HydrationPlan {
  const { manifest } = framework;
  const lazyDiscovery = framework.routeDiscovery.mode === 'lazy' && framework.ssr;
  const routes = routeIds.map((id) => ({ id, modules: routeChunks(manifest.routes[id]) }));
  const preloads = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    for (const href of [...routeChunks(manifest.routes[id]), ...(manifest.routes[id]?.imports ?? [])]) {
      preloads.add(href);
    }
  }
  return {
    entry: manifest.entry.module,
    preloads: [...preloads],
    fetches,
    setup: lazyDiscovery ? [] : [manifest.url],
    routes,
    manifest: lazyDiscovery ? partialManifest(manifest, router) : undefined,
  };
}

/**
 * React Router's `<Scripts>`, except that the app's modules load after the page has painted
 * (`app/lib/hydration-script.ts`, docs/decisions/0014): the hand-off of the server's data stays inline
 * and synchronous, because the streamed data scripts that follow it write into its stream. `fetches` are
 * the files the entry fetches before it hydrates (the page's catalogue), asked for with the modules.
 */
export function DeferredScripts({ nonce, fetches = [] }: { nonce?: string; fetches?: string[] }) {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  if (!framework || !dataRouter || !state) return null;
  // Lets React Router stream the loaders' data after this point (its StreamTransfer checks the flag).
  if (framework.renderMeta) framework.renderMeta.didRenderScripts = true;
  // Only the server renders it: the browser build hydrates the body's content, not these scripts
  // (docs/decisions/0013), and they have run by then.
  if (!dataRouter.static || !dataRouter.staticContext) return null;
  const context =
    `window.__reactRouterContext = ${framework.serverHandoffString};` +
    'window.__reactRouterContext.stream = new ReadableStream({start(controller){' +
    'window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
  const routeIds = state.matches.map((match) => match.route.id);
  const loader = hydrationScript(plan(framework, dataRouter.router, routeIds, fetches));
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: context }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}
