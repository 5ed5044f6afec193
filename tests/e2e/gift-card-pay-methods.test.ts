import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { useBrowserApp } from '../helpers/browser-app';
import { TEST_CARDS } from '../helpers/checkout';
import {
  continueToPayment,
  giftCardScreenshot,
  giftCardTotal,
  openGiftCards,
  storedGiftCardDraft,
} from '../helpers/gift-card-page';
import { captchaReady, fillCard, type Lang, payButton, t } from '../helpers/payment-page';

/**
 * The gift card's other ways to pay on /giftcards/payment, against the real server: the card that asks
 * for the bank's 3-D Secure challenge (in the product's dialog) and PayPal (the sandbox's approval page,
 * the return and the gift-card capture), approved or canceled (docs/decisions/0041).
 */
const ctx = useBrowserApp({ seed: true, experiences: 2, web: true });

const paid = (page: Page, lang: Lang) =>
  page.getByRole('heading', { name: t(lang).giftCardPayment.success.title });

describe('/giftcards/payment', () => {
  it('pays with the challenge card: Authenticate in the bank’s frame (phone, en)', async () => {
    const lang = 'en';
    const { context, page, problems } = await openGiftCards(ctx, 'phone', lang, { signedIn: true });
    await continueToPayment(ctx, page, lang, '120');
    await expect.poll(() => giftCardTotal(page)).toBe('$120');
    await captchaReady(page, lang);
    await fillCard(page, lang, TEST_CARDS.challenge);
    await payButton(page).click();

    const dialog = page.getByRole('dialog', { name: t(lang).paymentPage.threeDs.title });
    await expect.poll(() => dialog.count()).toBe(1);
    const authenticate = dialog
      .frameLocator('iframe')
      .getByRole('button', { name: t(lang).sandbox.authenticate });
    await authenticate.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await giftCardScreenshot(page, 'giftcards-3ds-en-phone');
    await authenticate.click();
    await expect.poll(() => paid(page, lang).count(), { timeout: 20_000 }).toBe(1);
    expect(await dialog.count()).toBe(0);
    expect(await page.getByTestId('gift-card-paid-total').textContent()).toBe('$120');
    expect(await storedGiftCardDraft(page)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pays with PayPal: approval, back, the card captured once (desktop, es)', async () => {
    const lang = 'es';
    const { context, page, problems } = await openGiftCards(ctx, 'desktop', lang, { signedIn: true });
    await continueToPayment(ctx, page, lang, '45');
    await captchaReady(page, lang);
    await page.locator('#method-paypal').check();
    expect(await payButton(page).textContent()).toContain(t(lang).paymentPage.payPaypal);
    expect(await seriousViolations(page)).toEqual([]);
    await payButton(page).click();

    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sandbox\/paypal\/orders\/[\w-]+$/);
    expect(await page.locator('.amount').textContent()).toBe('$45 USD');
    await page.getByRole('button', { name: t(lang).sandboxPaypal.approve }).click();

    await expect.poll(() => paid(page, lang).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('gift-card-paid-total').textContent()).toBe('$45');
    expect(await page.locator('main').textContent()).toContain('Ana Pérez');
    expect(await storedGiftCardDraft(page)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    // Chromium logs the sandbox's own pages' statuses; the product's pages must have no problem.
    expect(problems.filter((problem) => !/status of 40[04]/.test(problem))).toEqual([]);
    await context.close();
  });

  it('comes back from a cancel at PayPal with the draft kept (phone, es)', async () => {
    const lang = 'es';
    const { context, page } = await openGiftCards(ctx, 'phone', lang, { signedIn: true });
    await continueToPayment(ctx, page, lang, '25');
    await captchaReady(page, lang);
    await page.locator('#method-paypal').check();
    await payButton(page).click();
    await page.getByRole('button', { name: t(lang).sandboxPaypal.cancel }).click();
    const notice = page.getByRole('status').filter({ hasText: t(lang).paymentPage.paypalCanceled });
    await expect.poll(() => notice.count()).toBe(1);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await storedGiftCardDraft(page)).not.toBeNull();
    await expect.poll(() => giftCardTotal(page)).toBe('$25');
    await captchaReady(page, lang);
    expect(await payButton(page).isDisabled()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
