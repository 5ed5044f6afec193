import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { releaseRouteHead } from './browser/browser-document';
import { loadCatalogue, loadedCatalogue } from './browser/catalogues';
// Rewrites the server's ids with the browser's while hydrating: imported for that effect.
import './browser/server-ids';
import { hydrateInStages, yieldToMain } from './browser/staged-hydration';
import { CataloguesContext } from './i18n/catalogues-context';
import { DEFAULT_LANGUAGE, isLang } from './i18n/languages';

/**
 * The browser runs Preact through `preact/compat` (docs/decisions/0013, scripts/preact-client.ts) and
 * hydrates the page React rendered on the server.
 */

/**
 * `HydratedRouter` decodes the server's router state (a stream the page's inline scripts fill) and, on
 * its first call, throws the promise of that decoding, as a component suspends. React waits for it at
 * the root; Preact would create the DOM anew once it settles instead of hydrating the server's. Calling
 * it once here, outside any render, starts the decoding and lets us wait for it: the hydration's own call
 * then finds the state ready and builds the router (react-router/dist/.../dom-export.mjs,
 * createHydratedRouter).
 */
async function decodedRouterState(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Object && 'then' in thrown && typeof thrown.then === 'function') {
      // A failed decoding is thrown again by the render below, where React Router reports it.
      await (thrown as PromiseLike<unknown>).then(undefined, () => undefined);
    }
  }
}

/**
 * Builds the router in a task of its own, before the first pass: `HydratedRouter` keeps the router it
 * creates on its first call (after the decoding) in its module, and the first pass then finds it built.
 * Called outside a render, it stops at its first hook once the router exists; that error is the expected
 * end of this call. An error of the router itself is thrown again by the render, where React Router
 * reports it.
 */
function buildRouter(): void {
  try {
    HydratedRouter({});
  } catch {
    // See above.
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
buildRouter();
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
