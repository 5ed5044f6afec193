import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../domain/pricing/money';
import { sessionCookie, signInSolving, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';
import { TEST_CARDS } from '../helpers/checkout';
import { watchTheConsole } from '../helpers/console-problems';
import { imagesOf, openMailboxEmail, openMailboxFor } from '../helpers/dev-mailbox-page';
import {
  field,
  fillReceiver,
  giftCardScreenshot,
  giftCardTotal,
  openGiftCards,
} from '../helpers/gift-card-page';
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
 * The gift card's whole journey in a real browser against the real server (issue 18, "How it is
 * checked"): a signed-in buyer buys a card for today on /giftcards with the frictionless Visa, the
 * receiver's e-mail (in the language the buyer chose) is opened in /dev/mailbox and its code read from
 * it, another traveller redeems it on /profile/credit-giftcard/redeem and sees the balance, its history
 * line and the account menu's balance; the buyer has the receipt. Phone in Spanish with the receiver's
 * e-mail in English, desktop in English throughout. Screenshots with SCREENSHOTS=1.
 */
const ctx = useBrowserApp({ seed: true, experiences: 2, web: true });

const SENDER = 'Marisol Quintero';
/** Every new traveller's welcome credit (the seed's sign-up credit). */
const WELCOME_CENTS = 1500;

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A second traveller (Ana) with `email`, signed in, in a fresh context of her language and size. */
async function openAsReceiver(size: Size, lang: Lang, email: string) {
  await signUpVerified(ctx.app, { email, language: lang }, lang);
  const signedIn = await signInSolving(ctx.app, email);
  const context = await ctx.browser.newContext({
    viewport: VIEWPORTS[size],
    locale: PAY_TEXT[lang].locale,
    bypassCSP: true,
  });
  contexts.push(context);
  await context.clock.setFixedTime(TEST_NOW);
  const [name, value] = sessionCookie(signedIn).split(';')[0]!.split('=');
  const domain = new URL(ctx.app.baseUrl).hostname;
  await context.addCookies([
    { name: name!, value: value!, domain, path: '/' },
    { name: 'lang', value: lang, domain, path: '/' },
  ]);
  const page = await context.newPage();
  return { page, problems: watchTheConsole(page) };
}

/** Opens the account menu: the desktop profile menu (the person's name), or the phone's drawer. */
async function openAccountMenu(page: Page, size: Size, lang: Lang, firstName: string) {
  if (size === 'desktop') await page.getByRole('button', { name: firstName }).click();
  else await page.getByRole('button', { name: t(lang).chrome.openPreferences }).click();
}

const cases: {
  size: Size;
  lang: Lang;
  mailLang: Lang;
  amount: string;
  cents: number;
  /** How the receiver types the code: as the e-mail shows it, or in lower case with spaces. */
  typing: 'as shown' | 'lower case with spaces';
}[] = [
  {
    size: 'phone',
    lang: 'es',
    mailLang: 'en',
    amount: '40',
    cents: 4000,
    typing: 'lower case with spaces',
  },
  {
    size: 'desktop',
    lang: 'en',
    mailLang: 'en',
    amount: '62.50',
    cents: 6250,
    typing: 'as shown',
  },
];

describe('a gift card from purchase to balance', () => {
  for (const { size, lang, mailLang, amount, cents, typing } of cases) {
    const words = t(lang);
    const mailWords = t(mailLang).giftCardEmails.delivery;
    it(`buys for today, mails the code in ${mailLang}, another traveller redeems it (${size}, ${lang})`, async () => {
      // 1. The buyer fills /giftcards and pays with the frictionless Visa on /giftcards/payment.
      const receiverEmail = uniqueEmail(`receiver-${lang}`);
      const message = `¡Feliz cumpleaños, Ana!\nUn abrazo & buen viaje 🌴`;
      const buyer = await openGiftCards(ctx, size, lang, { signedIn: true });
      contexts.push(buyer.context);
      const { page } = buyer;
      await expect.poll(() => field(page, words.giftCards.sender.name).inputValue()).toBe(SENDER);
      await field(page, words.giftCards.amount.other).fill(amount);
      await page.locator('main').getByText(words.giftCards.design.birthday, { exact: true }).click();
      await fillReceiver(page, lang, message, {
        email: receiverEmail,
        lang: mailLang,
      });
      await expect.poll(() => giftCardTotal(page)).toBe(formatUsd(cents, 'en'));
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: words.giftCards.continue }).click();
      await page.waitForURL(`${ctx.app.baseUrl}/giftcards/payment`);
      await expect.poll(() => page.locator('main').textContent()).toContain(receiverEmail);
      await captchaReady(page, lang);
      await fillCard(page, lang, TEST_CARDS.visa);
      expect(await seriousViolations(page)).toEqual([]);
      await payButton(page).click();
      const paid = page.getByRole('heading', {
        name: words.giftCardPayment.success.title,
      });
      await expect.poll(() => paid.count(), { timeout: 20_000 }).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(buyer.problems).toEqual([]);

      // 2. The buyer's receipt, in the buyer's language, is in the mailbox at once.
      const receipt = await openMailboxFor(page, ctx.app.baseUrl, buyer.email!, 'gift-card-receipt');
      expect(await receipt.getByRole('heading').textContent()).toBe(
        words.giftCardEmails.receipt.subject
          .replace('{{amount}}', formatUsd(cents, lang))
          .replace('{{name}}', 'Ana Pérez'),
      );

      // 3. The receiver opens her e-mail in /dev/mailbox: the chosen language, the artwork, the sender,
      // the amount, the message and the code.
      const receiver = await openAsReceiver(size, lang, receiverEmail);
      const mail = receiver.page;
      const mailAmount = formatUsd(cents, mailLang);
      const { subject } = await openMailboxEmail(mail, ctx.app.baseUrl, receiverEmail, 'gift-card-delivery');
      expect(subject).toBe(mailWords.subject.replace('{{sender}}', SENDER).replace('{{amount}}', mailAmount));
      expect(await mail.evaluate(() => document.documentElement.lang)).toBe(mailLang);
      const images = await imagesOf(mail);
      const artworkAlt = mailWords.artworkAlt.replace('{{sender}}', SENDER).replace('{{amount}}', mailAmount);
      const artwork = images.find((image) => image.alt === artworkAlt);
      expect(artwork).toMatchObject({ loaded: true });
      expect(artwork!.width).toBeGreaterThan(200);
      // The message fits the screen: nothing (the artwork) pushes it sideways on a phone.
      expect(await mail.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const body = (await mail.locator('body').innerText()).replace(/\s+/g, ' ');
      expect(body).toContain(
        mailWords.intro
          .replace('{{sender}}', SENDER)
          .replace('{{amount}}', mailAmount)
          .replace('{{brand}}', t(mailLang).brand.name),
      );
      expect(body).toContain(mailWords.messageLabel);
      expect(body).toContain('¡Feliz cumpleaños, Ana! Un abrazo & buen viaje 🌴');
      expect(body).toContain(mailWords.codeLabel);
      // Nothing in the other language.
      const otherWords = t(mailLang === 'es' ? 'en' : 'es').giftCardEmails.delivery;
      expect(body).not.toContain(otherWords.codeLabel);
      expect(body).not.toContain(otherWords.messageLabel);
      const code = /\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/.exec(body)?.[0];
      expect(code).toBeDefined();
      const redeemLink = mail.getByRole('link', { name: mailWords.cta });
      // The button leads to the redeem page (at the e-mails' PUBLIC_URL, not this test's port); the code
      // never travels in a link.
      const href = new URL((await redeemLink.getAttribute('href'))!);
      expect(`${href.pathname}${href.search}`).toBe(`/profile/credit-giftcard/redeem?lang=${mailLang}`);
      expect(await seriousViolations(mail)).toEqual([]);
      await giftCardScreenshot(mail, `giftcard-journey-email-${mailLang}-${size}`);

      // 4. Ana redeems it on her own account.
      await gotoHydrated(mail, `${ctx.app.baseUrl}/profile/credit-giftcard/redeem`);
      await expect
        .poll(() => mail.getByRole('heading', { level: 1 }).textContent())
        .toBe(words.redeem.page.title);
      expect(await seriousViolations(mail)).toEqual([]);
      const codeField = mail.getByLabel(words.redeem.page.codeLabel);
      if (typing === 'as shown') await codeField.fill(code!);
      else await codeField.pressSequentially(code!.toLowerCase().replace(/-/g, ' '));
      expect(await codeField.inputValue()).toBe(code);
      await mail.getByRole('button', { name: words.redeem.page.submit }).click();
      const balance = formatUsd(WELCOME_CENTS + cents, lang);
      const dialog = mail.getByRole('dialog', {
        name: words.redeem.page.successTitle,
      });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const said = (await dialog.textContent()) ?? '';
      expect(said).toContain(words.redeem.page.successAmount.replace('{{amount}}', formatUsd(cents, lang)));
      expect(said).toContain(words.redeem.page.successBalance.replace('{{balance}}', balance));
      expect(await seriousViolations(mail)).toEqual([]);
      await giftCardScreenshot(mail, `giftcard-journey-redeemed-${lang}-${size}`);

      // 5. The dialog leads to the balance: the new amount and the card's line in the history.
      await dialog.getByRole('link', { name: words.redeem.page.seeBalance }).click();
      await mail.waitForURL(/\/profile\/credit-giftcard\/balance$/);
      await expect.poll(() => mail.getByTestId('balance-amount').textContent()).toBe(balance);
      const lines = mail.getByTestId('wallet-history').getByRole('listitem');
      expect(await lines.count()).toBe(2);
      const newest = (await lines.first().textContent()) ?? '';
      expect(newest).toContain(words.walletHistory.kinds.gift_card_redeem);
      expect(newest).toContain(`+${formatUsd(cents, lang)}`);
      expect(newest).toContain(SENDER);
      expect(newest).toContain(code!.slice(-4));
      expect(newest).not.toContain(code!.slice(0, 4));
      expect(await lines.last().textContent()).toContain(words.walletHistory.kinds.signup_credit);
      expect(await seriousViolations(mail)).toEqual([]);
      await giftCardScreenshot(mail, `giftcard-journey-balance-${lang}-${size}`);

      // 6. The account menu shows the new balance.
      await openAccountMenu(mail, size, lang, 'Ana');
      const menuBalance = mail.getByRole('link', {
        name: `${words.navbar.balance} ${balance}`,
      });
      await expect.poll(() => menuBalance.count()).toBe(1);
      expect(await seriousViolations(mail)).toEqual([]);
      expect(receiver.problems).toEqual([]);
    });
  }
});
