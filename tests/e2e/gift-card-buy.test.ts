import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { useBrowserApp } from '../helpers/browser-app';
import { VIEWPORTS } from '../helpers/browser';
import { TEST_CARDS } from '../helpers/checkout';
import { watchTheConsole } from '../helpers/console-problems';
import {
  captchaReady,
  fillCard,
  type Lang,
  PAY_TEXT,
  payButton,
  type Size,
  t,
} from '../helpers/payment-page';
import { TEST_NOW } from '../helpers/test-app';

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

/** TEST_NOW is Sunday 22 November 2026, 10:00 in Panama: "today" for the delivery date. */
const TODAY = '2026-11-22';

async function open(size: Size, lang: Lang, options: { signedIn?: boolean } = {}) {
  const context: BrowserContext = await ctx.browser.newContext({
    viewport: VIEWPORTS[size],
    locale: PAY_TEXT[lang].locale,
    bypassCSP: true,
  });
  await context.clock.setFixedTime(TEST_NOW);
  let email: string | null = null;
  if (options.signedIn) {
    const user = await signUp(ctx.app, { first_name: 'Marisol', last_name: 'Quintero' }, lang);
    email = user.email;
    const [name, value] = sessionCookie(user.response).split(';')[0]!.split('=');
    const { hostname } = new URL(ctx.app.baseUrl);
    await context.addCookies([{ name: name!, value: value!, domain: hostname, path: '/' }]);
  }
  const page = await context.newPage();
  const problems = watchTheConsole(page);
  await page.goto(`${ctx.app.baseUrl}/giftcards`, { waitUntil: 'networkidle' });
  // Hydrated: the browser filled in today's date.
  await expect.poll(() => field(page, t(lang).giftCards.deliveryDate.label).inputValue()).toBe(TODAY);
  return { context, page, problems, email };
}

const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });
const preview = (page: Page) => page.getByTestId('gift-card-preview').first();
const storedDraft = (page: Page) => page.evaluate(() => localStorage.getItem('localGiftCardData'));
const total = (page: Page) => page.getByTestId('gift-card-total').first().textContent();

async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/** Fills the receiver and the message (the sender is prefilled for a signed-in buyer). */
async function fillReceiver(page: Page, lang: Lang, message: string) {
  const text = t(lang).giftCards;
  await field(page, text.message.label).fill(message);
  await field(page, text.receiver.name).fill('Ana Pérez');
  await field(page, text.receiver.email).fill('ana.perez@example.com');
  await field(page, text.receiver.lang).selectOption(lang === 'es' ? 'en' : 'es');
}

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
      await page.goto(`${ctx.app.baseUrl}/giftcards`, { waitUntil: 'networkidle' });
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
