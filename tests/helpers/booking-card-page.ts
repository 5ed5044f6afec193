import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatUsd, usdToCents } from '../../domain/pricing/money';
import { type BookingFixture, prepareBookingFixture } from './booking-fixture';
import { useBrowserApp } from './browser-app';
import { findFixture } from './expect-each';
import { VIEWPORTS } from './browser';
import { apiHeaders, TEST_NOW } from './test-app';
import { gotoHydrated } from './hydrated-page';

export type Size = keyof typeof VIEWPORTS;
export type Lang = 'es' | 'en';

/** The booking card's labels as a visitor meets them (common/i18n/*.json, booking.card and resumeCard). */
export const CARD_TEXT = {
  es: {
    locale: 'es-PA',
    open: 'Ver disponibilidad',
    addAdult: 'Agregar: Adultos',
    apply: 'Aplicar',
    book: 'Reservar',
    understood: 'Entendido',
    missingGeneral: 'Elige una fecha y una hora para reservar.',
    missingHour: 'Elige una hora para reservar.',
    pickupRequired: 'Escribe el hotel o la dirección donde te recogemos.',
    outside: 'Debes seleccionar una ubicación válida dentro de Panamá',
    map: 'Mapa de Panamá para elegir el punto de recogida',
    capacityTitle: 'No hay cupo para tu selección',
    maxDiscount: 'Cupón MAX5: el 20 % se rebajó a $5, el máximo que da.',
    notElegible: 'El precio de esta reserva supera el máximo al que se aplica el cupón.',
    expired: 'Este cupón ya venció.',
    applied: (code: string, percent: number) => `Cupón ${code} aplicado: ${percent} % de descuento.`,
    couponLine: (code: string, percent: number) => `Cupón ${code} (${percent} %)`,
    cappedLine: (code: string) => `Cupón ${code}`,
  },
  en: {
    locale: 'en-US',
    open: 'Check availability',
    addAdult: 'Add: Adults',
    apply: 'Apply',
    book: 'Book',
    understood: 'Understood',
    missingGeneral: 'Choose a date and a time to book.',
    missingHour: 'Choose a time to book.',
    pickupRequired: 'Type the hotel or address where we pick you up.',
    outside: 'You must select a valid location within Panama',
    map: 'Map of Panama to choose the pickup point',
    capacityTitle: 'No room for your selection',
    maxDiscount: 'Coupon MAX5: 20% lowered to $5, the most it gives.',
    notElegible: 'This booking costs more than the most the coupon applies to.',
    expired: 'This coupon has expired.',
    applied: (code: string, percent: number) => `Coupon ${code} applied: ${percent}% off.`,
    couponLine: (code: string, percent: number) => `Coupon ${code} (${percent}%)`,
    cappedLine: (code: string) => `Coupon ${code}`,
  },
} as const;

export type CardText = (typeof CARD_TEXT)[Lang];

/**
 * A journey file's app on the booking fixture (tests/helpers/booking-fixture.ts: Tuesday 24 has 10
 * places at 08:00 and 2 at 14:00; adults 50 USD; a pickup at 15 USD once and a lunch at 12 USD each),
 * with the experience page's address. Browsers run at TEST_NOW, the server's clock. `env` adds to the
 * app's environment (CAPTCHA_PROVIDER off, for a journey that also pays through the API).
 */
export function useBookingCardApp(env?: Record<string, string>) {
  const ctx = useBrowserApp({ seed: true, experiences: 12, web: true, ...(env ? { env } : {}) });
  let prepared: Promise<BookingFixture & { url: string }> | undefined;
  const prepare = () =>
    (prepared ??= (async () => {
      const f = await prepareBookingFixture(ctx.app);
      ctx.app.app.clearCatalogueCaches();
      const list = (await ctx.api('/api/v1/experiences/simple?limit=12')) as {
        data: { id: number; url: string }[];
      };
      const { url } = findFixture(
        list.data,
        (item) => item.id === f.experienceId,
        'booking fixture in the list',
      );
      return { ...f, url };
    })());

  /** The server's total for a selection, as the card formats it. */
  const serverTotal = async (lang: Lang, payload: Record<string, unknown>) => {
    const f = await prepare();
    const reply = await ctx.app.app.inject({
      method: 'POST',
      url: '/api/v1/booking/quote',
      headers: apiHeaders(lang),
      payload: { experience_id: f.experienceId, additional_products: [], coupon_code: null, ...payload },
    });
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data as { total: number; coupon_discount: number; coupon_percent: number };
    return {
      total: formatUsd(usdToCents(data.total), lang),
      coupon: data.coupon_discount,
      couponPercent: data.coupon_percent,
    };
  };

  /**
   * The experience page in a fresh context, its clock at TEST_NOW (`install`: it runs on and the journey
   * can move it; otherwise fixed), page errors collected.
   */
  const open = async (size: Size, lang: Lang, options: { install?: boolean } = {}) => {
    const f = await prepare();
    const context: BrowserContext = await ctx.browser.newContext({
      viewport: VIEWPORTS[size],
      locale: CARD_TEXT[lang].locale,
      bypassCSP: true,
    });
    if (options.install) await context.clock.install({ time: TEST_NOW });
    else await context.clock.setFixedTime(TEST_NOW);
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, `${ctx.app.baseUrl}${f.url}`);
    return { f, page, errors, context, card: await cardOf(page, size, lang) };
  };

  return { ctx, prepare, serverTotal, open };
}

/** The interactive card: beside the text on desktops, in the drawer the booking bar opens on phones. */
export async function cardOf(page: Page, size: Size, lang: Lang): Promise<Locator> {
  if (size === 'phone') {
    await page.locator('[data-booking-bar]').getByRole('link', { name: CARD_TEXT[lang].open }).click();
    const card = page.locator('dialog[open]');
    await card.locator('[data-day] button').first().waitFor();
    return card;
  }
  const card = page.locator('#booking');
  await card.locator('[data-day] button').first().waitFor();
  return card;
}

/** Chooses a day, then an hour ("08:00") once the day's hours are in. */
export async function chooseDateAndHour(card: Locator, date: string, hour?: string) {
  await card.locator(`[data-day="${date}"] button`).click();
  if (hour) await hourLabel(card, hour).click();
}

export const hourLabel = (card: Locator, hour: string) =>
  card.locator('label', { has: card.page().locator(`input[name="booking-hour"][value="${hour}"]`) });

export const cardTotal = (card: Locator) => card.locator('[data-booking-total]');

/** The stored draft, parsed (null when there is none). */
export async function storedDraft(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('localBookingData'));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

export async function applyCoupon(card: Locator, code: string, text: CardText) {
  await card.getByPlaceholder(/Código|Code/).fill(code);
  await card.getByRole('button', { name: text.apply, exact: true }).click();
}
