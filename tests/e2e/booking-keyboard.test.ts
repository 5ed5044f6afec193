import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import {
  CARD_TEXT,
  cardTotal,
  chooseDateAndHour,
  storedDraft,
  useBookingCardApp,
} from '../helpers/booking-card-page';

/**
 * The booking card by keyboard alone (Tab, arrows, Enter and Space; no pointer), and axe on the phone's
 * drawer with a full selection in it.
 */
const { open, serverTotal } = useBookingCardApp();

/** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      day: element?.closest('[data-day]')?.getAttribute('data-day') ?? null,
      label: element?.getAttribute('aria-label') ?? null,
      value: (element as HTMLInputElement | null)?.value ?? null,
    };
  });

describe('booking card by keyboard', () => {
  it('chooses a day, an hour and a participant and books with the keyboard only (desktop, en)', async () => {
    const { f, page, errors, context, card } = await open('desktop', 'en');
    const text = CARD_TEXT.en;

    // Into the calendar from the top of the page: one day of the grid takes the focus.
    await tabTo(page, '#booking [data-day] button');
    // Monday 23 is the first bookable day; the arrows skip the days that cannot be booked.
    expect((await focused(page)).day).toBe('2026-11-23');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).day).toBe('2026-11-24');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => card.locator('[data-day="2026-11-24"]').getAttribute('aria-selected'))
      .toBe('true');

    // The hours: a radio group; Tab enters it at the first, arrows move and choose.
    await tabTo(page, '#booking input[name="booking-hour"]');
    expect((await focused(page)).value).toBe('08:00');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).value).toBe('14:00');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    expect(await card.locator('input[name="booking-hour"][value="08:00"]').isChecked()).toBe(true);

    await tabTo(page, `#booking button[aria-label="${text.addAdult}"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => card.locator('output[aria-label="Adults"]').textContent()).toBe('2');
    const expected = await serverTotal('en', {
      booking_date: '2026-11-24',
      booking_hour: '08:00',
      participants: { adults: 2 },
    });
    await expect.poll(() => cardTotal(card).textContent()).toBe(expected.total);

    // Book is the card's last control.
    await tabTo(page, '#booking button:not([aria-label])');
    let name = await page.evaluate(() => document.activeElement?.textContent);
    while (name !== text.book) {
      await page.keyboard.press('Tab');
      name = await page.evaluate(() => document.activeElement?.textContent);
      expect(await page.evaluate(() => document.activeElement?.closest('#booking') != null)).toBe(true);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/booking\/details$/);
    expect(await storedDraft(page)).toMatchObject({
      experienceId: f.experienceId,
      bookingDate: '2026-11-24',
      bookingHour: '08:00',
      totalParticipants: { adults: 2, children: 0, babies: 0, seniors: 0 },
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious axe violations with the drawer open and filled in (phone, es)', async () => {
    const { f, page, errors, context, card } = await open('phone', 'es');
    expect(await page.locator('dialog[open]').count()).toBe(1);
    await chooseDateAndHour(card, '2026-11-24', '14:00');
    await card.getByRole('button', { name: CARD_TEXT.es.addAdult, exact: true }).click();
    // The pickup's map and the lunch, so the whole drawer is checked.
    await card.locator('label', { hasText: 'por reserva' }).click();
    await card.locator('label', { hasText: 'por participante' }).click();
    await card.getByRole('application', { name: CARD_TEXT.es.map }).waitFor();
    const expected = await serverTotal('es', {
      booking_date: '2026-11-24',
      booking_hour: '14:00',
      participants: { adults: 2 },
      additional_products: [f.pickupId, f.lunchId],
    });
    await expect.poll(() => cardTotal(card).textContent()).toBe(expected.total);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: 'test-results/booking-drawer-es-390.png' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
