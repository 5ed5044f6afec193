import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { useBrowserApp } from '../helpers/browser-app';
import { VIEWPORTS } from '../helpers/browser';
import { TEST_NOW } from '../helpers/test-app';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * /booking/details reads the booking card's draft from browser storage and prices it with the server's
 * quote. The fixture's experience (tests/helpers/booking-fixture.ts) is in Panama; the browser's clock is
 * the server's (TEST_NOW, Sunday 22 November 2026, 10:00 in Panama), so drafts are fresh or stale by it.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });
let fixture: BookingFixture | undefined;

async function prepare() {
  if (fixture) return fixture;
  fixture = await prepareBookingFixture(ctx.app);
  // Free cancellation until 24 hours before the start.
  await ctx.app.database.db.execute(
    sql`update experiences set cancellation_policy = 2 where id = ${fixture.experienceId}`,
  );
  ctx.app.app.clearCatalogueCaches();
  return fixture;
}

const minutesAgo = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000).toISOString();

/** Tuesday 24 at 08:00: two adults and a child, the pickup (15 once) and lunch (12 each). */
function draftFor(f: BookingFixture, overrides: Record<string, unknown> = {}) {
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

async function openWithDraft(size: keyof typeof VIEWPORTS, locale: string, draft: unknown) {
  const context = await ctx.browser.newContext({ viewport: VIEWPORTS[size], locale, bypassCSP: true });
  await context.clock.setFixedTime(TEST_NOW);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const url = `${ctx.app.baseUrl}/booking/details`;
  const first = await page.goto(url);
  const html = (await first?.text()) ?? '';
  await page.evaluate((value) => localStorage.setItem('localBookingData', JSON.stringify(value)), draft);
  await gotoHydrated(page, url);
  return { context, page, errors, first, html };
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('localBookingData'));

async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

describe('booking details page', () => {
  it('reads the draft back in Spanish on a phone, with the server’s total', async () => {
    const f = await prepare();
    const { context, page, errors, first, html } = await openWithDraft('phone', 'es-PA', draftFor(f));
    // The server's frame: no draft, no cache, not indexed.
    expect(first?.status()).toBe(200);
    expect(first?.headers()['cache-control']).toBe('private, no-store');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('8.98123');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    const total = page.getByTestId('booking-total');
    await expect.poll(() => total.textContent()).toBe('$184');
    const text = (await page.locator('main').textContent()) ?? '';
    for (const expected of [
      'Revisa tu reserva',
      'martes, 24 de noviembre de 2026, 8:00 AM (hora de Panamá)',
      '2 adultos',
      '1 niño',
      '2 adultos × $50',
      '1 niño × $30',
      'Cargo por servicio',
      'Hotel Central, Casco Viejo',
      'Cancelación gratis hasta el lunes, 23 de noviembre de 2026, 8:00 AM (hora de Panamá).',
      'Cancelación gratis hasta 24 horas antes del inicio.',
    ])
      expect(text).toContain(expected);
    expect(await page.getByRole('link', { name: 'Continuar al pago' }).getAttribute('href')).toBe(
      '/booking/payment',
    );
    expect(await page.getByRole('link', { name: 'Editar reserva' }).getAttribute('href')).toBe(
      `/experience-path/${f.experienceId}#booking`,
    );
    // The layout fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-details-es-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads it in English on a wide screen, each add-on on its line', async () => {
    const f = await prepare();
    const { context, page, errors } = await openWithDraft('desktop', 'en-US', draftFor(f));
    const total = page.getByTestId('booking-total');
    await expect.poll(() => total.textContent()).toBe('$184');
    const prices = (await page.locator('#price-title + dl').textContent()) ?? '';
    expect(prices).toContain('2 adults × $50$100');
    expect(prices).toContain('1 child × $30$30');
    expect(prices).toMatch(/× 3\$36/);
    expect(prices).toContain('Service fee$3');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Tuesday, November 24, 2026, 8:00 AM (Panama time)');
    expect(text).toContain('Free cancellation until Monday, November 23, 2026, 8:00 AM (Panama time).');
    // Summary and price side by side.
    const [summary, price] = [
      await page.locator('#summary-experience').boundingBox(),
      await page.locator('#price-title').boundingBox(),
    ];
    expect(price!.x).toBeGreaterThan(summary!.x + 400);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-details-en-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a stale draft expired, explains a refusal and retries after a network failure', async () => {
    const f = await prepare();
    // A stale draft: it expired, with the way back to its experience's booking card.
    const stale = await openWithDraft('phone', 'es-PA', draftFor(f, { createdAt: minutesAgo(61) }));
    await expect
      .poll(() => stale.page.getByRole('heading', { name: 'Tu reserva en curso venció' }).count())
      .toBe(1);
    const back = stale.page.getByRole('link', { name: 'Volver a la experiencia' });
    expect(await back.getAttribute('href')).toBe(`/experience-path/${f.experienceId}#booking`);
    expect(await seriousViolations(stale.page)).toEqual([]);
    await screenshot(stale.page, 'booking-details-expired-es-390');
    // A malformed one is discarded: no booking in progress.
    await stale.page.evaluate(() => localStorage.setItem('localBookingData', '{"createdAt":1}'));
    await stale.page.reload();
    await expect
      .poll(() => stale.page.getByRole('heading', { name: 'No tienes una reserva en curso' }).count())
      .toBe(1);
    expect(await stored(stale.page)).toBeNull();
    expect(await stale.page.getByRole('link', { name: 'Explorar experiencias' }).count()).toBe(1);
    await stale.context.close();

    // Friday 27 sold out meanwhile: the server's reason and the way back to the card; the draft stays.
    const soldOut = await openWithDraft('desktop', 'en-US', draftFor(f, { bookingDate: '2026-11-27' }));
    const alert = soldOut.page.locator('main').getByRole('alert');
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toContain('Friday, November 27, 2026');
    expect(await soldOut.page.getByRole('link', { name: 'Change your selection' }).getAttribute('href')).toBe(
      `/experience-path/${f.experienceId}#booking`,
    );
    expect(await stored(soldOut.page)).not.toBeNull();
    expect(await seriousViolations(soldOut.page)).toEqual([]);
    await screenshot(soldOut.page, 'booking-details-refused-en-1280');

    // The network fails: a retry, which works once it is back.
    const page = soldOut.page;
    await page.evaluate(
      (value) => localStorage.setItem('localBookingData', JSON.stringify(value)),
      draftFor(f),
    );
    await page.route('**/api/v1/booking/quote', (route) => route.abort());
    await page.reload();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect.poll(() => retry.count()).toBe(1);
    await page.unroute('**/api/v1/booking/quote');
    await retry.click();
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('$184');
    await soldOut.context.close();
  });
});
