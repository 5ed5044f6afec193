import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 60, web: true });

/** On desktop the select in the header's country and language popover; on phones the one in the settings
 * drawer. Either is opened first. */
async function countrySelect(page: Page, size: string) {
  if (size === 'desktop') {
    await page
      .locator('header')
      .getByRole('button', { name: /^País e idioma/ })
      .click();
    return page.locator('header').getByRole('combobox', { name: 'País' });
  }
  await page.getByRole('button', { name: 'Abrir cuenta, país e idioma' }).click();
  return page.getByRole('dialog', { name: 'País e idioma' }).getByRole('combobox', { name: 'País' });
}

describe('country selector', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`narrows lists to a country, remembers it, and clears it (${size})`, async () => {
      const context = await ctx.browser.newContext({ viewport, locale: 'es-PA' });
      const page = await context.newPage();
      await gotoHydrated(page, ctx.app.baseUrl);
      await (await countrySelect(page, size)).selectOption({ label: 'Colombia' });
      await page.waitForURL(/\?country=\d+/);
      const chips = () =>
        page
          .locator('section[aria-labelledby="all-experiences"] article a[href^="/country/"]')
          .allTextContents();
      await expect.poll(async () => new Set(await chips())).toEqual(new Set(['Colombia']));

      // A new visit restores the stored choice.
      await gotoHydrated(page, ctx.app.baseUrl);
      await page.waitForURL(/\?country=\d+/);
      await expect.poll(async () => new Set(await chips())).toEqual(new Set(['Colombia']));

      // On a country page the choice navigates; "all" goes home and forgets it.
      await gotoHydrated(page, `${ctx.app.baseUrl}/country/colombia/2`);
      await (await countrySelect(page, size)).selectOption({ label: 'Guatemala' });
      await expect.poll(() => page.locator('h1').textContent()).toBe('Guatemala');
      await (await countrySelect(page, size)).selectOption({ label: 'Todos los países' });
      await page.waitForURL(`${ctx.app.baseUrl}/`);
      expect(await page.evaluate(() => localStorage.getItem('countryId'))).toBeNull();
      await page.screenshot({ path: `test-results/country-select-${size}.png`, caret: 'initial' });
      await context.close();
    });
  }
});
