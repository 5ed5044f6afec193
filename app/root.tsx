import { useContext, useEffect } from 'react';
import { preload } from 'react-dom';
import {
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  Scripts,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { loadCatalogue } from './browser/catalogues';
import { registerServiceWorker } from './browser/service-worker';
import { useWebFontFromNextPage } from './browser/web-font';
import { SiteFooter } from './components/site-footer';
import { ScrollToTop } from './components/scroll-to-top';
import { SiteHeader } from './components/site-header';
import { ToastProvider } from './components/toasts';
import { requestLanguage } from './i18n/language-cookie';
import { CATALOGUE_URLS } from './i18n/catalogue-urls';
import { CataloguesContext } from './i18n/catalogues-context';
import { DEFAULT_LANGUAGE, type Lang, SUPPORTED_LANGUAGES } from '../common/i18n/languages';
import { TranslationProvider } from './i18n/translation-context';
import { nonceContext, servicesContext } from './context.server';
import { MapTilesContext } from './lib/map-tiles-context';
import { SessionProvider } from './lib/session';
import { frameUser } from './lib/session-user.server';
import { usePageViews } from './lib/use-page-views';
import { webFontScript } from './lib/web-font-script';
import { listCountries } from '../domain/catalog/geography.server';
import { COUNTRIES_LIMIT } from '../domain/catalog/pagination';
import { NotFoundPage } from './components/not-found-page';
import { keepPageWhenViewMoreFails } from './lib/view-more-failure';
import { languageHref, pageAlternates } from './lib/seo';
import { APP_ICONS, manifestHref } from './lib/app-icons';
import { DESIGN_COLORS } from '../common/design-colors';

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepPageWhenViewMoreFails];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const { db, publicApiToken, origin, mapTiles } = context.get(servicesContext);
  const [countries, user] = await Promise.all([
    listCountries(db, { page: 1, limit: COUNTRIES_LIMIT }, lang),
    frameUser(context, request),
  ]);
  return {
    /** Undefined on a page every visitor shares: the browser asks who is signed in (decision 0034). */
    user,
    countries: countries.data.map((country) => ({ id: country.id, name: country.name })),
    lang,
    nonce: context.get(nonceContext),
    origin,
    apiToken: publicApiToken,
    /** The pickup map's street tiles when the site sets them (MAP_TILES_URL); null: the offline map. */
    mapTiles: mapTiles ?? null,
  };
}

/**
 * After a language switch the page re-renders in the new language: its catalogue is fetched before the
 * new data is handed over, so no frame shows keys. Not on hydration: entry.client has the page's one.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogue(data.lang);
  return data;
}

/**
 * The language only changes when the visitor switches it (a form submission); who is signed in is kept
 * by the session provider from then on.
 */
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  return formAction !== undefined;
}

/**
 * Each page exists in both languages at `?lang=`: canonical for this one, alternates for both (hreflang),
 * each at the page's path in that language (app/lib/seo). Pages without data (404s, errors) are noindex
 * and name no address.
 */
function LanguageAlternates({ origin, lang }: { origin: string; lang: Lang }) {
  const { pathname } = useLocation();
  const paths = pageAlternates(useMatches(), pathname);
  if (!paths) return null;
  return (
    <>
      <link rel="canonical" href={languageHref(origin, paths, lang)} />
      {SUPPORTED_LANGUAGES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={languageHref(origin, paths, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${paths[DEFAULT_LANGUAGE]}`} />
    </>
  );
}

/**
 * The head of an error the root's boundary shows (a route without a boundary of its own failed): a title
 * and noindex. Pages set their own meta, which replaces this one.
 */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return [
    { title: isRouteErrorResponse(error) && error.status === 404 ? 'Error 404' : 'Error' },
    { name: 'robots', content: 'noindex' },
  ];
}

const WEB_FONT_SCRIPT = webFontScript();

/** Should a catalogue be missing, texts show as their keys rather than not at all. */
const NO_MESSAGES = {};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.lang ?? DEFAULT_LANGUAGE;
  const catalogue = useContext(CataloguesContext)(lang);
  // The entry fetches the page's catalogue before it hydrates: asked for with the stylesheet, not after
  // the modules (React writes the preload into <head>).
  preload(CATALOGUE_URLS[lang], { as: 'fetch', crossOrigin: 'anonymous' });
  useWebFontFromNextPage();
  // Voucher pages work offline once opened (app/service-worker/worker.ts).
  useEffect(registerServiceWorker, []);
  return (
    // The inline web-font script may add its class before React hydrates (app/lib/web-font-script.ts).
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={DESIGN_COLORS.accent.DEFAULT} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable: the manifest in the page's language; iOS reads its home-screen icon from here. */}
        <link rel="manifest" href={manifestHref(lang)} />
        <link rel="apple-touch-icon" href={APP_ICONS.appleTouch} />
        <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: WEB_FONT_SCRIPT }} />
        <Meta />
        {data && <LanguageAlternates origin={data.origin} lang={lang} />}
        {/* With a precedence, React writes the stylesheet before the scripts' module preloads it hoists
            into <head>: the one file that blocks the first paint is asked for first (decision 0027). */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Links nonce={data?.nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        <TranslationProvider lang={lang} catalogue={catalogue ?? NO_MESSAGES}>
          <ToastProvider>
            <MapTilesContext value={data?.mapTiles ?? null}>
              <SessionProvider initialUser={data ? data.user : null}>{children}</SessionProvider>
            </MapTilesContext>
          </ToastProvider>
        </TranslationProvider>
        {/* Also scrolls to the top on every new client navigation (docs/product.md § Pages); back and forward restore. */}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/**
 * A route whose page is shown inside a frame (the 3-D Secure redirect page) exports
 * `handle = { chrome: 'none' }`: no header, footer or scroll button around it (docs/product.md § Pages).
 */
const withoutChrome = (matches: ReturnType<typeof useMatches>) =>
  matches.some((match) => (match.handle as { chrome?: string } | undefined)?.chrome === 'none');

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root');
  usePageViews(data?.apiToken ?? '', data?.lang ?? DEFAULT_LANGUAGE);
  const bare = withoutChrome(useMatches());
  if (bare)
    return (
      <main id="main" tabIndex={-1} className="flex-1 focus-visible:outline-none">
        <Outlet />
      </main>
    );
  return (
    <>
      <SiteHeader countries={data?.countries ?? []} />
      {/* Focusable from script (skip link, back-to-top); not a tab stop, so no outline of its own. */}
      <main id="main" tabIndex={-1} className="flex-1 focus-visible:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus-visible:outline-none">
        <NotFoundPage kind={notFound ? 'notFound' : 'error'} status={status} />
      </main>
      <SiteFooter />
    </>
  );
}
