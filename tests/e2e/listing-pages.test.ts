import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { describe, expect, it } from 'vitest';
import { countryPath, destinationPath, categoryPath, highlightPath } from '../../domain/catalog/slug';
import { hasChromium, VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';

const t = useBrowserApp({ seed: true, experiences: 120, web: true });

describe.runIf(hasChromium())('listing pages', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`search finds Cartagena from a typo in the hero search (${size})`, async () => {
      const page = await t.browser.newPage({ viewport, locale: 'es-PA' });
      await page.goto(`${t.app.baseUrl}/`, { waitUntil: 'networkidle' });
      await page.locator('#hero-search').fill('cartajena');
      await page.locator('#hero-search').press('Enter');
      await page.waitForURL(/\/search\?searchText=cartajena/);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Resultados para «cartajena»');
      const status = await page.locator('#main').getByRole('status').textContent();
      expect(status).toMatch(/^\d+ experiencias?$/);
      const cities = await page.locator('#main article h3').allTextContents();
      expect(cities.length).toBeGreaterThan(0);
      expect(cities.some((name) => name.includes('Cartagena'))).toBe(true);
      await page.screenshot({ path: `test-results/search-es-${size}.png`, fullPage: true, caret: 'initial' });
      // The visit is recorded first-party: a page view for each page and the search text.
      const searches = () =>
        queryRows<{ n: number }>(
          t.app.database.db,
          sql`select count(*)::int as n from analytics_events where name = 'search' and properties->>'searchText' = 'cartajena'`,
        );
      await expect.poll(async () => (await searches())[0]?.n).toBeGreaterThan(0);
      await page.close();
    });
  }

  it('country, destination, category and highlight pages show their own experiences', async () => {
    const countries = await t.api('/api/v1/countries/simple');
    const panama = countries.data.find((c: { iso_code: string }) => c.iso_code === 'PA');
    const destinations = await t.api(`/api/v1/countries/${panama.id}/destinations/simple`);
    const destination = destinations.data.find((d: { experiences_count: number }) => d.experiences_count > 0);
    const categories = await t.api('/api/v2/categories/web?where=featured:bool(false)');
    const highlights = await t.api('/api/v2/categories/web?where=featured:bool(true)');
    const pages = [
      [countryPath({ title: panama.name, id: panama.id }), panama.name],
      [destinationPath({ title: destination.name, id: destination.id }), destination.name],
      [categoryPath({ title: categories.data[0].name, id: categories.data[0].id }), categories.data[0].name],
      [highlightPath({ title: highlights.data[0].name, id: highlights.data[0].id }), highlights.data[0].name],
    ] as const;
    for (const [path, title] of pages) {
      const page = await t.browser.newPage({ viewport: VIEWPORTS.desktop, locale: 'es-PA' });
      const response = await page.goto(`${t.app.baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').textContent(), path).toBe(title);
      expect(await page.locator('#main article').count(), path).toBeGreaterThan(0);
      await page.close();
    }
    const countryPage = await t.browser.newPage({ viewport: VIEWPORTS.phone, locale: 'en-US' });
    await countryPage.goto(`${t.app.baseUrl}${countryPath({ title: panama.name, id: panama.id })}`, {
      waitUntil: 'networkidle',
    });
    const chips = await countryPage.locator('#main article a[href^="/country/"]').allTextContents();
    expect(new Set(chips)).toEqual(new Set(['Panama']));
    await countryPage.screenshot({
      path: 'test-results/country-en-phone.png',
      fullPage: true,
      caret: 'initial',
    });
    await countryPage.close();
  });

  it('answers unknown places with 404', async () => {
    for (const path of [
      '/country/atlantis/999999',
      '/destinations/x/999999',
      '/categories/x/abc',
      '/highlights/x/999999',
    ]) {
      expect((await fetch(`${t.app.baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});
