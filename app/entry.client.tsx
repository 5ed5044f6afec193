import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue, loadedCatalogue } from './browser/catalogues';
import { CataloguesContext } from './i18n/catalogues-context';
import { DEFAULT_LANGUAGE, isLang } from '../common/i18n/languages';

/**
 * The browser runs React DOM and hydrates the whole document, as React Router's framework mode does it
 * (docs/decisions/0027). In a transition, so React hydrates in slices and answers a tap between them.
 */

const { lang } = document.documentElement;
// Without its texts the page cannot be hydrated: it then stays the server's HTML, whose links and forms
// work without the app. The root layout preloads the file, so this finds it in flight.
await loadCatalogue(isLang(lang) ? lang : DEFAULT_LANGUAGE);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CataloguesContext value={loadedCatalogue}>
        <HydratedRouter />
      </CataloguesContext>
    </StrictMode>,
    {
      // React recovers from a mismatch by rendering the part on the client; say so where tests and
      // developers look (tests/e2e/hydration.test.ts fails on it).
      onRecoverableError(error, info) {
        console.error('Hydration error:', error, info.componentStack ?? '');
      },
    },
  );
});
