import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookie, signInSolving, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * Deleting an account in the browser (docs/decisions/0044): the page names the wallet credit that is lost,
 * asks for the password, refuses a wrong one and deletes nothing, then deletes with the right one. Phone
 * in Spanish, desktop in English; screenshots in test-results/account-deletion-*.png.
 */
const ctx = useBrowserApp({ web: true });

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

const TEXT = {
  es: {
    locale: 'es-PA',
    warning: 'Perderás $15 de saldo',
    password: 'Tu contraseña',
    confirm: 'Entiendo que mi cuenta se eliminará definitivamente',
    remove: 'Eliminar mi cuenta',
    wrong: 'La contraseña no es correcta. No eliminamos nada.',
    deleted: 'Tu cuenta se eliminó',
  },
  en: {
    locale: 'en-US',
    warning: 'You will lose $15 of wallet credit',
    password: 'Your password',
    confirm: 'I understand my account will be deleted for good',
    remove: 'Delete my account',
    wrong: 'The password is incorrect. Nothing was deleted.',
    deleted: 'Your account was deleted',
  },
} as const;

async function openSignedIn(browser: Browser, size: keyof typeof VIEWPORTS, lang: 'es' | 'en') {
  const email = uniqueEmail(`delete-${lang}`);
  await signUpVerified(ctx.app, { email, language: lang }, lang);
  const signedIn = await signInSolving(ctx.app, email);
  const context = await browser.newContext({
    viewport: VIEWPORTS[size],
    locale: TEXT[lang].locale,
    bypassCSP: true,
  });
  contexts.push(context);
  const domain = new URL(ctx.app.baseUrl).hostname;
  const [name, value] = sessionCookie(signedIn).split(';')[0]!.split('=');
  await context.addCookies([
    { name: name!, value: value!, domain, path: '/' },
    { name: 'lang', value: lang, domain, path: '/' },
  ]);
  const page = await context.newPage();
  await gotoHydrated(page, `${ctx.app.baseUrl}/profile/delete`);
  return { page, email };
}

describe('account deletion', () => {
  for (const [size, lang] of [
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as const) {
    it(`names the credit lost and asks for the password (${size}, ${lang})`, async () => {
      const text = TEXT[lang];
      const { page, email } = await openSignedIn(ctx.browser, size, lang);
      expect(await page.getByText(text.warning).count()).toBe(1);
      const remove = page.getByRole('button', { name: text.remove });
      await page.getByLabel(text.confirm).check();
      // Without the password the button waits.
      expect(await remove.isDisabled()).toBe(true);
      await page.getByLabel(text.password).fill('Wrong1234');
      await remove.click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: text.wrong }).count()).toBe(1);
      const still = await fetch(`${ctx.app.baseUrl}/api/v1/check-email/${encodeURIComponent(email)}`, {
        headers: { 'api-token': 'test-token' },
      });
      expect(still.status).toBe(200);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/account-deletion-${lang}-${size}.png`, fullPage: true });

      await page.getByLabel(text.password).fill('Secret123');
      await remove.click();
      await expect
        .poll(() => page.locator('[role=status], [role=alert]').filter({ hasText: text.deleted }).count())
        .toBe(1);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      const gone = await fetch(`${ctx.app.baseUrl}/api/v1/check-email/${encodeURIComponent(email)}`, {
        headers: { 'api-token': 'test-token' },
      });
      expect(gone.status).toBe(404);
    });
  }
});
