import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../helpers/accounts';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { watchTheConsole } from '../helpers/console-problems';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

/**
 * Before any page script: remembers every element removed from <body> (React throws the server's DOM of a
 * part away when it cannot hydrate it), every write of `<html lang>` and every CSP violation (an inline
 * script without the page's nonce).
 */
function watchTheDocument() {
  const removed: string[] = [];
  const violations: string[] = [];
  // Chromium restyles the whole page on any write of <html lang>, even of the value it has.
  const htmlAttributes: string[] = [];
  new MutationObserver((records) => {
    for (const record of records)
      if (record.target === document.documentElement) htmlAttributes.push(record.attributeName ?? '');
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
  new MutationObserver((records) => {
    for (const record of records) {
      if (!document.body?.contains(record.target)) continue;
      for (const node of record.removedNodes)
        if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(
      `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
    ),
  );
  Object.assign(window, { hydrationReport: () => ({ removed, violations, htmlAttributes }) });
}

const report = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as {
        hydrationReport: () => Record<'removed' | 'violations' | 'htmlAttributes', string[]>;
      }
    ).hydrationReport(),
  );

const routeHead = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
  }));

/** Every id reference in the page points at an element (useId values agree after hydration). */
const danglingReferences = (page: Page) =>
  page.evaluate(() => {
    const dangling: string[] = [];
    for (const attribute of ['aria-labelledby', 'aria-describedby', 'for']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of element.getAttribute(attribute)!.split(/\s+/)) {
          if (!document.getElementById(id)) dangling.push(`${attribute}=${id}`);
        }
      }
    }
    return dangling;
  });

type Route = { name: string; path: () => string; signedIn?: boolean; status?: number };

let paths: { listing: string; experience: string };
let session: { name: string; value: string };

const ROUTES: Route[] = [
  { name: 'home', path: () => '/' },
  { name: 'listing', path: () => paths.listing },
  { name: 'search', path: () => '/search/playa' },
  { name: 'experience', path: () => paths.experience },
  { name: 'info page', path: () => '/terms-and-conditions' },
  { name: 'profile', path: () => '/profile', signedIn: true },
  { name: 'favourites', path: () => '/favorites', signedIn: true },
  { name: '404', path: () => '/no-such-page', status: 404 },
];

beforeAll(async () => {
  const [experience] = (await ctx.api('/api/v1/experiences/simple?limit=1')).data as { url: string }[];
  const home = await (await fetch(`${ctx.app.baseUrl}/`)).text();
  const listing = /href="(\/country\/[^"?]+)"/.exec(home)?.[1];
  if (!experience || !listing) throw new Error('the seeded catalogue has no experience or country link');
  paths = { experience: experience.url, listing };
  const [name, value] = sessionCookie((await signUp(ctx.app)).response)
    .split(';')[0]!
    .split('=');
  session = { name: name!, value: value! };
});

async function openContext(route: Route, lang: 'es' | 'en', size: keyof typeof VIEWPORTS) {
  const context = await ctx.browser.newContext({ viewport: VIEWPORTS[size], locale: `${lang}-PA` });
  const url = new URL(ctx.app.baseUrl);
  const cookies: { name: string; value: string; domain: string; path: string }[] = [
    { name: 'lang', value: lang, domain: url.hostname, path: '/' },
  ];
  if (route.signedIn) cookies.push({ ...session, domain: url.hostname, path: '/' });
  await context.addCookies(cookies);
  await context.addInitScript(watchTheDocument);
  return context;
}

/** A client-side navigation: React Router handles the click, the document stays. */
async function navigateInTheApp(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const before = (await routeHead(page)).title;
  await page.locator('footer a[href="/faqs"]').first().click();
  await page.waitForURL(/\/faqs$/);
  await expect.poll(async () => (await routeHead(page)).title).not.toBe(before);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await routeHead(page)).toMatchObject({ titles: 1, descriptions: 1, stylesheets: 1 });
}

async function checkRoute(context: BrowserContext, route: Route, lang: string) {
  const page = await context.newPage();
  const problems = watchTheConsole(page, route.status);
  const response = await gotoHydrated(page, `${ctx.app.baseUrl}${route.path()}`);
  expect(response?.status()).toBe(route.status ?? 200);
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  const seen = await report(page);
  // React Router's <Scripts> takes its inline scripts out once the app has started: they have run.
  expect(seen.removed.filter((element) => !element.startsWith('<script'))).toEqual([]);
  expect(seen.violations).toEqual([]);
  expect(seen.htmlAttributes).toEqual([]);
  expect(await danglingReferences(page)).toEqual([]);
  // Event handlers are attached: the page answers a tap on the header's first menu button.
  const menu = page.locator('header button[aria-expanded]:visible').first();
  await menu.click();
  await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  await navigateInTheApp(page);
  expect((await report(page)).violations).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
}

describe('hydration of every route type by React DOM: no warning, no error, interactive', () => {
  for (const route of ROUTES) {
    for (const lang of ['es', 'en'] as const) {
      it(`${route.name} (${lang}, phone and desktop)`, async () => {
        for (const size of ['phone', 'desktop'] as const) {
          const context = await openContext(route, lang, size);
          try {
            await checkRoute(context, route, lang);
          } finally {
            await context.close();
          }
        }
      });
    }
  }
});
