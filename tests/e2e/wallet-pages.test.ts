import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { formatGiftCardCode, newGiftCardCode } from '../../domain/giftcards/gift-card-code';
import { formatUsd } from '../../domain/pricing/money';
import { sessionCookie, signInSolving, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { watchTheConsole } from '../helpers/console-problems';
import { insertGiftCard } from '../helpers/gift-card-factory';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * The wallet pages in a real browser (issue 18, spec § 2): redeeming a delivered gift card (the success
 * dialog, the balance page with its new line, the balance in the account menu), the messages of an empty,
 * malformed and unknown code, and the refer-and-earn block copying its link. Phone in Spanish, desktop in
 * English; screenshots with SCREENSHOTS=1 (test-results/wallet-*.png).
 */
// No page here shows an experience: the gift-card journeys' small catalogue, whose database copy the run
// has already made, rather than a template of its own.
const ctx = useBrowserApp({ seed: true, experiences: 2, web: true });

type Lang = 'es' | 'en';
type Size = keyof typeof VIEWPORTS;
const TEXT = { es, en } as const;
const LOCALE = { es: 'es-PA', en: 'en-US' } as const;

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A new traveller (15 USD of welcome credit), signed in, on `path` in her language and size. */
async function openSignedIn(browser: Browser, size: Size, lang: Lang, path: string) {
  const email = uniqueEmail(`wallet-${lang}`);
  await signUpVerified(ctx.app, { email, language: lang }, lang);
  const signedIn = await signInSolving(ctx.app, email);
  const user = signedIn.json().user as { id: number; first_name: string; referent: string };
  const context = await browser.newContext({
    viewport: VIEWPORTS[size],
    locale: LOCALE[lang],
    bypassCSP: true,
  });
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.app.baseUrl });
  const [name, value] = sessionCookie(signedIn).split(';')[0]!.split('=');
  await context.addCookies([
    { name: name!, value: value!, domain: new URL(ctx.app.baseUrl).hostname, path: '/' },
  ]);
  await context.addCookies([
    { name: 'lang', value: lang, domain: new URL(ctx.app.baseUrl).hostname, path: '/' },
  ]);
  const page = await context.newPage();
  const problems = watchTheConsole(page);
  await gotoHydrated(page, `${ctx.app.baseUrl}${path}`);
  return { page, problems, user };
}

async function screenshot(page: Page, name: string, fullPage = true) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/wallet-${name}.png`, fullPage });
}

/** Opens the account menu: the desktop profile menu (the person's name), or the phone's drawer. */
async function openAccountMenu(page: Page, size: Size, lang: Lang, firstName: string) {
  if (size === 'desktop') await page.getByRole('button', { name: firstName }).click();
  else await page.getByRole('button', { name: TEXT[lang].chrome.openPreferences }).click();
}

describe('redeeming a gift card', () => {
  const journeys: { size: Size; lang: Lang }[] = [
    { size: 'phone', lang: 'es' },
    { size: 'desktop', lang: 'en' },
  ];
  for (const { size, lang } of journeys) {
    const words = TEXT[lang];
    it(`says what is wrong with a code, redeems a delivered card and shows it in the balance (${size}, ${lang})`, async () => {
      const { page, problems, user } = await openSignedIn(
        ctx.browser,
        size,
        lang,
        '/profile/credit-giftcard/redeem',
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.redeem.page.title);
      const field = page.getByLabel(words.redeem.page.codeLabel);
      const submit = page.getByRole('button', { name: words.redeem.page.submit });
      const error = page.getByTestId('redeem-error');

      // Empty, then malformed: two different messages, before any call.
      await submit.click();
      expect(await error.textContent()).toBe(words.redeem.codeRequired);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await field.pressSequentially('abcd efgh');
      expect(await field.inputValue()).toBe('ABCD-EFGH');
      // By keyboard: Enter in the field submits the form.
      await field.press('Enter');
      expect(await error.textContent()).toBe(words.redeem.codeInvalid);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `redeem-malformed-${size}-${lang}`);

      // Well formed but unknown: the server's one answer.
      await field.fill(newGiftCardCode().toLowerCase());
      expect(await field.inputValue()).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
      await submit.click();
      await expect.poll(() => error.textContent()).toBe(words.redeem.redeemError);

      // A delivered card of 25 USD, pasted without dashes in lower case.
      const inserted = await insertGiftCard(ctx.app.database.db, {
        delivered: true,
        amountCents: 2500,
        senderName: 'Lucía',
      });
      const card = { ...inserted, code: inserted.code! };
      await field.fill('');
      await field.focus();
      await page.keyboard.insertText(card.code.toLowerCase());
      expect(await field.inputValue()).toBe(formatGiftCardCode(card.code));
      await submit.click();
      const dialog = page.getByRole('dialog', { name: words.redeem.page.successTitle });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain(formatUsd(2500, lang));
      expect(await dialog.textContent()).toContain(formatUsd(4000, lang));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `redeem-success-${size}-${lang}`, false);
      await expect
        .poll(() => page.getByTestId('redeem-balance').textContent())
        .toContain(formatUsd(4000, lang));

      await dialog.getByRole('link', { name: words.redeem.page.seeBalance }).click();
      await page.waitForURL(/\/profile\/credit-giftcard\/balance$/);
      await expect.poll(() => page.getByTestId('balance-amount').textContent()).toBe(formatUsd(4000, lang));
      const lines = page.getByTestId('wallet-history').getByRole('listitem');
      expect(await lines.count()).toBe(2);
      const newest = (await lines.first().textContent()) ?? '';
      expect(newest).toContain(words.walletHistory.kinds.gift_card_redeem);
      expect(newest).toContain(`+${formatUsd(2500, lang)}`);
      expect(newest).toContain(card.code.slice(-4));
      expect(await lines.last().textContent()).toContain(words.walletHistory.kinds.signup_credit);
      expect(await page.getByText(words.balancePage.rules).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `balance-${size}-${lang}`);
      // The account menu's balance followed, and leads to this page.
      await openAccountMenu(page, size, lang, user.first_name);
      const menuLink = page.getByRole('link', { name: `${words.navbar.balance} ${formatUsd(4000, lang)}` });
      await expect.poll(() => menuLink.count()).toBe(1);
      expect(await menuLink.getAttribute('href')).toBe('/profile/credit-giftcard/balance');
      // The menu's "Redeem a gift card", and the page's own link of the same name, lead to the form.
      const redeemLinks = await page.getByRole('link', { name: words.profile.redeemGiftCard }).all();
      expect(redeemLinks).toHaveLength(2);
      for (const link of redeemLinks)
        expect(await link.getAttribute('href')).toBe('/profile/credit-giftcard/redeem');
      await screenshot(page, `menu-${size}-${lang}`, false);
      await page.keyboard.press('Escape');

      // The same code again is the one refusal.
      await gotoHydrated(page, `${ctx.app.baseUrl}/profile/credit-giftcard/redeem`);
      await page.getByLabel(words.redeem.page.codeLabel).fill(card.code);
      await page.getByRole('button', { name: words.redeem.page.submit }).click();
      await expect.poll(() => page.getByTestId('redeem-error').textContent()).toBe(words.redeem.redeemError);
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    });
  }
});

describe('refer and earn', () => {
  for (const { size, lang } of [
    { size: 'phone', lang: 'es' },
    { size: 'desktop', lang: 'en' },
  ] as const) {
    const words = TEXT[lang].referral;
    it(`copies the traveller's own link and shares it by chat (${size}, ${lang})`, async () => {
      const { page, problems, user } = await openSignedIn(ctx.browser, size, lang, '/profile/wallet');
      const referent = user.referent;
      expect(referent).toMatch(/^[A-Za-z0-9]{10}$/);
      const block = page.getByTestId('referral');
      expect(await block.getByRole('heading').textContent()).toBe(words.title);
      const link = await block.getByLabel(words.linkLabel).inputValue();
      expect(link).toBe(`${ctx.app.baseUrl}/referent/${referent}`);
      await block.getByRole('button', { name: words.copy }).click();
      await expect.poll(() => block.getByRole('status').textContent()).toBe(words.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      const share = await block.getByRole('link', { name: words.share }).getAttribute('href');
      expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(decodeURIComponent(share!.split('text=')[1]!)).toContain(link);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `referral-${size}-${lang}`);

      // The wallet panel leads to the balance page; a visitor there is sent home.
      await page.getByRole('link', { name: TEXT[lang].profile.seeBalance }).click();
      await page.waitForURL(/\/profile\/credit-giftcard\/balance$/);
      await expect.poll(() => page.getByTestId('wallet-history').getByRole('listitem').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `balance-new-${size}-${lang}`);
      await page.context().clearCookies();
      await gotoHydrated(page, `${ctx.app.baseUrl}/profile/credit-giftcard/balance`);
      expect(new URL(page.url()).pathname).toBe('/');
      // The redeem page asks a visitor to sign in instead of showing the form.
      await gotoHydrated(page, `${ctx.app.baseUrl}/profile/credit-giftcard/redeem`);
      expect(await page.getByText(TEXT[lang].redeem.page.signInToRedeem).count()).toBe(1);
      expect(await page.getByLabel(TEXT[lang].redeem.page.codeLabel).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
