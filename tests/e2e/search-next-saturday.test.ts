import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { departureLabel } from '../../domain/booking/departure-label';
import { twelveHour } from '../../domain/booking/departures';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { openPage } from '../helpers/chrome-page';
import { apiHeaders, TEST_NOW } from '../helpers/test-app';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

/** The Saturday after the test clock's day (TEST_NOW is a Sunday in every catalogue time zone). */
function nextSaturday(): string {
  const day = new Date(TEST_NOW);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

const GROUP = 4;

const LANGS = {
  es: {
    locale: 'es-PA',
    viewport: VIEWPORTS.phone,
    openSearch: 'Abrir la búsqueda',
    bar: 'Buscar',
    date: 'Fecha',
    travellers: 'Viajeros',
    count: (n: number) => `${n} ${n === 1 ? 'experiencia' : 'experiencias'}`,
    viewMore: 'Ver más',
  },
  en: {
    locale: 'en-US',
    viewport: VIEWPORTS.desktop,
    openSearch: 'Open search',
    bar: 'Search',
    date: 'Date',
    travellers: 'Travellers',
    count: (n: number) => `${n} ${n === 1 ? 'experience' : 'experiences'}`,
    viewMore: 'View more',
  },
} as const;

/** The hours of a day with their places left, as the booking card asks for them. */
async function hoursOn(experienceId: number, date: string) {
  const reply = await ctx.app.app.inject({
    method: 'POST',
    url: '/api/v1/get-available-schedule',
    headers: apiHeaders('es'),
    payload: { experience: experienceId, date_booking: date },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ data: { hour: string; available_places: number }[] }>().data;
}

/** Focus moves by Tab until it reaches `target` (at most `limit` presses): the keyboard's way there. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the field');
}

/** Every result of the page, following View more until there is none. */
async function allResults(page: Page, viewMore: string) {
  const more = page.getByRole('link', { name: viewMore });
  while ((await more.count()) > 0) {
    const before = await page.locator('#main article').count();
    await more.click();
    await expect.poll(() => page.locator('#main article').count()).toBeGreaterThan(before);
  }
  return page.locator('#main article').evaluateAll((cards) =>
    cards.map((card) => ({
      href: card.querySelector('h3 a')?.getAttribute('href') ?? '',
      text: card.textContent ?? '',
    })),
  );
}

describe('a search for next Saturday and 4 travellers from the header bars', () => {
  for (const [lang, text] of Object.entries(LANGS) as [
    keyof typeof LANGS,
    (typeof LANGS)[keyof typeof LANGS],
  ][]) {
    const phone = text.viewport === VIEWPORTS.phone;
    it(`finds only experiences with places for the group that day (${lang}, ${text.viewport.width} px${phone ? '' : ', keyboard only'})`, async () => {
      const saturday = nextSaturday();
      const { page, errors, close } = await openPage(ctx.browser, `${ctx.app.baseUrl}/faqs`, {
        viewport: text.viewport,
        locale: text.locale,
      });
      if (phone) {
        await page.getByRole('button', { name: text.openSearch }).click();
        await expect.poll(() => page.locator('#mobile-search-bar:popover-open').count()).toBe(1);
      }
      const bar = page
        .locator(phone ? '#mobile-search-bar' : 'header')
        .getByRole('search', { name: text.bar });
      const date = bar.getByLabel(text.date, { exact: true });
      const travellers = bar.getByRole('spinbutton', { name: text.travellers });
      expect(await date.isVisible()).toBe(true);
      expect(await travellers.isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      if (phone) {
        await date.fill(saturday);
        await travellers.fill(String(GROUP));
        await page.screenshot({
          path: `test-results/search-next-saturday-bar-${lang}.png`,
          caret: 'initial',
        });
        await travellers.press('Enter');
      } else {
        // From the top of the page, by keyboard alone: the day typed in the field's own order
        // (mm/dd/yyyy in en-US), the group, then Enter.
        await tabTo(page, date);
        const [y, m, d] = saturday.split('-');
        await page.keyboard.type(`${m}${d}${y}`);
        expect(await date.inputValue()).toBe(saturday);
        await tabTo(page, travellers, 5);
        await page.keyboard.type(String(GROUP));
        await page.screenshot({
          path: `test-results/search-next-saturday-bar-${lang}.png`,
          caret: 'initial',
        });
        await page.keyboard.press('Enter');
      }
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('date') === saturday);
      const url = new URL(page.url());
      expect(url.searchParams.get('travellers')).toBe(String(GROUP));
      expect(url.searchParams.has('to')).toBe(false);

      // The count is the API's for the same search, and every card is one of them.
      const api = await ctx.api(
        `/api/v1/experiences/simple?date=${saturday}&travellers=${GROUP}&limit=1`,
        lang,
      );
      const total: number = api.pagination.total_records;
      expect(total).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: new RegExp(`^${text.count(total)}$`) })
            .count(),
        )
        .toBe(1);
      const cards = await allResults(page, text.viewMore);
      expect(cards).toHaveLength(total);

      // Each card's first departure is on that Saturday, at an hour the booking card sells to 4.
      const dayLabel = departureLabel({ date: saturday, hour: '00:00' }, lang).split(' · ')[0]!;
      for (const card of cards) {
        const id = Number(card.href.split('/').pop());
        const shown = card.text.match(new RegExp(`${dayLabel} · (\\d{1,2}:\\d{2} [AP]M)`))?.[1];
        expect(shown, `${card.href}: ${card.text}`).toBeDefined();
        const hours = await hoursOn(id, saturday);
        const hour = hours.find((item) => twelveHour(item.hour) === shown);
        expect(hour?.available_places, card.href).toBeGreaterThanOrEqual(GROUP);
      }

      // The bar shows what was searched; the results page passes axe.
      if (phone) await page.getByRole('button', { name: text.openSearch }).click();
      expect(await date.inputValue()).toBe(saturday);
      expect(await travellers.inputValue()).toBe(String(GROUP));
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/search-next-saturday-results-${lang}.png`,
        caret: 'initial',
      });
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe('the same search before any script has run (390 px)', () => {
  for (const [lang, text] of Object.entries(LANGS) as [
    keyof typeof LANGS,
    (typeof LANGS)[keyof typeof LANGS],
  ][]) {
    it(`sends the day and the group with the browser's own form submission (${lang})`, async () => {
      const saturday = nextSaturday();
      // A group that some of the catalogue's Saturdays cannot take, so the results are visibly fewer.
      const group = 20;
      const { page, close } = await openPage(ctx.browser, `${ctx.app.baseUrl}/faqs`, {
        viewport: VIEWPORTS.phone,
        locale: text.locale,
        javaScriptEnabled: false,
      });
      // The phone's bar is the browser's popover; its day and group fields are labelled in the language.
      await page.getByRole('button', { name: text.openSearch }).click();
      await expect.poll(() => page.locator('#mobile-search-bar:popover-open').count()).toBe(1);
      const bar = page.locator('#mobile-search-bar').getByRole('search', { name: text.bar });
      const date = bar.getByLabel(text.date, { exact: true });
      const travellers = bar.getByRole('spinbutton', { name: text.travellers });
      await date.fill(saturday);
      await travellers.fill(String(group));
      await travellers.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('date') === saturday);
      expect(new URL(page.url()).searchParams.get('travellers')).toBe(String(group));

      // The server-rendered results are the search's: its count, and every card leaves that Saturday.
      const api = await ctx.api(
        `/api/v1/experiences/simple?date=${saturday}&travellers=${group}&limit=1`,
        lang,
      );
      const total: number = api.pagination.total_records;
      const everything: number = (await ctx.api('/api/v1/experiences/simple?limit=1', lang)).pagination
        .total_records;
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(everything);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: new RegExp(`^${text.count(total)}$`) })
          .count(),
      ).toBe(1);
      const dayLabel = departureLabel({ date: saturday, hour: '00:00' }, lang).split(' · ')[0]!;
      const cards = await page.locator('#main article').allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toContain(`${dayLabel} · `);
      // The bar shows what was searched, and an empty day or group is no filter at all.
      await page.getByRole('button', { name: text.openSearch }).click();
      expect(await date.inputValue()).toBe(saturday);
      expect(await travellers.inputValue()).toBe(String(group));
      await date.fill('');
      await travellers.fill('');
      await travellers.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('date') === '');
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: new RegExp(`^${text.count(everything)}$`) })
          .count(),
      ).toBe(1);
      await close();
    });
  }
});
