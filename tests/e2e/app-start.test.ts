import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });
beforeEach(() => ctx.app?.app.pageCache.clear());

/** When the tab's page loaded and first painted, and when it asked for each file whose path matches. */
function pageTiming(tab: Page, files: RegExp) {
  return tab.evaluate(
    ({ source, flags }) => ({
      load: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      starts: performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source, flags).test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }),
    { source: files.source, flags: files.flags },
  );
}

/** How the app starts in a visitor's browser: what it loads, when, and from how many files. */
describe('the app in the browser', () => {
  it('asks for the stylesheet, the one file that blocks the first paint, before any of the modules', async () => {
    const response = await fetch(`${ctx.app.baseUrl}/`);
    const html = await response.text();
    const stylesheet = html.indexOf('rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(response.headers.get('link')).toMatch(/rel=preload; as=style/);
  });

  it("asks for the app's modules and the page's catalogue from <head>, the catalogue once", async () => {
    const context = await ctx.browser.newContext({ locale: 'es-PA' });
    const tab = await context.newPage();
    // <Scripts> renders the module preloads into the server's HTML (and drops them once hydrated).
    const html = await (await fetch(`${ctx.app.baseUrl}/`)).text();
    expect(html.match(/<link rel="modulepreload"/g)?.length).toBeGreaterThan(3);
    // The page hydrates only once its catalogue has arrived (entry.client): every request for it is made.
    await gotoHydrated(tab, `${ctx.app.baseUrl}/`);
    // The root layout's preload and the entry's fetch are one request: same URL, mode and credentials.
    expect(await tab.locator('head link[rel=preload][as=fetch]').getAttribute('href')).toMatch(
      /\/es-[\w-]+\.json$/,
    );
    const timing = await pageTiming(tab, /\.json$/);
    expect(timing.starts).toHaveLength(1);
    await expect.poll(() => tab.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
    await context.close();
  });

  it("loads the app's shell as one file, the sign-in dialog only on demand, and knows every route from the start", async () => {
    const context = await ctx.browser.newContext();
    const tab = await context.newPage();
    const discovery: string[] = [];
    tab.on('request', (request) => request.url().includes('/__manifest') && discovery.push(request.url()));
    // Every script the tab asks for over the whole visit, to show the dialog's never was.
    const requested: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(tab, `${ctx.app.baseUrl}/`);
    await expect.poll(() => tab.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
    // The root route's imports, every module of the layout that every page runs, are one chunk.
    const rootImports = await tab.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: { routes: { root: { imports: string[] } } } })
          .__reactRouterManifest.routes.root.imports,
    );
    // Besides the bundler's own runtime (React is CommonJS: its interop helpers are shared by chunks).
    expect(rootImports.filter((href) => !/^\/assets\/rolldown-runtime-/.test(href))).toEqual([
      expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/),
    ]);
    const scripts = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    // Was 23 before the shell chunk (decision 0018): the entry, the shell, the bundler's runtime, the
    // route manifest, the two routes and the eight components home shares with other pages (the place
    // tiles and section headings with the listings' destination carousel, decision 0019; the results list
    // with the search page since its filter dialog loads on demand, decision 0007).
    expect(scripts.length).toBeLessThanOrEqual(14);
    expect(scripts.filter((path) => /auth-dialog|phone/.test(path))).toEqual([]);
    // No lazy route discovery (decision 0018): its patch re-rendered the page during hydration.
    await tab.locator('footer a[href="/faqs"]').click();
    await tab.waitForURL(`${ctx.app.baseUrl}/faqs`);
    expect(discovery).toEqual([]);
    expect(requested.filter((path) => /auth-dialog|phone/.test(path))).toEqual([]);
    await context.close();
  });

  it('draws a first visit in the local face, fetches Inter after it has painted, and uses it from the next page', async () => {
    const context = await ctx.browser.newContext();
    const tab = await context.newPage();
    const family = () => tab.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]);
    await gotoHydrated(tab, `${ctx.app.baseUrl}/`);
    expect(await family()).toBe('"Inter Fallback"');
    // The font file arrives after the first paint: waited for, then its timing read.
    await expect.poll(async () => (await pageTiming(tab, /\.woff2$/)).starts.length).toBeGreaterThan(0);
    const font = await pageTiming(tab, /\.woff2$/);
    // One file, the Latin face, asked for after the first paint; the text stays in the local face.
    expect(font.starts).toHaveLength(1);
    expect(font.starts[0]).toBeGreaterThan(font.paint);
    expect(await family()).toBe('"Inter Fallback"');
    // The next page of the visit (a client-side navigation) is drawn in Inter.
    await expect.poll(() => tab.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
    await tab.locator('footer a[href="/faqs"]').click();
    await tab.waitForURL(`${ctx.app.baseUrl}/faqs`);
    await expect.poll(family).toBe('"Inter Variable"');
    // And so is a page loaded afresh, from its first paint, with the font from the cache.
    await tab.goto(`${ctx.app.baseUrl}/search`, { waitUntil: 'commit' });
    await tab.waitForSelector('h1', { state: 'attached' });
    expect(await tab.evaluate(() => document.documentElement.classList.contains('web-font'))).toBe(true);
    expect(await family()).toBe('"Inter Variable"');
    await context.close();
  });

  it('starts the app while the page is still loading, without waiting for its photos', async () => {
    const context = await ctx.browser.newContext();
    // The photos never arrive, so the load event never comes.
    await context.route('**/media/**', () => {});
    const tab = await context.newPage();
    await tab.goto(`${ctx.app.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => tab.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
    expect(await tab.evaluate(() => document.readyState)).not.toBe('complete');
    await context.close();
  });
});
