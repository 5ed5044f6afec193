import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, VIEWPORTS } from '../helpers/browser';
import { createListeningApp } from '../helpers/listening-app';

let app: Awaited<ReturnType<typeof createListeningApp>>;
let browser: Browser;

beforeAll(async () => {
  if (!hasChromium()) return;
  app = await createListeningApp({ seed: true, experiences: 60, web: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe.runIf(hasChromium())('home page', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders on the server, hydrates and loads more experiences (${size}, es then en)`, async () => {
      const context = await browser.newContext({ viewport, locale: 'es-PA' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

      const response = await page.goto(app.baseUrl, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toBe('Vive lo mejor de cada destino');
      const cards = page.locator('section[aria-labelledby="all-experiences"] article');
      expect(await cards.count()).toBe(8);
      await page.screenshot({ path: `test-results/home-es-${size}.png`, fullPage: true, caret: 'initial' });

      await page.getByRole('link', { name: 'Ver más' }).click();
      await expect.poll(() => cards.count()).toBe(16);

      // Phones choose the language in the settings drawer, wider screens in the header.
      if (size === 'phone') await page.getByRole('button', { name: 'Abrir cuenta, país e idioma' }).click();
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Live the best of every destination');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.screenshot({ path: `test-results/home-en-${size}.png`, fullPage: true, caret: 'initial' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('answers unknown paths with the 404 page and status 404', async () => {
    const page = await browser.newPage({ locale: 'es-PA' });
    const response = await page.goto(`${app.baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).count()).toBe(1);
    // A malformed query is the visitor's mistake: 400, never a 500.
    expect((await fetch(`${app.baseUrl}/?country=abc`)).status).toBe(400);
    expect((await fetch(`${app.baseUrl}/?page=0`)).status).toBe(400);
    await page.close();
  });
});
