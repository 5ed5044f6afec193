import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../helpers/accounts';
import { useBrowserApp } from '../helpers/browser-app';
import { VIEWPORTS } from '../helpers/browser';
import { watchTheConsole } from '../helpers/console-problems';
import { type InsertedPurchase, insertPurchase } from '../helpers/purchase-factory';

/**
 * Issue 17: a voucher opened once can be shown at the meeting point without signal. The product is an
 * installable web app whose service worker keeps the voucher (its QR is drawn in the page) and the files
 * it needs; an unkept page offline is the product's bilingual offline page, not the browser's error.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });
let purchase: InsertedPurchase | undefined;

async function prepare() {
  purchase ??= await insertPurchase(ctx.app.database.db, { walletCents: 1000 });
  return purchase;
}

const voucherPath = (p: InsertedPurchase) => `/voucher/${p.code}?t=${p.token}`;

/** Offline, the page's calls to the API (who is signed in, page views) fail, as they should. */
const networkFailure = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/;

const cases = [
  { size: 'phone' as const, locale: 'es-PA', kept: 'Guardado en este dispositivo', offline: 'Sin conexión' },
  { size: 'desktop' as const, locale: 'en-US', kept: 'Saved on this device', offline: 'You are offline' },
];

async function openVoucher(size: keyof typeof VIEWPORTS, locale: string, path: string) {
  const context = await ctx.browser.newContext({ viewport: VIEWPORTS[size], locale });
  const page = await context.newPage();
  const problems = watchTheConsole(page);
  await page.goto(`${ctx.app.baseUrl}${path}`, { waitUntil: 'load' });
  return { context, page, problems };
}

/** The voucher as shown: its code, and its QR drawn with a size of its own. */
async function expectVoucherShown(page: Page, code: string) {
  expect(await page.locator('#voucher-code').textContent()).toBe(code);
  const qr = page.getByRole('img', { name: new RegExp(code) });
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  expect(await qr.locator('path').count()).toBeGreaterThan(0);
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(150);
  expect(box?.height ?? 0).toBeGreaterThan(150);
}

async function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
    return urls;
  });
}

async function withContext(context: BrowserContext, run: () => Promise<void>) {
  try {
    await run();
  } finally {
    await context.close();
  }
}

describe('voucher offline', () => {
  for (const c of cases) {
    it(`reopens a voucher without network in ${c.locale} on a ${c.size}`, async () => {
      const p = await prepare();
      const { context, page, problems } = await openVoucher(c.size, c.locale, voucherPath(p));
      await withContext(context, async () => {
        // The first visit installs the worker; the page then asks it to keep the voucher, and says so.
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        await expect.poll(() => page.getByTestId('voucher-offline').textContent()).toContain(c.kept);
        expect(problems).toEqual([]);
        const kept = await cachedUrls(page);
        expect(kept).toContain(`rumbo-vouchers-v1 ${ctx.app.baseUrl}${voucherPath(p)}`);
        // What the page needs to render and hydrate: its stylesheet and its scripts.
        expect(kept.some((entry) => /^rumbo-assets-v1 .*\.css$/.test(entry))).toBe(true);
        expect(kept.some((entry) => /^rumbo-assets-v1 .*entry\.client-.*\.js$/.test(entry))).toBe(true);
        // Nothing of the API, nothing but vouchers among pages.
        expect(kept.filter((entry) => entry.includes('/api/'))).toEqual([]);

        await context.setOffline(true);
        await page.reload({ waitUntil: 'load' });
        await expectVoucherShown(page, p.code);
        // Styled (the stylesheet came from the cache): the code is bold, the QR card has its border.
        expect(
          await page.locator('#voucher-code').evaluate((node) => getComputedStyle(node).fontWeight),
        ).toBe('700');
        // And hydrated: React runs the page, which says again that it is kept.
        await expect.poll(() => page.getByTestId('voucher-offline').textContent()).toContain(c.kept);
        if (process.env.SCREENSHOTS)
          await page.screenshot({
            path: `test-results/voucher-offline-${c.size}-${c.locale}.png`,
            fullPage: true,
          });

        // A new visit to the same link (typed, or from the e-mail) is answered too.
        await page.goto('about:blank');
        await page.goto(`${ctx.app.baseUrl}${voucherPath(p)}`, { waitUntil: 'load' });
        await expectVoucherShown(page, p.code);

        // A page never kept: the product's offline page, in both languages, not the browser's error.
        const other = await page.goto(`${ctx.app.baseUrl}/faqs`, { waitUntil: 'load' });
        expect(other?.status()).toBe(200);
        expect(await page.locator('h1').allTextContents()).toEqual(['Sin conexión', 'You are offline']);
        expect(
          await page
            .getByRole('link', { name: c.locale.startsWith('es') ? 'Reintentar' : 'Try again' })
            .count(),
        ).toBe(1);
        // It lists the vouchers kept here: one tap opens this one.
        const keptLink = page.getByRole('link', { name: `Voucher ${p.code}` });
        await expect.poll(() => keptLink.count()).toBe(1);
        if (process.env.SCREENSHOTS)
          await page.screenshot({
            path: `test-results/offline-page-${c.size}-${c.locale}.png`,
            fullPage: true,
          });
        await keptLink.click();
        await page.waitForURL(`${ctx.app.baseUrl}${voucherPath(p)}`);
        await expectVoucherShown(page, p.code);
        // Another voucher's link (a wrong token) is not answered from the kept one.
        await page.goto(`${ctx.app.baseUrl}/voucher/${p.code}?t=${p.token}x`, { waitUntil: 'load' });
        expect(await page.locator('#voucher-code').count()).toBe(0);
        expect(await page.locator('h1').first().textContent()).toBe('Sin conexión');

        expect(problems.filter((problem) => !networkFailure.test(problem))).toEqual([]);
      });
    });
  }

  it('is installable: Chromium reads the manifest without errors and finds nothing missing', async () => {
    const p = await prepare();
    const { context, page, problems } = await openVoucher('phone', 'en-US', voucherPath(p));
    await withContext(context, async () => {
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${ctx.app.baseUrl}/manifest.webmanifest?lang=en`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // Test browsers are incognito profiles, where Chrome never offers to install: that reason aside,
      // nothing (Chromium lists every reason: a bad start_url, display or icons would show here).
      const reasons = installabilityErrors.map((error) => error.errorId);
      expect(reasons.filter((reason) => reason !== 'in-incognito')).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  it('keeps the voucher as the server rendered it: it reads without JavaScript', async () => {
    const p = await prepare();
    const url = `${ctx.app.baseUrl}${voucherPath(p)}`;
    const first = await openVoucher('phone', 'es-PA', voucherPath(p));
    let html = '';
    await withContext(first.context, async () => {
      await expect
        .poll(() => first.page.getByTestId('voucher-offline').textContent())
        .toContain(cases[0]!.kept);
      html = await first.page.evaluate(async (href) => {
        const kept = await (await caches.open('rumbo-vouchers-v1')).match(href, { ignoreVary: true });
        return kept ? kept.text() : '';
      }, url);
    });
    // The kept copy is the whole page: the code and the QR's modules are in its HTML.
    expect(html).toContain(p.code);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*>\s*<path d="M/);
    // A browser without scripts shows it as it is, styled.
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    await withContext(context, async () => {
      const page = await context.newPage();
      await page.route(url, (route) =>
        route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
      );
      await page.goto(url, { waitUntil: 'load' });
      await expectVoucherShown(page, p.code);
    });
  });

  it('forgets the kept vouchers when the traveller signs out', async () => {
    const p = await prepare();
    const signedUp = await signUp(ctx.app, { first_name: 'Offline' });
    const [name, value] = sessionCookie(signedUp.response).split(';')[0]!.split('=');
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-PA' });
    await context.addCookies([
      { name: name!, value: value!, domain: new URL(ctx.app.baseUrl).hostname, path: '/' },
    ]);
    await withContext(context, async () => {
      const page = await context.newPage();
      await page.goto(`${ctx.app.baseUrl}${voucherPath(p)}`, { waitUntil: 'load' });
      await expect.poll(() => page.getByTestId('voucher-offline').textContent()).toContain(cases[0]!.kept);
      const vouchers = async () =>
        (await cachedUrls(page)).filter((entry) => entry.startsWith('rumbo-vouchers-v1 ')).length;
      expect(await vouchers()).toBe(1);
      await page.getByRole('button', { name: 'Abrir cuenta, país e idioma' }).click();
      await page.locator('dialog[open]').getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect.poll(vouchers).toBe(0);
      // The offline page and the build files are nobody's: they stay.
      expect((await cachedUrls(page)).some((entry) => entry.endsWith('/offline.html'))).toBe(true);
    });
  });
});
