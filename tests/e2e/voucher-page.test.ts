import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { useBrowserApp } from '../helpers/browser-app';
import { VIEWPORTS } from '../helpers/browser';
import { type InsertedPurchase, insertPurchase } from '../helpers/purchase-factory';
import { TEST_NOW } from '../helpers/test-app';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * /voucher/:code?t=<token>, the page the confirmation e-mail links to: the purchase in the visitor's
 * language, private, at phone and desktop widths, printable; any wrong link is the product's 404.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });
let purchase: InsertedPurchase | undefined;

async function prepare() {
  purchase ??= await insertPurchase(ctx.app.database.db, {
    walletCents: 1000,
    pickup: { latitude: 8.98123, longitude: -79.51987, address: 'Hotel <Central> & Spa' },
  });
  return purchase;
}

async function open(size: keyof typeof VIEWPORTS, locale: string, path: string) {
  const context = await ctx.browser.newContext({ viewport: VIEWPORTS[size], locale, bypassCSP: true });
  await context.clock.setFixedTime(TEST_NOW);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await gotoHydrated(page, `${ctx.app.baseUrl}${path}`);
  return { context, page, errors, response };
}

const cases = [
  {
    size: 'phone' as const,
    locale: 'es-PA',
    title: 'Tu voucher',
    status: 'Confirmada',
    when: /martes, 24 de noviembre de 2026, 8:00 AM \(hora de [^)]+\)/,
    charged: /Cobrado con tarjeta Visa terminada en 4242\s*\$156/,
    calendar: 'Agregar al calendario',
  },
  {
    size: 'desktop' as const,
    locale: 'en-US',
    title: 'Your voucher',
    status: 'Confirmed',
    when: /Tuesday, November 24, 2026, 8:00 AM \([^)]+ time\)/,
    charged: /Charged to Visa card ending in 4242\s*\$156/,
    calendar: 'Add to calendar',
  },
];

describe('voucher page', () => {
  for (const c of cases) {
    it(`shows the purchase in ${c.locale} on a ${c.size}, private and accessible`, async () => {
      const p = await prepare();
      const path = `/voucher/${p.code}?t=${p.token}`;
      const { context, page, errors, response } = await open(c.size, c.locale, path);
      try {
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        await expect.poll(() => page.locator('h1').textContent()).toBe(c.title);
        const main = (await page.locator('main').textContent()) ?? '';
        expect(main).toContain(p.code);
        expect(main).toMatch(c.when);
        expect(main).toMatch(c.charged);
        expect(main).toContain('Hotel <Central> & Spa');
        expect(await page.getByTestId('voucher-status').textContent()).toBe(c.status);
        // The experience's own page, in the visitor's language.
        const link = page.locator('#voucher-experience a');
        expect(await link.getAttribute('href')).toMatch(new RegExp(`/${p.experienceId}$`));
        // The QR code is drawn by the page: an SVG image with a name and its modules.
        const qr = page.getByRole('img', { name: new RegExp(p.code) });
        expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
        expect(await qr.locator('path').count()).toBeGreaterThan(0);
        // Fits the window: nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          VIEWPORTS[c.size].width,
        );

        const calendar = page.getByRole('link', { name: c.calendar });
        const href = (await calendar.getAttribute('href')) ?? '';
        const ics = await page.request.get(`${ctx.app.baseUrl}${href}`);
        expect(ics.status()).toBe(200);
        expect(ics.headers()['content-type']).toContain('text/calendar');
        expect(ics.headers()['cache-control']).toBe('private, no-store');
        expect(await ics.text()).toContain(`UID:${p.code}@`);
        const wrongIcs = await page.request.get(`${ctx.app.baseUrl}${href.replace(/t=[^&]+/, 't=wrong')}`);
        expect(wrongIcs.status()).toBe(404);

        if (process.env.SCREENSHOTS)
          await page.screenshot({ path: `test-results/voucher-${c.size}-${c.locale}.png`, fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);

        // Printing shows the voucher alone: no site header or footer, no buttons.
        await page.emulateMedia({ media: 'print' });
        expect(await page.locator('body > header').isVisible()).toBe(false);
        expect(await page.locator('body > footer').isVisible()).toBe(false);
        expect(await calendar.isVisible()).toBe(false);
        expect(await qr.isVisible()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('answers the product’s 404, alike for a wrong token, no token and an unknown code', async () => {
    const p = await prepare();
    const paths = [
      `/voucher/${p.code}?t=${p.token}x`,
      `/voucher/${p.code}`,
      `/voucher/${p.code}?t=`,
      `/voucher/NOSUCHCODE?t=${p.token}`,
    ];
    const bodies: string[] = [];
    for (const path of paths) {
      const { context, page, response } = await open('phone', 'es-PA', path);
      try {
        expect(response?.status(), path).toBe(404);
        expect(response?.headers()['cache-control'], path).toContain('no-store');
        const main = (await page.locator('main').textContent()) ?? '';
        expect(main, path).toContain('404');
        expect(main, path).not.toContain(p.code);
        bodies.push(main);
      } finally {
        await context.close();
      }
    }
    expect(new Set(bodies).size).toBe(1);
  });
});
