import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { sessionCookie, signUpVerified } from './accounts';
import type { useBrowserApp } from './browser-app';
import { VIEWPORTS } from './browser';
import { watchTheConsole } from './console-problems';
import { type Lang, PAY_TEXT, type Size, t } from './payment-page';
import { TEST_NOW } from './test-app';
import { gotoHydrated } from './hydrated-page';

/** TEST_NOW is Sunday 22 November 2026, 10:00 in Panama: "today" for the delivery date. */
export const GIFT_TODAY = '2026-11-22';

/** A labelled control of the page's main part (the header's dialogs have fields with the same names). */
export const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });
export const preview = (page: Page) => page.getByTestId('gift-card-preview').first();
export const storedGiftCardDraft = (page: Page) =>
  page.evaluate(() => localStorage.getItem('localGiftCardData'));
export const giftCardTotal = (page: Page) => page.getByTestId('gift-card-total').first().textContent();

/** Screenshots for people (SCREENSHOTS=1): test-results/<name>.png, the whole page. */
export async function giftCardScreenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/**
 * /giftcards in a fresh context at TEST_NOW, once the browser filled in today's date (hydrated); signed in
 * as a new traveller (Marisol Quintero) when `signedIn`. `problems` collects console errors.
 */
export async function openGiftCards(
  ctx: ReturnType<typeof useBrowserApp>,
  size: Size,
  lang: Lang,
  options: { signedIn?: boolean } = {},
) {
  const context: BrowserContext = await ctx.browser.newContext({
    viewport: VIEWPORTS[size],
    locale: PAY_TEXT[lang].locale,
    bypassCSP: true,
  });
  await context.clock.setFixedTime(TEST_NOW);
  let email: string | null = null;
  if (options.signedIn) {
    const user = await signUpVerified(ctx.app, { first_name: 'Marisol', last_name: 'Quintero' }, lang);
    email = user.email;
    const [name, value] = sessionCookie(user.response).split(';')[0]!.split('=');
    const { hostname } = new URL(ctx.app.baseUrl);
    await context.addCookies([{ name: name!, value: value!, domain: hostname, path: '/' }]);
  }
  const page = await context.newPage();
  const problems = watchTheConsole(page);
  await gotoHydrated(page, `${ctx.app.baseUrl}/giftcards`);
  await expect.poll(() => field(page, t(lang).giftCards.deliveryDate.label).inputValue()).toBe(GIFT_TODAY);
  // A page every visitor shares learns who is signed in once it runs (decision 0034): the buyer goes on when
  // the page knows them (their e-mail prefilled as the sender), as a person would see their name first.
  if (email) {
    await expect.poll(() => field(page, t(lang).giftCards.sender.email).inputValue()).toBe(email);
  }
  return { context, page, problems, email };
}

/**
 * Fills the receiver and the message (the sender is prefilled for a signed-in buyer): Ana Pérez, whose
 * e-mail is in the other language unless `receiver` says otherwise.
 */
export async function fillReceiver(
  page: Page,
  lang: Lang,
  message: string,
  receiver: { email?: string; lang?: Lang } = {},
) {
  const text = t(lang).giftCards;
  await field(page, text.message.label).fill(message);
  await field(page, text.receiver.name).fill('Ana Pérez');
  await field(page, text.receiver.email).fill(receiver.email ?? 'ana.perez@example.com');
  await field(page, text.receiver.lang).selectOption(receiver.lang ?? (lang === 'es' ? 'en' : 'es'));
}

/** A signed-in buyer's card of `amount` for Ana, continued to /giftcards/payment. */
export async function continueToPayment(
  ctx: ReturnType<typeof useBrowserApp>,
  page: Page,
  lang: Lang,
  amount: string,
) {
  const text = t(lang).giftCards;
  await field(page, text.amount.other).fill(amount);
  await fillReceiver(page, lang, 'Feliz cumpleaños, Ana');
  await page.getByRole('button', { name: text.continue }).click();
  await page.waitForURL(`${ctx.app.baseUrl}/giftcards/payment`);
  await expect.poll(() => page.locator('main').textContent()).toContain('ana.perez@example.com');
}
