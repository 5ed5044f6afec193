import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { gotoHydrated } from '../helpers/hydrated-page';
import {
  captchaReady,
  confirmed,
  draftFor,
  type Lang,
  payButton,
  screenshot,
  type Size,
  storedDraft,
  t,
  usePaymentApp,
} from '../helpers/payment-page';

/**
 * PayPal on /booking/payment against the real server: the order (`POST paypal/orders`, with the purchase
 * captcha, ALTCHA), the sandbox's approval page at /sandbox/paypal, the return and the purchase through
 * `authorize-paypal-order`, which signs a guest in with the account it creates (decision 0039).
 */
const { ctx, prepare, open } = usePaymentApp();

/** The approval page's buttons, in the language the order was created in (the sandboxPaypal catalogue). */
const atPaypal = (page: Page, lang: Lang, button: 'approve' | 'cancel') =>
  page.getByRole('button', { name: t(lang).sandboxPaypal[button] });

/** The header says who is signed in: the name on desktops, the account entries in the phone's drawer. */
async function signedInAs(page: Page, size: Size, lang: Lang, firstName: string) {
  const header = page.locator('header');
  if (size === 'desktop') {
    await expect.poll(() => header.getByRole('button', { name: firstName }).count()).toBe(1);
    return;
  }
  await header.getByRole('button', { name: t(lang).chrome.openPreferences }).click();
  const signOut = page.getByRole('button', { name: t(lang).navbar.signOut });
  await expect.poll(() => signOut.count()).toBe(1);
}

const cases: { size: Size; lang: Lang; date: string }[] = [
  { size: 'desktop', lang: 'es', date: '2026-11-24' },
  { size: 'phone', lang: 'en', date: '2026-11-28' },
];

describe('paying with PayPal', () => {
  for (const { size, lang, date } of cases) {
    it(`pays as a guest (${size}, ${lang}): approval at PayPal, back, confirmed and signed in`, async () => {
      const f = await prepare();
      const { context, page, errors } = await open(size, lang, draftFor(f, { bookingDate: date }));
      await captchaReady(page, lang);
      const guest = page.getByRole('button', { name: t(lang).paymentPage.guestPaypal });
      expect(await guest.count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await guest.click();

      // The sandbox's approval page, with a buyer nobody has used.
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sandbox\/paypal\/orders\/\w+$/);
      expect(await page.locator('.amount').textContent()).toBe('$184 USD');
      const email = `guest-${randomBytes(4).toString('hex')}@sandbox.paypal.test`;
      await page.locator('#f-email').fill(email);
      await page.locator('#f-first_name').fill('Valentina');
      await atPaypal(page, lang, 'approve').click();

      await confirmed(page, lang);
      expect(await page.getByTestId('purchase-code').textContent()).toMatch(/^[A-Z0-9-]{4,}$/);
      expect(await page.locator('main').textContent()).toContain('$184');
      // The return's parameters are gone from the address, and the draft from the browser.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(await storedDraft(page)).toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
      await signedInAs(page, size, lang, 'Valentina');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('comes back from a cancel at PayPal with the choice open again (phone, es)', async () => {
    const f = await prepare();
    const lang = 'es';
    const { context, page, errors } = await open('phone', lang, draftFor(f));
    await captchaReady(page, lang);
    await page.getByRole('button', { name: t(lang).paymentPage.guestPaypal }).click();
    await atPaypal(page, lang, 'cancel').click();
    const notice = page.getByRole('status').filter({ hasText: t(lang).paymentPage.paypalCanceled });
    await expect.poll(() => notice.count()).toBe(1);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // The draft stays, and paying again needs a new order (and a new captcha token).
    expect(await storedDraft(page)).not.toBeNull();
    await captchaReady(page, lang);
    expect(await payButton(page).isDisabled()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'payment-paypal-canceled-es-phone', notice);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not act on an approval this tab did not start (desktop, en)', async () => {
    const f = await prepare();
    const lang = 'en';
    const { context, page } = await open('desktop', lang, draftFor(f));
    // An order approved at PayPal, but started elsewhere: the address alone must not buy it.
    const order = await ctx.app.app.paypal.createOrder({
      amountCents: 18_400,
      returnUrl: '/booking/payment?paypal=approved',
      cancelUrl: '/booking/payment?paypal=canceled',
    });
    const authorizations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('authorize-paypal-order')) authorizations.push(request.url());
    });
    await gotoHydrated(page, `${ctx.app.baseUrl}/booking/payment?paypal=approved&paypal_order=${order.id}`);
    // The page's reading of the return: a return it cannot place is said, and is never also authorised
    // (checkout-driver's paypalReturned), so no request for it can follow the notice.
    const notice = page.getByRole('status').filter({ hasText: t(lang).paymentPage.paypalUnknown });
    await expect.poll(() => notice.count()).toBe(1);
    expect(authorizations).toEqual([]);
    expect(await storedDraft(page)).not.toBeNull();
    await context.close();
  });
});
