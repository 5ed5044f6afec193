import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { gotoHydrated } from './hydrated-page';

/** The global chrome's labels in both languages, as a visitor (and a screen reader) meets them. */
export const CHROME_LABELS = {
  es: {
    locale: 'es-PA',
    openMenu: 'Abrir el menú',
    menu: 'Menú',
    openSettings: 'Abrir cuenta, país e idioma',
    settings: 'Cuenta, país e idioma',
    destinations: 'Destinos',
    footerFaqs: 'Preguntas frecuentes',
    country: 'País',
    backToTop: 'Volver arriba',
    close: 'Cerrar',
  },
  en: {
    locale: 'en-US',
    openMenu: 'Open the menu',
    menu: 'Menu',
    openSettings: 'Open account, country and language',
    settings: 'Account, country and language',
    destinations: 'Destinations',
    footerFaqs: 'FAQs',
    country: 'Country',
    backToTop: 'Back to top',
    close: 'Close',
  },
} as const;

/**
 * A page in a fresh context (CSP bypassed for axe) that collects uncaught page errors. `prepare` runs on
 * the context before the page loads (e.g. installs Playwright's clock).
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({ bypassCSP: true, ...options });
  await prepare?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Without JavaScript the server's page is all there is: loaded is ready.
  if (options.javaScriptEnabled === false) await page.goto(url);
  else await gotoHydrated(page, url);
  return { page, errors, close: () => context.close() };
}

export const openDialogs = (page: Page) => page.locator('dialog[open]').count();
