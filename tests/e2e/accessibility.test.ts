import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, VIEWPORTS } from '../helpers/browser';
import { gotoHydrated } from '../helpers/hydrated-page';
import { createListeningApp } from '../helpers/listening-app';
import { apiHeaders } from '../helpers/test-app';

let app: Awaited<ReturnType<typeof createListeningApp>>;
let browser: Browser;
let experienceUrl = '';
let countryUrl = '';
let destinationUrl = '';

beforeAll(async () => {
  app = await createListeningApp({ seed: true, experiences: 40, web: true });
  browser = await launchBrowser();
  const list = await app.app.inject({
    method: 'GET',
    url: '/api/v1/experiences/simple?limit=1',
    headers: apiHeaders(),
  });
  const first = list.json().data[0];
  experienceUrl = first.url;
  countryUrl = `/country/x/${first.country.id}`;
  destinationUrl = `/destinations/x/${first.destination.id}`;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('accessibility (axe: no serious or critical violations, and landmarks told apart)', () => {
  const pages = () => [
    '/',
    experienceUrl,
    countryUrl,
    // A city page and two searches, with and without results: each ends with a destination carousel.
    destinationUrl,
    '/search?searchText=snorkel',
    '/search/zzqxwv',
    '/faqs',
    '/privacy-policies',
    '/giftcards',
    '/no/such/page',
  ];
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const locale of ['es-PA', 'en-US']) {
      it(`passes on every page (${size}, ${locale})`, async () => {
        const context = await browser.newContext({ viewport, locale, bypassCSP: true });
        const found: Record<string, unknown> = {};
        for (const path of pages()) {
          const page = await context.newPage();
          await gotoHydrated(page, `${app.baseUrl}${path}`);
          const violations = await seriousViolations(page, ['landmark-unique']);
          if (violations.length > 0) found[path] = violations;
          await page.close();
        }
        expect(found).toEqual({});
        await context.close();
        // Ten pages, each hydrated and checked: more than one journey's usual minute on a busy machine.
      }, 180_000);
    }
  }

  for (const [locale, openSearch] of [
    ['es-PA', 'Abrir la búsqueda'],
    ['en-US', 'Open search'],
  ] as const) {
    it(`passes with the phone's search bar open (${locale})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale, bypassCSP: true });
      const page = await context.newPage();
      await gotoHydrated(page, `${app.baseUrl}/faqs`);
      await page.getByRole('button', { name: openSearch }).click();
      await page.locator('#mobile-search-bar:popover-open').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
