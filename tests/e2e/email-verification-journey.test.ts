import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { uniqueEmail } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { openMailboxEmail } from '../helpers/dev-mailbox-page';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * Decision 0043 in the browser: a new traveller signs up, sees that her e-mail is not verified and that the
 * 15 USD arrive after verifying, opens the welcome e-mail in /dev/mailbox, verifies, and sees the credit.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

const dialog = (page: Page) => page.getByRole('dialog');
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{{${key}}}`, value), template);

const cases = [
  { size: 'phone', lang: 'es', words: es },
  { size: 'desktop', lang: 'en', words: en },
] as const;

describe('verifying the e-mail brings the sign-up credit', () => {
  for (const { size, lang, words } of cases) {
    it(`signs up, sees the unverified state, verifies from the mailbox and sees the credit (${size}, ${lang})`, async () => {
      const locale = lang === 'es' ? 'es-PA' : 'en-US';
      const page = await ctx.browser.newPage({ viewport: VIEWPORTS[size], locale, bypassCSP: true });
      const email = uniqueEmail('verify');
      await gotoHydrated(page, `${ctx.app.baseUrl}/?showSignUp=true&lang=${lang}`);
      await dialog(page).getByLabel(words.auth.email).fill(email);
      await dialog(page).getByRole('button', { name: words.auth.continue }).click();
      await dialog(page).getByLabel(words.auth.firstName, { exact: true }).fill('Valeria');
      await dialog(page).getByLabel(words.auth.lastName).fill('Ríos');
      await dialog(page).getByLabel(words.auth.phoneNumber).fill('61234567');
      await dialog(page).getByLabel(words.auth.password, { exact: true }).fill('Verifica2026');
      await dialog(page).getByRole('checkbox').check();
      await dialog(page).getByRole('button', { name: words.auth.signUp }).click();

      // The welcome step promises the credit after the e-mail is verified, not now.
      await expect.poll(() => dialog(page).locator('h2').first().textContent()).toBe(words.auth.successTitle);
      expect(await dialog(page).textContent()).toContain(
        fill(words.auth.creditAfterVerify, { amount: '$15' }),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/verify-success-${lang}-${size}.png` });
      await dialog(page).getByRole('button', { name: words.auth.continue }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);

      // The profile says the e-mail is not verified yet, and the link can be sent again.
      await gotoHydrated(page, `${ctx.app.baseUrl}/profile`);
      const notice = page.getByRole('status').filter({ hasText: words.emailVerification.notice });
      await expect.poll(() => notice.count()).toBe(1);
      expect(await notice.textContent()).toContain(
        fill(words.emailVerification.noticeCredit, { amount: '$15' }),
      );
      await notice.getByRole('button', { name: words.emailVerification.resend }).click();
      await expect
        .poll(() => page.locator('[role=status]').filter({ hasText: words.emailVerification.resent }).count())
        .toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/verify-notice-${lang}-${size}.png`, fullPage: true });

      // The welcome e-mail's button leads to the verification page; nothing is spent until it is pressed.
      await openMailboxEmail(page, ctx.app.baseUrl, email, 'welcome');
      const href = await page
        .getByRole('link', { name: words.emails.welcome.verifyCta })
        .getAttribute('href');
      expect(href).toMatch(/\/verify-email\/[\w-]{43}$/);
      await gotoHydrated(page, `${ctx.app.baseUrl}${new URL(href!).pathname}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(words.emailVerification.verifyTitle);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: words.emailVerification.confirm }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe(words.emailVerification.verified);
      expect(await page.getByTestId('verified-credit').textContent()).toBe(
        fill(words.emailVerification.creditGranted, { amount: '$15' }),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/verify-done-${lang}-${size}.png` });

      // The balance page shows the credit; the profile's notice is gone.
      await page.getByRole('link', { name: words.emailVerification.toBalance }).click();
      await page.waitForURL(/\/profile\/credit-giftcard\/balance$/);
      await expect.poll(async () => (await page.locator('main').textContent())?.includes('$15')).toBe(true);
      await gotoHydrated(page, `${ctx.app.baseUrl}/profile`);
      // Her own profile, read before looking for what is no longer on it.
      await expect
        .poll(() => page.getByLabel(words.profile.fields.first_name, { exact: true }).inputValue())
        .toBe('Valeria');
      expect(await page.getByText(words.emailVerification.notice).count()).toBe(0);
      await page.close();
    });
  }
});
