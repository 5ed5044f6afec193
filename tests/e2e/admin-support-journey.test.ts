import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { DEMO_ADMIN } from '../../db/seed/write-demo-admin';
import { DEMO_ADMIN_TOTP_SECRET } from '../../domain/admins/second-factor-rules';
import { totpCodeAt } from '../../domain/admins/totp.server';
import { signUpVerified } from '../helpers/accounts';
import { signInAs, typeCode } from '../helpers/admin-browser';
import { passedAdmin } from '../helpers/admins';
import { seriousViolations } from '../helpers/axe';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { cardPurchase } from '../helpers/cancel';
import { openMailboxFor } from '../helpers/dev-mailbox-page';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * Support for bookings in the browser (docs/product.md § Support for bookings): an admin finds
 * a booking by its code, refunds a part of it to the traveller's wallet with a reason, and the booking's
 * story shows it; the traveller's wallet page and e-mail show the refund. On a desktop in English (an
 * admin already past the second factor) and on a phone in Spanish (the demo admin types its code).
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true, env: { CAPTCHA_PROVIDER: 'off' } });
let f: BookingFixture;

beforeAll(async () => {
  f = await prepareBookingFixture(ctx.app);
}, 300_000);

type Words = typeof es;
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

async function refundJourney(page: Page, words: Words, lang: 'es' | 'en', bookingDate: string) {
  const K = words.admin.bookings;
  const traveller = await signUpVerified(ctx.app, {}, lang);
  const bought = await cardPurchase(ctx.app, f, traveller, { booking_date: bookingDate }, lang);
  const code = bought.data.code as string;

  await gotoHydrated(page, `${ctx.app.baseUrl}/admin/bookings?lang=${lang}`);
  await expect.poll(() => page.locator('h1').textContent()).toBe(K.title);
  await page.getByLabel(K.search.q).fill(code.toLowerCase());
  await page.locator('main').getByRole('button', { name: K.search.submit }).click();
  const open = page.getByRole('link', { name: fill(K.results.open, { code }) }).locator('visible=true');
  await expect.poll(() => open.count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fits(page)).toBe(true);
  await page.screenshot({ path: `test-results/admin-bookings-${lang}.png`, fullPage: true });

  await open.click();
  await expect.poll(() => page.locator('h1').textContent()).toBe(fill(K.story.title, { code }));
  await page.getByRole('button', { name: K.refund.open }).click();
  const dialog = page.getByRole('dialog');
  await expect
    .poll(() => dialog.getByText(fill(K.refund.remaining, { amount: '$51', original: '$51' })).count())
    .toBe(1);
  // More than remains is refused by the server, in the page's language.
  await dialog.getByLabel(K.refund.amount).fill('60');
  await dialog.getByLabel(K.refund.toWallet).check();
  await dialog
    .getByLabel(K.refund.reason)
    .fill(lang === 'en' ? 'The guide arrived an hour late.' : 'El guía llegó una hora tarde.');
  await dialog.getByRole('button', { name: K.refund.confirm }).click();
  await expect
    .poll(() => dialog.getByTestId('admin-action-error').textContent())
    .toBe(fill(K.errors.exceedsRefundable, { refundable: '$51' }));
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/admin-booking-refund-${lang}.png`, fullPage: true });
  await dialog.getByLabel(K.refund.amount).fill('12.50');
  await dialog.getByRole('button', { name: K.refund.confirm }).click();
  await expect
    .poll(() => page.getByText(fill(K.refund.done, { amount: '$12.50' })).count())
    .toBeGreaterThan(0);
  const partial = fill(K.story.event.refund.partial, {
    method: K.story.method.wallet,
    amount: '$12.50',
    status: K.story.state.done,
  });
  await expect.poll(() => page.getByTestId('booking-timeline').getByText(partial).count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fits(page)).toBe(true);
  await page.screenshot({ path: `test-results/admin-booking-${lang}.png`, fullPage: true });

  // The traveller's wallet page and e-mail show the refund.
  const wallet = await page.context().browser()!.newPage({ viewport: page.viewportSize()!, bypassCSP: true });
  await wallet.context().addCookies([{ name: 'session', value: traveller.token, url: ctx.app.baseUrl }]);
  await gotoHydrated(wallet, `${ctx.app.baseUrl}/profile/credit-giftcard/balance?lang=${lang}`);
  const line = wallet.getByTestId('wallet-history').getByRole('listitem').first();
  await expect.poll(() => line.textContent()).toContain(words.walletHistory.kinds.purchase_refund_credit);
  expect(await line.textContent()).toContain(code);
  expect(await line.textContent()).toContain('12.50');
  await wallet.screenshot({ path: `test-results/admin-refund-wallet-${lang}.png`, fullPage: true });
  const mail = await openMailboxFor(wallet, ctx.app.baseUrl, traveller.email, 'purchase-refund');
  expect(await mail.textContent()).toContain(code);
  await wallet.close();
}

describe('an admin refunds part of a booking', () => {
  it('on a desktop in English, already past the second factor', async () => {
    const page = await ctx.browser.newPage({ viewport: VIEWPORTS.desktop, locale: 'en-US', bypassCSP: true });
    const admin = await passedAdmin(ctx.app);
    await page.context().addCookies([{ name: 'session', value: admin.token, url: ctx.app.baseUrl }]);
    await refundJourney(page, en, 'en', '2026-12-01');
    await page.close();
  });

  it('on a phone in Spanish, the demo admin typing the authenticator’s code', async () => {
    const page = await ctx.browser.newPage({ viewport: VIEWPORTS.phone, locale: 'es-PA', bypassCSP: true });
    await signInAs(page, ctx.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await gotoHydrated(page, `${ctx.app.baseUrl}/admin/bookings?lang=es`);
    await expect.poll(() => page.locator('h1').textContent()).toContain(es.admin.secondFactor.verifyTitle);
    await typeCode(
      page,
      es,
      totpCodeAt(DEMO_ADMIN_TOTP_SECRET, ctx.app.app.clock()),
      es.admin.secondFactor.verify,
    );
    await expect.poll(() => page.locator('h1').textContent()).toBe(es.admin.bookings.title);
    await refundJourney(page, es, 'es', '2026-12-02');
    await page.close();
  });
});
