import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../domain/pricing/money';
import {
  applyCoupon,
  CARD_TEXT,
  cardTotal,
  chooseDateAndHour,
  useBookingCardApp,
} from '../helpers/booking-card-page';

/**
 * The demo coupons on the booking card (db/seed/data/coupons.ts): MAX5 (20 %, at most 5 USD off),
 * UNDER60 (only for bookings up to 60 USD), WELCOME10 (10 %) and EXPIRED20. Two adults on the fixture's
 * Tuesday 24 at 08:00 cost 100 USD and 2 of service fee; the card's total is always the server's quote.
 */
const { open, serverTotal } = useBookingCardApp();

const selection = {
  booking_date: '2026-11-24',
  booking_hour: '08:00',
  participants: { adults: 2 },
};

describe('booking card coupons', () => {
  for (const [size, lang] of [
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as const) {
    it(`caps, refuses, applies and rejects coupons at the server's price (${size}, ${lang})`, async () => {
      const { page, errors, context, card } = await open(size, lang);
      const text = CARD_TEXT[lang];
      const total = cardTotal(card);
      const remove = card.getByRole('button', { name: /Quitar cupón|Remove coupon/ });
      const breakdown = card.locator('section[aria-labelledby="booking-breakdown"]');
      const message = (value: string) => card.getByRole('status').filter({ hasText: value });
      await chooseDateAndHour(card, selection.booking_date, selection.booking_hour);
      await card.getByRole('button', { name: text.addAdult, exact: true }).click();
      const plain = await serverTotal(lang, selection);
      expect(plain.total).toBe('$102');
      await expect.poll(() => total.textContent()).toBe(plain.total);

      // MAX5: 20 % would be 20 USD; the cap gives 5, and one notice says so (20 % lowered to 5 USD):
      // no "applied: 20 %" message beside it, and the breakdown's line names no percent.
      await applyCoupon(card, 'MAX5', text);
      await card.getByText(text.maxDiscount).waitFor();
      expect(await card.getByText(text.applied('MAX5', 20)).count()).toBe(0);
      const max5 = await serverTotal(lang, { ...selection, coupon_code: 'MAX5' });
      expect(max5.coupon).toBe(5);
      expect(max5.couponPercent).toBe(5);
      expect(max5.total).toBe('$97');
      await expect
        .poll(() => breakdown.textContent())
        .toContain(`${text.cappedLine('MAX5')}−${formatUsd(500, lang)}`);
      await expect.poll(() => total.textContent()).toBe(max5.total);
      await remove.click();
      await expect.poll(() => total.textContent()).toBe(plain.total);

      // UNDER60 on a 102 USD booking: refused with its reason, nothing taken off.
      await applyCoupon(card, 'UNDER60', text);
      await expect.poll(() => message(text.notElegible).count()).toBe(1);
      expect(await remove.count()).toBe(0);
      expect(await breakdown.textContent()).not.toContain('UNDER60');
      // The code stays in the field, to apply again once the booking is cheaper.
      expect(await card.getByPlaceholder(/Código|Code/).inputValue()).toBe('UNDER60');
      await expect.poll(() => total.textContent()).toBe(plain.total);

      // WELCOME10: applied, its line and the server's total.
      await applyCoupon(card, 'WELCOME10', text);
      await expect.poll(() => message(text.applied('WELCOME10', 10)).count()).toBe(1);
      const welcome = await serverTotal(lang, { ...selection, coupon_code: 'WELCOME10' });
      expect(welcome.coupon).toBe(10);
      expect(welcome.total).toBe('$92');
      await expect
        .poll(() => breakdown.textContent())
        .toContain(`${text.couponLine('WELCOME10', 10)}−${formatUsd(1000, lang)}`);
      await expect.poll(() => total.textContent()).toBe(welcome.total);
      expect(await card.getByText(text.maxDiscount).count()).toBe(0);
      await remove.click();

      // EXPIRED20: its own message, the price without a coupon.
      await applyCoupon(card, 'EXPIRED20', text);
      await expect.poll(() => message(text.expired).count()).toBe(1);
      expect(await remove.count()).toBe(0);
      await expect.poll(() => total.textContent()).toBe(plain.total);
      expect(errors).toEqual([]);
      await page.close();
      await context.close();
    });
  }
});
