import { sql } from 'drizzle-orm';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { sessionCookie, signUpVerified } from './accounts';
import { type BookingFixture, prepareBookingFixture } from './booking-fixture';
import { useBrowserApp } from './browser-app';
import { VIEWPORTS } from './browser';
import { TEST_NOW } from './test-app';
import { gotoHydrated } from './hydrated-page';

export type Size = keyof typeof VIEWPORTS;
export type Lang = 'es' | 'en';

/** The payment page's words, from the catalogues (common/i18n/*.json). */
export const PAY_TEXT = {
  es: {
    locale: 'es-PA',
    i18n: es,
    cardNumber: 'Número de tarjeta',
    expiryMonth: 'Mes de vencimiento',
    expiryYear: 'Año de vencimiento',
  },
  en: {
    locale: 'en-US',
    i18n: en,
    cardNumber: 'Card number',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
  },
} as const;

/** The catalogue of a language, for exact texts. */
export const t = (lang: Lang) => PAY_TEXT[lang].i18n;

export const minutesAgo = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000).toISOString();

/**
 * A draft as the booking card stores it. By default Tuesday 24 at 08:00, two adults and a child, the
 * pickup and lunch: $184 all in (tests/helpers/booking-fixture.ts). Journeys that buy choose their own
 * day, so the fixture's 10 places per departure are enough for the file.
 */
export function draftFor(f: BookingFixture, overrides: Record<string, unknown> = {}) {
  return {
    createdAt: minutesAgo(5),
    experienceId: f.experienceId,
    experiencePath: `/experience-path/${f.experienceId}`,
    bookingDate: '2026-11-24',
    bookingHour: '08:00',
    totalParticipants: { adults: 2, children: 1, babies: 0, seniors: 0 },
    additionalProducts: [f.pickupId, f.lunchId],
    bookingPickupLocation: { lat: 8.98123, lng: -79.51987, address: 'Hotel Central, Casco Viejo' },
    coupon: null,
    ...overrides,
  };
}

/** One browser journey file's app: the booking fixture, the real server and its real APIs. */
export function usePaymentApp(env: Record<string, string> = {}) {
  const ctx = useBrowserApp({ seed: true, experiences: 12, web: true, env });
  let prepared: Promise<BookingFixture> | undefined;
  const prepare = () =>
    (prepared ??= (async () => {
      const f = await prepareBookingFixture(ctx.app);
      await ctx.app.database.db.execute(
        sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`,
      );
      ctx.app.app.clearCatalogueCaches();
      return f;
    })());

  /**
   * /booking/payment with `draft` in the browser's storage, in a fresh context at TEST_NOW: signed in as a
   * new traveller (Marisol Quintero, the sign-up credit of $15) when `signedIn`.
   */
  const open = async (
    size: Size,
    lang: Lang,
    draft: unknown,
    options: { signedIn?: boolean } = {},
  ): Promise<PaymentJourney> => {
    const context = await ctx.browser.newContext({
      viewport: VIEWPORTS[size],
      locale: PAY_TEXT[lang].locale,
      bypassCSP: true,
    });
    await context.clock.setFixedTime(TEST_NOW);
    let user: PaymentJourney['user'] = null;
    if (options.signedIn) {
      const signedUp = await signUpVerified(ctx.app, { first_name: 'Marisol', last_name: 'Quintero' }, lang);
      user = { id: signedUp.id, email: signedUp.email, token: signedUp.token };
      const [name, value] = sessionCookie(signedUp.response).split(';')[0]!.split('=');
      const { hostname } = new URL(ctx.app.baseUrl);
      await context.addCookies([{ name: name!, value: value!, domain: hostname, path: '/' }]);
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The first visit is the server's page without a draft (its headers and HTML are returned).
    const first = await gotoHydrated(page, `${ctx.app.baseUrl}/booking/payment`);
    const html = (await first?.text()) ?? '';
    await page.evaluate((value) => localStorage.setItem('localBookingData', JSON.stringify(value)), draft);
    await page.goto(`${ctx.app.baseUrl}/booking/payment`);
    await expect.poll(() => page.getByTestId('booking-total').count()).toBe(1);
    return { context, page, errors, user, lang, size, first, html };
  };

  return { ctx, prepare, open };
}

export interface PaymentJourney {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The signed-in traveller, with their session token for API checks. */
  user: { id: number; email: string; token: string } | null;
  lang: Lang;
  size: Size;
  first: Response | null;
  html: string;
}

export const storedDraft = (page: Page) => page.evaluate(() => localStorage.getItem('localBookingData'));

/** A labelled control of the payment form (the header's dialogs have fields with the same names). */
export const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });

/** Fills the card and the billing address the profile did not (the e-mail and names are prefilled). */
export async function fillCard(
  page: Page,
  lang: Lang,
  number: string,
  options: { postalCode?: string } = {},
) {
  const text = t(lang).paymentPage;
  await field(page, text.card.holder).fill('Marisol Quintero');
  await field(page, text.card.number).fill(number);
  await field(page, PAY_TEXT[lang].expiryMonth).selectOption('12');
  await field(page, PAY_TEXT[lang].expiryYear).selectOption('2028');
  await field(page, text.card.cvv).fill('123');
  await field(page, text.billing.address).fill('Calle 50, Edificio Sol');
  await field(page, text.billing.city).fill('Panamá');
  await field(page, text.billing.country).selectOption('PA');
  await field(page, text.billing.postalCode).fill(options.postalCode ?? '0801');
}

/** The Pay button, whatever its label says (it names the amount, or the step under way). */
export const payButton = (page: Page) => page.locator('[data-pay-bar] button[type="submit"]');

/**
 * Waits until the purchase captcha (ALTCHA) handed over its token: it says so once solved. Each attempt
 * spends the token and the page solves the next one at once, so after an attempt this waits for that one.
 */
export async function captchaReady(page: Page, lang: Lang) {
  const status = page
    .locator('main')
    .getByRole('group', { name: t(lang).captcha.title })
    .getByRole('status');
  await expect.poll(() => status.textContent()).toContain(t(lang).captcha.verified);
}

/** The confirmation's heading, once the purchase is confirmed (a real pipeline answers in seconds). */
export async function confirmed(page: Page, lang: Lang) {
  const heading = page.getByRole('heading', { name: t(lang).paymentPage.success.title });
  await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
  return heading;
}

/** The error the last attempt shows (payment.* texts). */
export const paymentError = (page: Page) => page.getByTestId('payment-error');

/**
 * Screenshots for people (SCREENSHOTS=1): test-results/<name>.png, the screen as the traveller sees it
 * (a whole-page capture would draw the fixed header and Pay bar in the middle), `at` scrolled into view.
 */
export async function screenshot(page: Page, name: string, at?: Locator) {
  if (!process.env.SCREENSHOTS) return;
  if (at) await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/${name}.png` });
}
