import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { describe, expect, it } from 'vitest';
import { countryPath, destinationPath, categoryPath, highlightPath } from '../../domain/catalog/slug';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const t = useBrowserApp({ seed: true, experiences: 120, web: true });

const CAROUSEL_TITLES = {
  'es-PA': {
    others: 'Otros destinos',
    explore: 'Destinos para explorar',
    inPanama: 'Destinos en Panamá',
    noResults: 'No encontramos experiencias',
  },
  'en-US': {
    others: 'Other destinations',
    explore: 'Destinations to explore',
    inPanama: 'Destinations in Panama',
    noResults: "We couldn't find experiences",
  },
} as const;

/**
 * The destination carousel under a listing's results: its title, and every tile's link and subtitle
 * (country · experiences) once the carousel is hovered, which renders the tiles past the first three.
 */
async function destinationCarousel(page: Page) {
  const section = page.locator('section[aria-labelledby="destination-carousel"]');
  expect(await section.count(), `destination carousel on ${page.url()}`).toBe(1);
  await section.scrollIntoViewIfNeeded();
  const region = section.getByRole('group', { name: /./ }).first();
  await region.hover();
  const tiles = region.locator('li a');
  await expect.poll(() => tiles.count()).toBeGreaterThan(3);
  return {
    section,
    title: await section.locator('h2').textContent(),
    label: await region.getAttribute('aria-label'),
    hrefs: await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
    subtitles: await tiles.locator('p:last-child').allTextContents(),
    lazy: await tiles
      .locator('img')
      .evaluateAll((images) => images.every((image) => image.getAttribute('loading') === 'lazy')),
  };
}

const DESTINATION_HREF = /^\/destinations\/[a-z0-9-]+\/\d+$/;

describe('listing pages', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`search finds Cartagena from a typo in the hero search (${size})`, async () => {
      const page = await t.browser.newPage({ viewport, locale: 'es-PA' });
      await gotoHydrated(page, `${t.app.baseUrl}/`);
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

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const locale of ['es-PA', 'en-US'] as const) {
      it(`a city page offers other destinations, and a search destinations to explore (${size}, ${locale})`, async () => {
        const lang = locale === 'es-PA' ? 'es' : 'en';
        const titles = CAROUSEL_TITLES[locale];
        const countries = await t.api('/api/v1/countries/simple', lang);
        const panama = countries.data.find((c: { iso_code: string }) => c.iso_code === 'PA');
        const cities = await t.api(`/api/v1/countries/${panama.id}/destinations/simple`, lang);
        const city = cities.data.find((d: { experiences_count: number }) => d.experiences_count > 0);
        const page = await t.browser.newPage({ viewport, locale });

        // A city page: other cities, its own country's first, never the city itself.
        await gotoHydrated(page, `${t.app.baseUrl}${destinationPath({ title: city.name, id: city.id })}`);
        const others = await destinationCarousel(page);
        expect(others.title).toBe(titles.others);
        expect(others.label).toBe(titles.others);
        expect(others.hrefs.length).toBeLessThanOrEqual(10);
        for (const href of others.hrefs) expect(href).toMatch(DESTINATION_HREF);
        expect(others.hrefs.some((href) => href.endsWith(`/${city.id}`))).toBe(false);
        expect(new Set(others.hrefs).size).toBe(others.hrefs.length);
        expect(others.subtitles[0]?.startsWith(`${panama.name} · `)).toBe(true);
        expect(others.lazy).toBe(true);
        await others.section.screenshot({ path: `test-results/other-destinations-${locale}-${size}.png` });
        // A tile leads to that city's page.
        const next = page.locator('section[aria-labelledby="destination-carousel"] li a').first();
        const nextName = await next.locator('p').first().textContent();
        await next.click();
        await page.waitForURL((url) => url.pathname === others.hrefs[0]);
        await expect.poll(() => page.locator('h1').textContent()).toBe(nextName);

        // A search: destinations to explore below the results, from more than one country.
        await gotoHydrated(page, `${t.app.baseUrl}/search?searchText=snorkel`);
        const explore = await destinationCarousel(page);
        expect(explore.title).toBe(titles.explore);
        for (const href of explore.hrefs) expect(href).toMatch(DESTINATION_HREF);
        expect(new Set(explore.subtitles.map((text) => text.split(' · ')[0])).size).toBeGreaterThan(1);
        expect(explore.lazy).toBe(true);
        const resultsBottom = await page
          .locator('#main article')
          .last()
          .evaluate((card) => card.getBoundingClientRect().bottom);
        const carouselTop = await explore.section.evaluate((section) => section.getBoundingClientRect().top);
        expect(carouselTop).toBeGreaterThan(resultsBottom);

        // With a country filter, that country's destinations.
        await gotoHydrated(page, `${t.app.baseUrl}/search?country=${panama.id}`);
        const inCountry = await destinationCarousel(page);
        expect(inCountry.title).toBe(titles.inPanama);
        for (const subtitle of inCountry.subtitles)
          expect(subtitle.startsWith(`${panama.name} · `)).toBe(true);

        // No results: the help, and still somewhere to go.
        await gotoHydrated(page, `${t.app.baseUrl}/search/zzqxwv`);
        expect(await page.locator('#main article').count()).toBe(0);
        expect(await page.getByRole('heading', { name: titles.noResults }).count()).toBe(1);
        const lost = await destinationCarousel(page);
        expect(lost.title).toBe(titles.explore);
        expect(lost.hrefs.length).toBeGreaterThan(3);
        await page.screenshot({
          path: `test-results/search-no-results-${locale}-${size}.png`,
          fullPage: true,
        });
        await page.close();
      });
    }
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
      const response = await gotoHydrated(page, `${t.app.baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').textContent(), path).toBe(title);
      expect(await page.locator('#main article').count(), path).toBeGreaterThan(0);
      await page.close();
    }
    const countryPage = await t.browser.newPage({ viewport: VIEWPORTS.phone, locale: 'en-US' });
    await gotoHydrated(countryPage, `${t.app.baseUrl}${countryPath({ title: panama.name, id: panama.id })}`);
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
