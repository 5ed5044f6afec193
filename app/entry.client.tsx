import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { releaseRouteHead } from './browser/browser-document';
import { loadCatalogue, loadedCatalogue } from './browser/catalogues';
// Rewrites the server's ids with the browser's while hydrating: imported for that effect.
import './browser/server-ids';
import { hydrateInStages, yieldToMain } from './browser/staged-hydration';
import { CataloguesContext } from './i18n/catalogues-context';
import { DEFAULT_LANGUAGE, isLang } from '../common/i18n/languages';

/**
 * The browser runs Preact through `preact/compat` (docs/decisions/0013, scripts/preact-client.ts) and
 * hydrates the page React rendered on the server.
 */

/**
 * Calls `HydratedRouter` outside any render and returns what it threw. What it does before its first hook
 * (react-router/dist/.../dom-export.mjs, createHydratedRouter) can then run in tasks of its own:
 * - the first call starts decoding the server's router state (a stream the page's inline scripts fill)
 *   and throws the decoding's promise, as a component suspends. React would wait for it at the root;
 *   Preact would create the DOM anew once it settles instead of hydrating the server's;
 * - a call after the decoding builds the router, which the module keeps for the render, and then fails
 *   at its first hook, outside a render: the expected end of that call.
 * An error of the decoding or of the router is thrown again by the render, where React Router reports it.
 */
function callHydratedRouter(): unknown {
  try {
    HydratedRouter({});
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

async function decodedRouterState(): Promise<void> {
  const thrown = callHydratedRouter();
  if (thrown instanceof Object && 'then' in thrown && typeof thrown.then === 'function') {
    await (thrown as PromiseLike<unknown>).then(undefined, () => undefined);
  }
}

const { lang } = document.documentElement;
// Without its texts the page cannot be hydrated: it then stays the server's HTML, whose links and forms
// work without the app.
const catalogue = loadCatalogue(isLang(lang) ? lang : DEFAULT_LANGUAGE);
// Module evaluation, decoding, the router and the first pass each take a task of their own (a slow phone
// answers a tap in between); when all the data had arrived they used to share one long task.
await yieldToMain();
await Promise.all([decodedRouterState(), catalogue]);
await yieldToMain();
// Builds the router, so the first pass finds it built.
callHydratedRouter();
await yieldToMain();
releaseRouteHead();
// Into <body>, not the document: React's server output of <head> is not in tree order (BrowserDocument).
// In stages: cards and the footer hydrate after the first pass, each in a task of its own (decision 0015).
hydrateInStages(() =>
  hydrateRoot(
    document.body,
    <CataloguesContext value={loadedCatalogue}>
      <HydratedRouter />
    </CataloguesContext>,
  ),
);
