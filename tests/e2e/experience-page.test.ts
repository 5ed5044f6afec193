import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../helpers/browser';
import { gotoHydrated } from '../helpers/hydrated-page';
import { createListeningApp } from '../helpers/listening-app';
import { apiHeaders } from '../helpers/test-app';

let app: Awaited<ReturnType<typeof createListeningApp>>;
let browser: Browser;
let target: { url: string; id: number; reviews: number };

beforeAll(async () => {
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

describe('experience page', () => {
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

        const response = await gotoHydrated(page, `${app.baseUrl}${target.url}`);
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
        await expect.poll(() => reviews.count()).toBe(3);
        // "Show more" (the first of the buttons that control the list; the star bars above it filter it).
        await page.locator('button[aria-controls="review-list"]').first().click();
        await expect.poll(() => reviews.count()).toBe(Math.min(6, api.reviews.length));
        // The booking card's shell: price, next departures, departure times on a 12-hour clock (the live
        // calendar loads after hydration: tests/e2e/booking-card.test.ts).
        const card = page.locator('#booking');
        expect(await card.textContent()).toContain(lang === 'es' ? 'Próximas salidas' : 'Next departures');
        const times = await card.locator('dd li').allTextContents();
        expect(times.length).toBeGreaterThan(0);
        for (const time of times) expect(time).toMatch(/^([1-9]|1[0-2]):\d{2} (AM|PM)$/);
        // Phones have a bar at the bottom that opens the card in a drawer; desktops have the card beside the text.
        const bar = page.locator('[data-booking-bar]');
        if (size === 'phone') {
          await page.evaluate(() => window.scrollTo(0, 1500));
          expect(await bar.isVisible()).toBe(true);
          // The scroll-to-top button rises above the bar instead of covering it.
          const up = page.getByRole('button', { name: lang === 'es' ? 'Volver arriba' : 'Back to top' });
          await expect.poll(() => up.isVisible()).toBe(true);
          const [barBox, upBox] = [await bar.boundingBox(), await up.boundingBox()];
          expect(upBox!.y + upBox!.height).toBeLessThanOrEqual(barBox!.y);
          await bar.getByRole('link').click();
          const drawer = page.locator('dialog[open]');
          await drawer.locator('[data-day] button').first().waitFor();
          await page.keyboard.press('Escape');
          await expect.poll(() => drawer.count()).toBe(0);
        } else {
          expect(await bar.isVisible()).toBe(false);
          expect(await card.isVisible()).toBe(true);
          await card.locator('[data-day] button').first().waitFor();
        }
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

  it('skips the layout of the sections below the first screen while loading, then lays them out (phone)', async () => {
    const below = ['location', 'reviews', 'similar']
      .map((id) => `section[aria-labelledby="${id}"]`)
      .join(', ');
    // Without the app (the HTML as it arrives): the map, the reviews and the similar activities skip their
    // layout and take their usual height.
    const still = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const html = await still.newPage();
    // Without JavaScript the server's page is all there is: loaded is ready.
    await html.goto(`${app.baseUrl}${target.url}`);
    const sections = html.locator(below);
    expect(await sections.count()).toBe(3);
    for (const section of await sections.all())
      expect(await section.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    // The last, far below the first screen, is not drawn: it takes its usual height, the carousel's.
    const similar = html.locator('section[aria-labelledby="similar"]');
    expect(await similar.evaluate((el) => el.getBoundingClientRect().height)).toBe(484);
    const card = similar.locator('article').first();
    expect(await card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    // The rating's link still lands on the reviews, drawn, while they are skipped.
    await html.locator('a[href="#reviews"]').click();
    await expect.poll(() => html.locator('#review-list > li').first().isVisible()).toBe(true);
    expect(await html.locator('h2#reviews').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(
      10,
    );
    await still.close();

    // With the app: once the browser is idle every section is laid out for real.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-PA' });
    const page = await context.newPage();
    await gotoHydrated(page, `${app.baseUrl}${target.url}`);
    expect(await page.locator(below).count()).toBe(3);
    await expect.poll(() => page.locator('.skip-offscreen').count()).toBe(0);
    await context.close();
  });

  it('opens the photos full screen: keys, Escape, back and focus (desktop); swipe and a departure (phone)', async () => {
    const dates = (
      await app.app.inject({
        method: 'GET',
        url: `/api/v1/get-available-dates/${target.id}`,
        headers: apiHeaders(),
      })
    ).json() as { dates: string[] };
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-PA' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, `${app.baseUrl}${target.url}`);
    const pageUrl = page.url();
    const viewer = page.locator('dialog[data-gallery-viewer][open]');
    const counter = viewer.locator('[aria-live]');
    const total = await page.locator('section[aria-label] ul button[aria-current]').count();
    expect(total).toBeGreaterThan(2);
    const main = page.getByRole('button', { name: 'Ver la foto 1 a pantalla completa' });
    await main.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    expect(new URL(page.url()).hash).toBe('#photos');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`3 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`2 / ${total}`);
    // The photo shown is a file the size of the screen: the 1600 px one on a 1280 px screen.
    const shown = viewer.locator('li:not([aria-hidden="true"]) img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-1600\.webp$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    expect(page.url()).toBe(pageUrl);
    // Focus is back on the photo that opened it, which now shows the last photo seen.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focused).toBe('Ver la foto 2 a pantalla completa');
    // From a thumbnail, closed by the browser's back button: the page stays.
    const third = page.getByRole('button', { name: 'Ver foto 3', exact: true });
    await third.click();
    await expect.poll(() => counter.textContent()).toBe(`3 / ${total}`);
    await page.goBack();
    await expect.poll(() => viewer.count()).toBe(0);
    expect(page.url()).toBe(pageUrl);
    await expect.poll(focused).toBe('Ver foto 3');
    await page.screenshot({ path: 'test-results/gallery-closed-desktop.png' });
    await context.close();

    // A phone: a swipe moves to the next photo, a phone-sized file.
    const phone = await browser.newContext({
      viewport: VIEWPORTS.phone,
      locale: 'en-US',
      hasTouch: true,
      isMobile: true,
    });
    const mobile = await phone.newPage();
    mobile.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(mobile, `${app.baseUrl}${target.url}`);
    await mobile.getByRole('button', { name: 'Show photo 1 full screen' }).tap();
    const phoneViewer = mobile.locator('dialog[data-gallery-viewer][open]');
    await expect.poll(() => phoneViewer.locator('[aria-live]').textContent()).toBe(`1 / ${total}`);
    const session = await phone.newCDPSession(mobile);
    // A finger dragged from right to left across the photo.
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y: 420 }] });
    for (let step = 1; step <= 10; step++) {
      const touchPoints = [{ x: 300 - step * 22, y: 420 }];
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => phoneViewer.locator('[aria-live]').textContent()).toBe(`2 / ${total}`);
    const phoneShown = phoneViewer.locator('li:not([aria-hidden="true"]) img');
    await expect
      .poll(() => phoneShown.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-(640|1024)\.webp$/);
    await mobile.screenshot({ path: 'test-results/gallery-phone-en.png' });
    await mobile.getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => phoneViewer.count()).toBe(0);
    // The next departures are the calendar's first days; one opens the card on that day.
    const departures = mobile.locator('#booking [data-departure]');
    expect(
      await departures.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-departure'))),
    ).toEqual(dates.dates.slice(0, 3));
    await departures.nth(1).tap();
    const drawer = mobile.locator('dialog[open]');
    await drawer.locator(`[data-day="${dates.dates[1]}"][data-selected="true"]`).waitFor();
    await mobile.screenshot({ path: 'test-results/next-departure-drawer-en.png' });
    expect(errors).toEqual([]);
    await phone.close();
  });

  it('answers an unknown experience with the oops page and status 404', async () => {
    const page = await browser.newPage({ locale: 'es-PA' });
    const response = await page.goto(`${app.baseUrl}/panama/bocas-del-toro/no-existe/999999`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('¡Ups!');
    await page.close();
  });
});
