import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { watchLayoutShift } from '../helpers/layout-shift';
import { VIEWPORTS } from '../helpers/browser';
import { CHROME_LABELS, openPage } from '../helpers/chrome-page';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

/** The phone search's labels, and what the search page then says, in both languages. */
const LANGS = {
  es: {
    ...CHROME_LABELS.es,
    openSearch: 'Abrir la búsqueda',
    cancel: 'Cancelar',
    field: 'Buscar',
    results: (text: string) => `Resultados para «${text}»`,
    invalid: 'No pudimos hacer esta búsqueda',
  },
  en: {
    ...CHROME_LABELS.en,
    openSearch: 'Open search',
    cancel: 'Cancel',
    field: 'Search',
    results: (text: string) => `Results for “${text}”`,
    invalid: "We couldn't run this search",
  },
} as const;

const open = (
  path: string,
  locale: string,
  viewport: { width: number; height: number } = VIEWPORTS.phone,
  javaScriptEnabled = true,
) => openPage(ctx.browser, `${ctx.app.baseUrl}${path}`, { viewport, locale, javaScriptEnabled });

const openBars = (page: Page) => page.locator('#mobile-search-bar:popover-open').count();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** A country listing page, /country/{slug}/{id}, of the first experience's country. */
async function listingPath() {
  const first = (await ctx.api('/api/v1/experiences/simple?limit=1')).data[0];
  return `/country/x/${first.country.id}`;
}

describe('phone search bar (390 px)', () => {
  for (const [lang, text] of Object.entries(LANGS)) {
    it(`finds the search on a listing page, searches and lands on the results (${lang})`, async () => {
      const { page, errors, close } = await open(await listingPath(), text.locale);
      const layoutShift = await watchLayoutShift(page);
      const mainTop = () => page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
      const before = await mainTop();
      // The desktop bar stays hidden on phones; the header offers a search button instead.
      expect(await page.locator('#header-search').isVisible()).toBe(false);
      const button = page.locator('header').getByRole('button', { name: text.openSearch });
      expect(await button.isVisible()).toBe(true);
      const field = page.getByRole('combobox', { name: text.field });
      expect(await field.isVisible()).toBe(false);

      // Opening moves focus into the field; Escape closes and gives focus back to the button.
      await button.click();
      await expect.poll(() => field.isVisible()).toBe(true);
      expect(await focusedId(page)).toBe('mobile-search');
      expect(await field.getAttribute('maxlength')).toBe('40');
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => openBars(page)).toBe(0);
      expect(await focusedLabel(page)).toBe(text.openSearch);

      // Cancel closes it too.
      await button.click();
      await expect.poll(() => openBars(page)).toBe(1);
      await page.getByRole('button', { name: text.cancel }).click();
      await expect.poll(() => openBars(page)).toBe(0);

      await button.click();
      await field.pressSequentially('snorkel');
      await page.screenshot({ path: `test-results/mobile-search-open-${lang}-phone.png`, caret: 'initial' });
      expect(await mainTop()).toBe(before);
      expect(await layoutShift()).toBe(0);
      await field.press('Enter');
      await page.waitForURL(/\/search\?searchText=snorkel$/);
      await expect.poll(() => page.locator('h1').textContent()).toBe(text.results('snorkel'));
      expect(await page.locator('#main article').count()).toBeGreaterThan(0);
      // The bar closes on the client navigation; the button is there on the results page too.
      await expect.poll(() => openBars(page)).toBe(0);
      expect(await button.isVisible()).toBe(true);
      await page.screenshot({
        path: `test-results/mobile-search-results-${lang}-phone.png`,
        caret: 'initial',
      });
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('shows the search button on home only once the hero search has scrolled away, without a shift', async () => {
    // Server-rendered hidden (the hero is in view at the top), like the desktop bar.
    const html = await (await fetch(`${ctx.app.baseUrl}/`)).text();
    expect(html).toMatch(
      /<button type="button" popovertarget="mobile-search-bar"[^>]*class="[^"]*\binvisible\b/i,
    );
    for (const [lang, text] of Object.entries(LANGS)) {
      const { page, errors, close } = await open('/', text.locale);
      const layoutShift = await watchLayoutShift(page);
      const button = page.locator('header').getByRole('button', { name: text.openSearch });
      expect(await button.isVisible()).toBe(false);
      expect(await page.locator('#hero-search').isVisible()).toBe(true);

      // Past the hero's whole search form (on phones: the text, the day and group, the button).
      await page.evaluate(() => {
        const field = document.getElementById('hero-search') as HTMLInputElement;
        const hero = field.form!.getBoundingClientRect();
        window.scrollTo(0, hero.bottom + window.scrollY);
      });
      await expect.poll(() => button.isVisible()).toBe(true);
      await button.click();
      await expect.poll(() => openBars(page)).toBe(1);
      expect(await focusedId(page)).toBe('mobile-search');
      await page.screenshot({ path: `test-results/mobile-search-home-${lang}-phone.png`, caret: 'initial' });
      await page.keyboard.press('Escape');
      await expect.poll(() => openBars(page)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => button.isVisible()).toBe(false);
      expect(await layoutShift()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('takes at most 40 characters, which the search page accepts; longer is a translated 400', async () => {
    const forty = 'x'.repeat(40);
    const { page, close } = await open('/faqs', LANGS.es.locale);
    await page.getByRole('button', { name: LANGS.es.openSearch }).click();
    const field = page.locator('#mobile-search');
    await field.pressSequentially('x'.repeat(45));
    expect(await field.inputValue()).toBe(forty);
    await field.press('Enter');
    await page.waitForURL(`${ctx.app.baseUrl}/search?searchText=${forty}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(LANGS.es.results(forty));
    await close();

    // The server takes what the bar sends (query or path) and refuses one character more, in the
    // visitor's language.
    for (const path of [`/search?searchText=${forty}`, `/search/${forty}`])
      expect((await fetch(`${ctx.app.baseUrl}${path}`)).status).toBe(200);
    for (const [lang, text] of Object.entries(LANGS)) {
      for (const path of [`/search?searchText=${forty}y`, `/search/${forty}y`]) {
        const response = await fetch(`${ctx.app.baseUrl}${path}`, {
          headers: { 'accept-language': lang === 'es' ? 'es-PA' : 'en-US' },
        });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(text.invalid.replace("'", '&#x27;'));
      }
    }
  });

  it('keeps 35 characters in the hero and desktop bars, and no phone button from 768 px', async () => {
    const { page, close } = await open('/faqs', LANGS.es.locale, VIEWPORTS.desktop);
    expect(await page.locator('#header-search').getAttribute('maxlength')).toBe('35');
    expect(await page.getByRole('button', { name: LANGS.es.openSearch }).isVisible()).toBe(false);
    await gotoHydrated(page, `${ctx.app.baseUrl}/`);
    expect(await page.locator('#hero-search').getAttribute('maxlength')).toBe('35');
    await close();
  });

  it('opens, focuses and submits before any script has run (the popover is the browser’s)', async () => {
    const { page, close } = await open('/faqs', LANGS.es.locale, VIEWPORTS.phone, false);
    await page.getByRole('button', { name: LANGS.es.openSearch }).click();
    await expect.poll(() => openBars(page)).toBe(1);
    expect(await focusedId(page)).toBe('mobile-search');
    await page.keyboard.type('snorkel');
    await page.keyboard.press('Enter');
    // Before the script runs every field of the bar is named; the empty day and group are no filter.
    await page.waitForURL(/\/search\?searchText=snorkel&date=&travellers=$/);
    expect(await page.locator('h1').textContent()).toBe(LANGS.es.results('snorkel'));
    await close();
  });
});
