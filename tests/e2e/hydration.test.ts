import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

/**
 * Before any page script: remembers every element that script creates (the parser creates the server's
 * without these calls), every element removed from <body>, every write of `<html lang>` and every CSP
 * violation.
 */
function watchTheDocument() {
  const created = new WeakSet<Element>();
  const watch = <K extends 'createElement' | 'createElementNS'>(name: K) => {
    const original = Document.prototype[name] as (...args: unknown[]) => Element;
    (Document.prototype[name] as unknown) = function (this: Document, ...args: unknown[]) {
      const element = original.apply(this, args);
      created.add(element);
      return element;
    };
  };
  watch('createElement');
  watch('createElementNS');
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
  document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
  Object.assign(window, {
    hydrationReport: () => ({
      createdInBody: [...document.body.querySelectorAll('*')]
        .filter((element) => created.has(element))
        .map((element) => element.outerHTML.slice(0, 80)),
      removed,
      violations,
      htmlAttributes,
      // The route's title is the browser's own (a portal renders it): proof the watch sees Preact's work.
      titleCreated: [String(created.has(document.querySelector('title')!))],
    }),
  });
}

async function openWatched(path: string) {
  const context = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
  await context.addInitScript(watchTheDocument);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${ctx.app.baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}

const report = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { hydrationReport: () => Record<string, string[]> }).hydrationReport(),
  );

/** What the route renders into <head>: the browser build owns it after hydration (decision 0013). */
const routeHead = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '',
    alternates: document.querySelectorAll('link[rel="alternate"]').length,
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

describe('hydration of the server-rendered page (Preact in the browser)', () => {
  for (const path of ['/', '/search', '/faqs']) {
    it(`adopts the server's <body> without creating, removing or re-running anything (${path})`, async () => {
      const { page, errors, close } = await openWatched(path);
      const seen = await report(page);
      expect(seen.createdInBody).toEqual([]);
      expect(seen.removed).toEqual([]);
      expect(seen.violations).toEqual([]);
      expect(seen.htmlAttributes).toEqual([]);
      expect(seen.titleCreated).toEqual(['true']);
      expect(await danglingReferences(page)).toEqual([]);
      // The route's head elements, once: the server's were handed over to the browser's.
      expect(await routeHead(page)).toMatchObject({
        titles: 1,
        descriptions: 1,
        alternates: 3,
        stylesheets: 1,
      });
      // Event handlers are attached: the desktop profile menu opens its panel, whose id the button names.
      const menu = page.locator('header button[aria-controls]').first();
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`).count()).toBe(1);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('keeps the title, description and language alternates of the route through client-side navigation', async () => {
    const { page, errors, close } = await openWatched('/');
    const home = await routeHead(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('footer').getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(/\/faqs$/);
    await expect.poll(async () => (await routeHead(page)).title).not.toBe(home.title);
    const faqs = await routeHead(page);
    expect(faqs).toMatchObject({ titles: 1, descriptions: 1, alternates: 3, stylesheets: 1 });
    expect(faqs.canonical).toBe(`${ctx.app.baseUrl}/faqs?lang=en`);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await expect.poll(() => routeHead(page)).toEqual(home);
    expect((await report(page)).violations).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
