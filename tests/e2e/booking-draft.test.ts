import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  CARD_TEXT,
  cardOf,
  cardTotal,
  chooseDateAndHour,
  type Lang,
  storedDraft,
  useBookingCardApp,
} from '../helpers/booking-card-page';
import { reloadHydrated, waitForHydration } from '../helpers/hydrated-page';

/**
 * The booking draft (docs/product.md § Booking: kept 60 minutes) on the browser's fake clock: Book saves
 * it, the card brings it back on the experience page (after going back and after a reload), and once
 * the clock has moved past its hour the card starts empty and the draft is gone.
 */
const { open, serverTotal } = useBookingCardApp();

const SUMMARY = {
  es: { date: 'martes, 24 de noviembre de 2026, 8:00 AM (hora de Panamá)', adults: 'Adultos' },
  en: { date: 'Tuesday, November 24, 2026, 8:00 AM (Panama time)', adults: 'Adults' },
};

describe('booking draft', () => {
  for (const [size, lang] of [
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as const) {
    it(`restores the card from a fresh draft and drops it after an hour (${size}, ${lang})`, async () => {
      const { f, page, errors, context, card } = await open(size, lang, { install: true });
      const text = CARD_TEXT[lang];
      const selection = {
        booking_date: '2026-11-24',
        booking_hour: '08:00',
        participants: { adults: 2 },
        additional_products: [f.lunchId],
        coupon_code: 'WELCOME10',
      };
      const expected = (await serverTotal(lang, selection)).total;
      // 100 for the adults and 24 for lunch, 10 % off both, and 2 of service fee.
      expect(expected).toBe('$113.60');

      await chooseDateAndHour(card, selection.booking_date, selection.booking_hour);
      await card.getByRole('button', { name: text.addAdult, exact: true }).click();
      await lunchBox(card, lang).check();
      await applyCoupon(card, 'WELCOME10', text);
      await expect.poll(() => cardTotal(card).textContent()).toBe(expected);
      await card.getByRole('button', { name: text.book, exact: true }).click();
      await page.waitForURL(/\/booking\/details$/);

      // A fresh draft: the details page's summary and the same total.
      const draft = await storedDraft(page);
      expect(draft).toMatchObject({
        experienceId: f.experienceId,
        bookingDate: '2026-11-24',
        bookingHour: '08:00',
        totalParticipants: { adults: 2, children: 0, babies: 0, seniors: 0 },
        additionalProducts: [f.lunchId],
        bookingPickupLocation: null,
        coupon: 'WELCOME10',
      });
      await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe(expected);
      expect(await page.locator('main').textContent()).toContain(SUMMARY[lang].date);

      // Back to the experience: everything chosen is in the card again, and after a reload too.
      await page.goBack();
      await waitForHydration(page);
      await expectRestored(await cardOf(page, size, lang), lang, expected);
      await reloadHydrated(page);
      await expectRestored(await cardOf(page, size, lang), lang, expected);

      // An hour and a minute after it was saved, the draft is stale: discarded, the card empty.
      await page.clock.setSystemTime(Date.parse(draft!.createdAt as string) + 61 * 60_000);
      await reloadHydrated(page);
      const empty = await cardOf(page, size, lang);
      await expect.poll(() => storedDraft(page)).toBeNull();
      // The price of the empty card, one adult and the service fee, once the server has priced it.
      await expect.poll(() => cardTotal(empty).textContent()).toBe('$51');
      expect(await empty.locator('[data-day][aria-selected="true"]').count()).toBe(0);
      expect(await empty.locator('input[name="booking-hour"]').count()).toBe(0);
      expect(await lunchBox(empty, lang).isChecked()).toBe(false);
      expect(await empty.locator(`output[aria-label="${SUMMARY[lang].adults}"]`).textContent()).toBe('1');
      expect(await empty.getByRole('button', { name: /Quitar cupón|Remove coupon/ }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

const lunchBox = (card: Locator, lang: Lang) =>
  card
    .locator('label', { hasText: lang === 'es' ? 'por participante' : 'per participant' })
    .getByRole('checkbox');

async function expectRestored(card: Locator, lang: Lang, total: string) {
  await expect.poll(() => cardTotal(card).textContent()).toBe(total);
  expect(await card.locator('[data-day="2026-11-24"]').getAttribute('aria-selected')).toBe('true');
  expect(await card.locator('input[name="booking-hour"][value="08:00"]').isChecked()).toBe(true);
  expect(await card.locator(`output[aria-label="${SUMMARY[lang].adults}"]`).textContent()).toBe('2');
  expect(await lunchBox(card, lang).isChecked()).toBe(true);
  await card.getByRole('button', { name: /Quitar cupón|Remove coupon/ }).waitFor();
  expect(await card.getByText('WELCOME10', { exact: true }).count()).toBe(1);
}
