import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { TEST_CARDS } from '../helpers/checkout';
import {
  captchaReady,
  confirmed,
  draftFor,
  field,
  fillCard,
  type Lang,
  payButton,
  paymentError,
  screenshot,
  type Size,
  t,
  usePaymentApp,
} from '../helpers/payment-page';

/**
 * A declined card on /booking/payment (docs/decisions/0047): its message is brought into the part of the
 * screen the Pay bar leaves free, focused and announced; the refused attempt is no booking in the
 * agenda; a European billing country then pays. Phone in Spanish, desktop in English.
 */
const { ctx, prepare, open } = usePaymentApp();

const cases: { size: Size; lang: Lang; date: string; country: string; city: string }[] = [
  { size: 'phone', lang: 'es', date: '2026-12-07', country: 'ES', city: 'Madrid' },
  { size: 'desktop', lang: 'en', date: '2026-12-08', country: 'GB', city: 'London' },
];

/** Where the alert is, against the screen and the top of what is fixed at its bottom. */
function placement(page: Page) {
  return page.evaluate(() => {
    const alert = document.querySelector('[data-testid="payment-error"]')?.closest('[role="alert"]');
    const bar = document.querySelector<HTMLElement>('[data-pay-bar]');
    if (!alert || !bar) throw new Error('no alert or no Pay bar');
    const box = alert.getBoundingClientRect();
    // The fixed Pay bar (phones) and the back-to-top button over it must not hide any of it.
    const covers = [bar, document.querySelector<HTMLElement>('[data-bottom-overlay]')]
      .filter(
        (element): element is HTMLElement => !!element && getComputedStyle(element).position === 'fixed',
      )
      .map((element) => element.getBoundingClientRect().top);
    return {
      top: box.top,
      bottom: box.bottom,
      free: Math.min(window.innerHeight, ...covers),
      focused: document.activeElement === alert,
      tabIndex: (alert as HTMLElement).tabIndex,
    };
  });
}

describe('a declined card', () => {
  for (const { size, lang, date, country, city } of cases) {
    const text = t(lang).paymentPage;
    it(`shows its message in view and focused, books nothing, then a ${country} address pays (${size}, ${lang})`, async () => {
      const f = await prepare();
      const { context, page, errors, user } = await open(size, lang, draftFor(f, { bookingDate: date }), {
        signedIn: true,
      });
      await expect.poll(() => field(page, text.card.number).count()).toBe(1);
      await captchaReady(page, lang);
      await fillCard(page, lang, TEST_CARDS.declined);
      await field(page, text.billing.city).fill(city);
      await field(page, text.billing.country).selectOption(country);
      // The tester's case: the sticky Pay tapped from the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await payButton(page).click();
      await expect.poll(() => paymentError(page).textContent()).toBe(t(lang).payment.paymentError);

      const where = await placement(page);
      expect(where.top).toBeGreaterThanOrEqual(0);
      expect(where.bottom).toBeLessThanOrEqual(where.free);
      expect(where.focused).toBe(true);
      expect(where.tabIndex).toBe(-1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `payment-declined-in-view-${lang}-${size}`);

      // The refused attempt is nobody's booking: neither the API's lists nor the agenda show it.
      for (const section of ['upcoming-purchases', 'past-purchases']) {
        const list = await call(ctx.app, `purchases-by-customer/${user!.id}?section=${section}`, {
          token: user!.token,
        });
        expect(list.json().pagination.total_records).toBe(0);
      }
      const agenda = await context.newPage();
      await agenda.goto(`${ctx.app.baseUrl}/agenda/past-purchases`);
      expect(await agenda.getByTestId('agenda-empty').count()).toBe(1);
      await agenda.close();

      // Another card with the same European billing address pays.
      await captchaReady(page, lang);
      await field(page, text.card.number).fill(TEST_CARDS.visa);
      await payButton(page).click();
      await confirmed(page, lang);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
