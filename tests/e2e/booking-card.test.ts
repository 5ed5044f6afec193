import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twelveHour } from '../../domain/booking/departures';
import { formatUsd, usdToCents } from '../../domain/pricing/money';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, VIEWPORTS } from '../helpers/browser';
import { createListeningApp } from '../helpers/listening-app';
import { apiHeaders, TEST_NOW } from '../helpers/test-app';
import { gotoHydrated } from '../helpers/hydrated-page';

let app: Awaited<ReturnType<typeof createListeningApp>>;
let browser: Browser;
let target: { id: number; url: string; date: string; hour: string };
/** Experiences with per-person prices, one with a seniors price and one without (decision 0045). */
const seniorsPriced: { with?: string; without?: string } = {};

interface Summary {
  id: number;
  url: string;
  min_persons: number;
  max_persons: number;
  price_package: number;
}

/** An experience with per-person prices, no minimum above 1 and a departure with room for 3. */
beforeAll(async () => {
  app = await createListeningApp({ seed: true, experiences: 40, web: true });
  browser = await launchBrowser();
  const list = await app.app.inject({
    method: 'GET',
    url: '/api/v1/experiences/simple?limit=40',
    headers: apiHeaders(),
  });
  for (const item of list.json().data as Summary[]) {
    if (item.price_package === 0 && !(seniorsPriced.with && seniorsPriced.without)) {
      const detail = await app.app.inject({
        method: 'GET',
        url: `/api/v1/experience/${item.id}`,
        headers: apiHeaders(),
      });
      seniorsPriced[detail.json().price_seniors === null ? 'without' : 'with'] ??= item.url;
    }
    if (target) continue;
    if (item.min_persons > 1 || item.max_persons < 3 || item.price_package > 0) continue;
    const dates = await app.app.inject({
      method: 'GET',
      url: `/api/v1/get-available-dates/${item.id}`,
      headers: apiHeaders(),
    });
    const date = dates.json().dates[1] as string | undefined;
    if (!date) continue;
    const hours = await app.app.inject({
      method: 'POST',
      url: '/api/v1/get-available-schedule',
      headers: apiHeaders(),
      payload: { experience: item.id, date_booking: date },
    });
    const slot = (hours.json().data as { hour: string; available_places: number }[]).find(
      (hour) => hour.available_places >= 3,
    );
    if (slot) target = { id: item.id, url: item.url, date, hour: slot.hour };
  }
  if (!target) throw new Error('the seed has no experience with 3 places on its second date');
  if (!seniorsPriced.with || !seniorsPriced.without)
    throw new Error('the seed needs experiences both with and without a seniors price');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function serverTotal(lang: 'es' | 'en', coupon: string | null): Promise<string> {
  const reply = await app.app.inject({
    method: 'POST',
    url: '/api/v1/booking/quote',
    headers: apiHeaders(lang),
    payload: {
      experience_id: target.id,
      booking_date: target.date,
      booking_hour: target.hour,
      participants: { adults: 2 },
      coupon_code: coupon,
    },
  });
  expect(reply.statusCode).toBe(200);
  return formatUsd(usdToCents(reply.json().data.total), lang);
}

const TEXT = {
  es: {
    open: 'Ver disponibilidad',
    addAdult: 'Agregar: Adultos',
    addSenior: 'Agregar: Adultos mayores',
    dateFirst: 'Selecciona la fecha primero.',
    apply: 'Aplicar',
    remove: 'Quitar cupón',
    applied: 'Cupón WELCOME10 aplicado',
    expired: 'Este cupón ya venció.',
    book: 'Reservar',
    hourMissing: 'Elige una hora para reservar.',
  },
  en: {
    open: 'Check availability',
    addAdult: 'Add: Adults',
    addSenior: 'Add: Seniors',
    dateFirst: 'Select the date first.',
    apply: 'Apply',
    remove: 'Remove coupon',
    applied: 'Coupon WELCOME10 applied',
    expired: 'This coupon has expired.',
    book: 'Book',
    hourMissing: 'Choose a time to book.',
  },
};

async function applyCoupon(card: Locator, code: string, text: (typeof TEXT)['es']) {
  await card.getByPlaceholder(/Código|Code/).fill(code);
  await card.getByRole('button', { name: text.apply, exact: true }).click();
}

/** The experience's booking card: the drawer opened by the booking bar on phones, the sticky card on desktops. */
async function openCard(page: Page, size: 'phone' | 'desktop', text: (typeof TEXT)['es']): Promise<Locator> {
  if (size === 'desktop') return page.locator('#booking');
  await page.locator('[data-booking-bar]').getByRole('link', { name: text.open }).click();
  return page.locator('dialog[open]');
}

describe('booking card', () => {
  for (const [size, lang] of [
    ['phone', 'en'],
    ['desktop', 'es'],
  ] as const) {
    it(`shows a seniors counter only when the experience has a seniors price (${size}, ${lang})`, async () => {
      const context = await browser.newContext({
        viewport: VIEWPORTS[size],
        locale: lang === 'es' ? 'es-PA' : 'en-US',
        bypassCSP: true,
      });
      await context.clock.setFixedTime(TEST_NOW);
      const page = await context.newPage();
      const text = TEXT[lang];
      for (const [priced, url] of [
        [true, seniorsPriced.with!],
        [false, seniorsPriced.without!],
      ] as const) {
        await gotoHydrated(page, `${app.baseUrl}${url}`);
        const card = await openCard(page, size, text);
        await card.getByRole('button', { name: text.addAdult, exact: true }).waitFor();
        const seniors = card.getByRole('button', { name: text.addSenior, exact: true });
        expect(await seniors.count(), url).toBe(priced ? 1 : 0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: `test-results/booking-card-seniors-${priced ? 'priced' : 'none'}-${lang}-${size}.png`,
        });
      }
      await context.close();
    });
  }

  for (const [size, lang] of [
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as const) {
    it(`books a date, hour and participants at the server's price (${size}, ${lang})`, async () => {
      const context = await browser.newContext({
        viewport: VIEWPORTS[size],
        locale: lang === 'es' ? 'es-PA' : 'en-US',
        bypassCSP: true,
      });
      await context.clock.setFixedTime(TEST_NOW);
      const page: Page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const text = TEXT[lang];
      await gotoHydrated(page, `${app.baseUrl}${target.url}`);

      const card = await openCard(page, size, text);
      const day = card.locator(`[data-day="${target.date}"] button`);
      await day.waitFor();
      // Nothing moves before a date: the counters say why (a refused button stays focusable: the keyboard
      // reaches it; Playwright's click waits for buttons that are not aria-disabled).
      await card.getByRole('button', { name: text.addAdult, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText(text.dateFirst).count()).toBeGreaterThan(0);

      await day.click();
      await card.getByRole('button', { name: text.book, exact: true }).click();
      await card.getByText(text.hourMissing).waitFor();
      await card.locator('label', { hasText: twelveHour(target.hour) }).click();
      await card.getByRole('button', { name: text.addAdult, exact: true }).click();
      const total = card.locator('[data-booking-total]');
      await expect.poll(() => total.textContent()).toBe(await serverTotal(lang, null));

      await applyCoupon(card, 'WELCOME10', text);
      await card.getByText(text.applied).waitFor();
      await expect.poll(() => total.textContent()).toBe(await serverTotal(lang, 'WELCOME10'));
      await card.getByRole('button', { name: text.remove }).click();
      await applyCoupon(card, 'EXPIRED20', text);
      await card.getByText(text.expired).waitFor();
      await expect.poll(() => total.textContent()).toBe(await serverTotal(lang, null));

      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/booking-card-${lang}-${size}.png`, caret: 'initial' });

      await card.getByRole('button', { name: text.book, exact: true }).click();
      await page.waitForURL(/\/booking\/details$/);
      const draft = JSON.parse((await page.evaluate(() => localStorage.getItem('localBookingData'))) ?? '{}');
      expect(draft).toMatchObject({
        experienceId: target.id,
        bookingDate: target.date,
        bookingHour: target.hour,
        totalParticipants: { adults: 2, children: 0, babies: 0, seniors: 0 },
        coupon: null,
      });

      if (size === 'desktop') {
        // Back on the experience, the fresh draft comes back into the card.
        await gotoHydrated(page, `${app.baseUrl}${target.url}`);
        await expect
          .poll(() => page.locator('#booking [data-booking-total]').textContent())
          .toBe(await serverTotal(lang, null));
        expect(await page.locator(`#booking [data-day="${target.date}"]`).getAttribute('aria-selected')).toBe(
          'true',
        );
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
