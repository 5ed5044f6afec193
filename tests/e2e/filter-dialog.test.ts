import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../../db/client';
import { describe, expect, it } from 'vitest';
import { categoryPath, destinationPath } from '../../domain/catalog/slug';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const t = useBrowserApp({ seed: true, experiences: 120, web: true });

const resultCount = async (page: Page) =>
  Number(((await page.locator('#main').getByRole('status').textContent()) ?? '').replace(/\D/g, ''));

async function openFilters(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

describe('filter dialog', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`narrows a search by country, destination and price, and puts it in the URL (${size}, es)`, async () => {
      const page = await t.browser.newPage({ viewport, locale: 'es-PA', bypassCSP: true });
      await gotoHydrated(page, `${t.app.baseUrl}/search`);
      const all = await resultCount(page);
      expect(all).toBeGreaterThan(16);

      const dialog = await openFilters(page, /^Filtros$/);
      // Destinations wait for a country; then the chosen country's cities appear as checkboxes.
      await expect
        .poll(() => dialog.getByText('Elige un país para ver sus destinos.').isVisible())
        .toBe(true);
      await dialog.getByLabel('País').selectOption({ label: 'Panamá' });
      const cities = dialog.getByRole('group', { name: 'Destinos' }).getByRole('checkbox');
      await expect.poll(() => cities.count()).toBeGreaterThan(0);
      // The live count on Apply follows the choice.
      const apply = dialog.getByRole('button', { name: /^Ver \d+ experiencias?$/ });
      await expect
        .poll(async () => Number((await apply.textContent())?.replace(/\D/g, '')))
        .toBeLessThan(all);
      await cities.first().check();
      const maxPrice = dialog.getByRole('slider', { name: 'Precio máximo' });
      await maxPrice.focus();
      // The count is asked again once the slider rests: wait for the answer with every choice in it.
      const counted = page.waitForResponse(
        (r) =>
          r.url().includes('/filter-options') &&
          r.url().includes('cities=') &&
          r.url().includes('priceMax=450'),
      );
      for (let i = 0; i < 5; i++) await maxPrice.press('ArrowLeft');
      await counted;
      expect(await maxPrice.getAttribute('aria-valuetext')).toMatch(/450/);
      await page.screenshot({ path: `test-results/filters-dialog-es-${size}.png`, caret: 'initial' });
      expect(await seriousViolations(page)).toEqual([]);
      // The count is current once the button is no longer busy asking for it.
      await expect.poll(() => apply.getAttribute('aria-busy')).toBeNull();
      const shown = Number((await apply.textContent())?.replace(/\D/g, ''));
      await apply.click();

      await page.waitForURL(/country=\d+/);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/search');
      expect(url.searchParams.getAll('cities')).toHaveLength(1);
      expect(url.searchParams.get('priceMax')).toBe('450');
      expect(url.searchParams.get('priceMin')).toBe('0');
      await expect.poll(() => resultCount(page)).toBe(shown);
      // Country, one destination and the price range: three active filters on the badge.
      await expect.poll(() => page.getByRole('button', { name: /Filtros/ }).textContent()).toContain('3');
      const chips = await page.locator('#main article a[href^="/country/"]').allTextContents();
      expect(new Set(chips)).toEqual(new Set(['Panamá']));

      // Delete filters in the dialog resets it; Apply then shows everything again.
      const again = await openFilters(page, /Filtros/);
      await again.getByRole('button', { name: 'Borrar filtros' }).click();
      await expect.poll(() => again.getByLabel('País').inputValue()).toBe('');
      await again.getByRole('button', { name: /^Ver \d+ experiencias$/ }).click();
      await page.waitForURL((u) => u.pathname === '/search' && u.search === '');
      await expect.poll(() => resultCount(page)).toBe(all);
      await page.close();
    });
  }

  it('on a category page the categories are hidden and filters stay on the category path (en, phone)', async () => {
    const categories = await t.api('/api/v2/categories/web?where=featured:bool(false)', 'en');
    const category = categories.data[0];
    const path = categoryPath({ title: category.name, id: category.id });
    const page = await t.browser.newPage({ viewport: VIEWPORTS.phone, locale: 'en-US' });
    await gotoHydrated(page, `${t.app.baseUrl}${path}`);
    const dialog = await openFilters(page, /^Filters$/);
    await expect.poll(() => dialog.getByLabel('Country').isVisible()).toBe(true);
    expect(await dialog.getByRole('group', { name: 'Categories' }).count()).toBe(0);
    await dialog.getByLabel('Private').check();
    await dialog.getByLabel('English').check();
    await page.screenshot({ path: 'test-results/filters-dialog-en-phone-category.png' });
    await dialog.getByRole('button', { name: /^Show \d+ experiences?$/ }).click();
    await page.waitForURL(/properties=private/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    expect(url.searchParams.getAll('language')).toEqual(['en']);
    await expect.poll(() => page.getByRole('button', { name: /Filters/ }).textContent()).toContain('2');
    // Escape closes the dialog and focus returns to the button that opened it.
    await openFilters(page, /Filters/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Filters/);
    await page.close();
  });

  it('on a destination page neither country nor destinations are offered (en, desktop)', async () => {
    const countries = await t.api('/api/v1/countries/simple', 'en');
    const panama = countries.data.find((c: { iso_code: string }) => c.iso_code === 'PA');
    const destinations = await t.api(`/api/v1/countries/${panama.id}/destinations/simple`, 'en');
    const city = destinations.data.find((d: { experiences_count: number }) => d.experiences_count > 0);
    const page = await t.browser.newPage({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
    await gotoHydrated(page, `${t.app.baseUrl}${destinationPath({ title: city.name, id: city.id })}`);
    const dialog = await openFilters(page, /^Filters$/);
    await expect.poll(() => dialog.getByRole('group', { name: 'Categories' }).isVisible()).toBe(true);
    expect(await dialog.getByLabel('Country').count()).toBe(0);
    expect(await dialog.getByRole('group', { name: 'Destinations' }).count()).toBe(0);
    await page.close();
  });

  it('shows 9 destinations on desktop and 5 on phones until View more', async () => {
    // No demo country has ten destinations: add towns to one so both limits are visible.
    const [country] = await queryRows<{ id: number }>(
      t.app.database.db,
      sql`select id from countries where iso_code = 'SV'`,
    );
    for (const name of ['Juayúa', 'Apaneca', 'Ataco', 'Suchitoto', 'Perquín']) {
      await t.app.database.db.execute(sql`with d as (
          insert into destinations (country_id, latitude, longitude) values (${country!.id}, 13.8, -89.7) returning id)
        insert into destination_translations (destination_id, lang_code, name)
          select id, lang, ${name} from d, unnest(array['es', 'en']) as lang`);
    }
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const page = await t.browser.newPage({ viewport, locale: 'es-PA' });
      await gotoHydrated(page, `${t.app.baseUrl}/search?country=${country!.id}`);
      const dialog = await openFilters(page, /Filtros/);
      const group = dialog.getByRole('group', { name: 'Destinos' });
      const visible = () => group.locator('li:visible').count();
      await expect.poll(visible).toBe(size === 'phone' ? 5 : 9);
      await group.getByRole('button', { name: 'Ver más destinos' }).click();
      await expect.poll(visible).toBeGreaterThan(9);
      expect(await group.getByRole('button', { name: 'Ver más destinos' }).count()).toBe(0);
      await page.close();
    }
  });

  it('a malformed filter URL answers 400, and utm parameters are not filters', async () => {
    const bad = await fetch(`${t.app.baseUrl}/search?priceMax=9999`);
    expect(bad.status).toBe(400);
    const page = await t.browser.newPage({ viewport: VIEWPORTS.desktop, locale: 'es-PA' });
    await gotoHydrated(page, `${t.app.baseUrl}/search?utm_source=news&language=es`);
    expect(await page.getByRole('button', { name: /Filtros/ }).textContent()).toContain('1');
    await page.close();
  });
});
