import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, VIEWPORTS } from '../helpers/browser';
import { createListeningApp } from '../helpers/listening-app';
import { apiHeaders } from '../helpers/test-app';

let app: Awaited<ReturnType<typeof createListeningApp>>;
let browser: Browser;
let target: { url: string; id: number; reviews: number };

beforeAll(async () => {
  if (!hasChromium()) return;
  app = await createListeningApp({ seed: true, experiences: 60, web: true });
  browser = await launchBrowser();
  const list = await app.app.inject({
    method: 'GET',
    url: '/api/v1/experiences/simple?limit=20',
    headers: apiHeaders(),
  });
  const withReviews = list.json().data.find((e: { reviews_count: number }) => e.reviews_count > 3);
  target = { url: withReviews.url, id: withReviews.id, reviews: withReviews.reviews_count };
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe.runIf(hasChromium())('experience page', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const locale of ['es-PA', 'en-US'] as const) {
      it(`shows the experience with its map and reviews (${size}, ${locale})`, async () => {
        const context = await browser.newContext({ viewport, locale });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        const lang = locale.slice(0, 2) as 'es' | 'en';
        const api = (
          await app.app.inject({
            method: 'GET',
            url: `/api/v1/experience/${target.id}`,
            headers: apiHeaders(lang),
          })
        ).json();

        const response = await page.goto(`${app.baseUrl}${target.url}`, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        expect(await page.locator('h1').textContent()).toBe(api.h1);
        expect(await page.title()).toBe(`${api.name} | Rumbo`);
        // The country is a lazy SVG image under the pin (the shapes stay out of the page's JavaScript).
        const map = page
          .getByRole('img', { name: api.country.name, exact: false })
          .filter({ has: page.locator('svg') });
        const shapes = map.locator('img');
        expect(await shapes.getAttribute('loading')).toBe('lazy');
        expect(await map.locator('svg path').count()).toBeGreaterThanOrEqual(1);
        await map.scrollIntoViewIfNeeded();
        await expect
          .poll(() => shapes.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        // The pin is drawn over the shapes, at the same size.
        const [under, over] = [await shapes.boundingBox(), await map.locator('svg').boundingBox()];
        expect(over).toEqual(under);
        const mapUrl = new URL((await shapes.getAttribute('src')) ?? '', app.baseUrl);
        const mapImage = await fetch(mapUrl);
        expect(mapImage.headers.get('content-type')).toBe('image/svg+xml');
        expect(await mapImage.text()).toContain('<path d="M');
        const reviews = page.locator('#review-list > li');
        expect(await reviews.count()).toBe(3);
        await page.locator('#reviews ~ div button, #review-list ~ div button').first().click();
        await expect.poll(() => reviews.count()).toBe(Math.min(6, api.reviews.length));
        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
        );
        expect(jsonLd.offers.priceCurrency).toBe('USD');
        await page.screenshot({
          path: `test-results/experience-${lang}-${size}.png`,
          fullPage: true,
          caret: 'initial',
        });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('answers an unknown experience with the oops page and status 404', async () => {
    const page = await browser.newPage({ locale: 'es-PA' });
    const response = await page.goto(`${app.baseUrl}/panama/bocas-del-toro/no-existe/999999`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('¡Ups!');
    await page.close();
  });
});
