import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { useBrowserApp } from '../helpers/browser-app';
import { TEST_CARDS } from '../helpers/checkout';
import {
  field,
  fillReceiver,
  GIFT_TODAY,
  giftCardScreenshot,
  giftCardTotal,
  openGiftCards,
  preview,
  storedGiftCardDraft,
} from '../helpers/gift-card-page';
import { captchaReady, fillCard, type Lang, payButton, type Size, t } from '../helpers/payment-page';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * Buying a gift card in the browser against the real server (docs/decisions/0041): the /giftcards form
 * and its live preview, the server's quote and the GIFT10 gift-card coupon of the seed, the draft in
 * browser storage, the sign-in prompt, and the payment by card with 3-D Secure on /giftcards/payment.
 */
const ctx = useBrowserApp({ seed: true, experiences: 2, web: true });

const cases: { size: Size; lang: Lang }[] = [
  { size: 'phone', lang: 'es' },
  { size: 'desktop', lang: 'en' },
];

const open = (size: Size, lang: Lang, options: { signedIn?: boolean } = {}) =>
  openGiftCards(ctx, size, lang, options);
const storedDraft = storedGiftCardDraft;
const total = giftCardTotal;
const screenshot = giftCardScreenshot;
const TODAY = GIFT_TODAY;

describe('/giftcards', () => {
  for (const { size, lang } of cases) {
    const text = t(lang).giftCards;
    it(`validates, previews as typed, applies GIFT10 and asks a visitor to sign in (${size}, ${lang})`, async () => {
      const { context, page, problems } = await open(size, lang);

      // Continue with a wrong amount and nobody to send it to: a summary of the errors takes the focus.
      await field(page, text.amount.other).fill('4');
      await page.getByRole('button', { name: text.continue }).click();
      const summary = page
        .getByRole('alert')
        .filter({ hasText: text.errorSummary_other.split('{{')[0]!.trim() });
      await expect.poll(() => summary.count()).toBe(1);
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain(text.errors.amountRange);
      expect(main).toContain(text.errors.nameInvalid);
      expect(main).toContain(text.errors.emailRequired);
      expect(await field(page, text.receiver.name).getAttribute('aria-invalid')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `giftcards-errors-${lang}-${size}`);

      // The preview follows the form; typed text is shown as typed, never as markup.
      await page.getByRole('button', { name: '$100' }).click();
      expect(await field(page, text.amount.other).inputValue()).toBe('100');
      expect(await preview(page).getByTestId('preview-amount').textContent()).toBe('$100');
      await page.locator('main').getByText(text.design.travel, { exact: true }).click();
      expect(await page.locator('main').getByRole('radio', { name: text.design.travel }).isChecked()).toBe(
        true,
      );
      expect(await preview(page).getAttribute('aria-label')).toContain(text.design.travel);
      const message = '¡Buen viaje! <b>no es negrita</b> & 🌴';
      await field(page, text.sender.name).fill('Marisol Quintero');
      await field(page, text.sender.email).fill('marisol@example.com');
      await fillReceiver(page, lang, message);
      expect(await preview(page).getByTestId('preview-message').textContent()).toBe(message);
      expect(await preview(page).locator('b').count()).toBe(0);
      expect(await preview(page).getByTestId('preview-to').textContent()).toBe('Ana Pérez');
      expect(await preview(page).getByTestId('preview-from').textContent()).toBe('Marisol Quintero');
      expect(await page.locator('main').textContent()).toContain(`${message.length}/300`);
      expect(await summary.count()).toBe(0);

      // The server's price, then the gift-card coupon of the seed.
      await expect.poll(() => total(page)).toBe('$100');
      await page.locator('main').getByPlaceholder(t(lang).booking.card.couponPlaceholder).fill('gift10');
      await page.getByRole('button', { name: t(lang).booking.card.applyCoupon }).click();
      await expect.poll(() => total(page)).toBe('$90');
      expect(await page.locator('main').textContent()).toContain(
        text.coupon.applied.replace('{{code}}', 'GIFT10'),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `giftcards-form-${lang}-${size}`);

      // Continue keeps the draft and asks to sign in (spec § 6).
      await page.getByRole('button', { name: text.continue }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      const draft = JSON.parse((await storedDraft(page)) ?? 'null') as Record<string, unknown>;
      expect(draft).toMatchObject({ amount: '100', celebrationType: 'travel', message, coupon: 'GIFT10' });
      expect(draft.deliveryDate).toBe(TODAY);

      // The draft comes back on the next visit.
      await gotoHydrated(page, `${ctx.app.baseUrl}/giftcards`);
      await expect.poll(() => field(page, text.receiver.name).inputValue()).toBe('Ana Pérez');
      expect(await field(page, text.message.label).inputValue()).toBe(message);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`pays with the frictionless Visa and confirms (${size}, ${lang})`, async () => {
      const { context, page, problems, email } = await open(size, lang, { signedIn: true });
      // The signed-in sender is prefilled.
      await expect.poll(() => field(page, text.sender.name).inputValue()).toBe('Marisol Quintero');
      expect(await field(page, text.sender.email).inputValue()).toBe(email);
      await field(page, text.amount.other).fill('37.50');
      await page.locator('main').getByText(text.design.thanks, { exact: true }).click();
      await fillReceiver(page, lang, 'Feliz cumpleaños, Ana');
      await expect.poll(() => total(page)).toBe('$37.50');
      await page.getByRole('button', { name: text.continue }).click();
      await page.waitForURL(`${ctx.app.baseUrl}/giftcards/payment`);

      const pay = t(lang).giftCardPayment;
      await expect.poll(() => page.locator('main').textContent()).toContain('ana.perez@example.com');
      await expect.poll(() => total(page)).toBe('$37.50');
      await captchaReady(page, lang);
      await fillCard(page, lang, TEST_CARDS.visa);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `giftcards-payment-${lang}-${size}`);
      await payButton(page).click();

      const heading = page.getByRole('heading', { name: pay.success.title });
      await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByTestId('gift-card-paid-total').textContent()).toBe('$37.50');
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain('Ana Pérez');
      expect(main).toContain(pay.success.receipt.split('{{receiver}}')[0]!.trim());
      expect(await storedDraft(page)).toBeNull();
      expect(await page.getByRole('link', { name: pay.success.another }).getAttribute('href')).toBe(
        '/giftcards',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `giftcards-paid-${lang}-${size}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
