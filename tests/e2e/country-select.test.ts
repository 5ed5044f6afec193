import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, VIEWPORTS } from '../helpers/browser';
import { createListeningApp } from '../helpers/listening-app';

let app: Awaited<ReturnType<typeof createListeningApp>>;
let browser: Browser;

beforeAll(async () => {
  if (!hasChromium()) return;
  app = await createListeningApp({ seed: true, experiences: 80, web: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The header's select on desktop; on phones the one in the settings drawer, opened first. */
async function countrySelect(page: Page, size: string) {
  if (size === 'desktop') return page.locator('header').getByRole('combobox', { name: 'País' });
  await page.getByRole('button', { name: 'Abrir cuenta, país e idioma' }).click();
  return page.getByRole('dialog', { name: 'País e idioma' }).getByRole('combobox', { name: 'País' });
}

describe.runIf(hasChromium())('country selector', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`narrows lists to a country, remembers it, and clears it (${size})`, async () => {
      const context = await browser.newContext({ viewport, locale: 'es-PA' });
      const page = await context.newPage();
      await page.goto(app.baseUrl, { waitUntil: 'networkidle' });
      await (await countrySelect(page, size)).selectOption({ label: 'Colombia' });
      await page.waitForURL(/\?country=\d+/);
      const chips = () =>
        page
          .locator('section[aria-labelledby="all-experiences"] article a[href^="/country/"]')
          .allTextContents();
      await expect.poll(async () => new Set(await chips())).toEqual(new Set(['Colombia']));

      // A new visit restores the stored choice.
      await page.goto(app.baseUrl, { waitUntil: 'networkidle' });
      await page.waitForURL(/\?country=\d+/);
      await expect.poll(async () => new Set(await chips())).toEqual(new Set(['Colombia']));

      // On a country page the choice navigates; "all" goes home and forgets it.
      await page.goto(`${app.baseUrl}/country/colombia/2`, { waitUntil: 'networkidle' });
      await (await countrySelect(page, size)).selectOption({ label: 'Guatemala' });
      await expect.poll(() => page.locator('h1').textContent()).toBe('Guatemala');
      await (await countrySelect(page, size)).selectOption({ label: 'Todos los países' });
      await page.waitForURL(`${app.baseUrl}/`);
      expect(await page.evaluate(() => localStorage.getItem('countryId'))).toBeNull();
      await page.screenshot({ path: `test-results/country-select-${size}.png`, caret: 'initial' });
      await context.close();
    });
  }
});
