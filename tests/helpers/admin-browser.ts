import type { Page } from 'playwright-core';
import type es from '../../common/i18n/es.json';
import { signInSolving } from './accounts';
import type { TestApp } from './test-app';

type Words = typeof es;

/** A session of `email` in the page's browser context, as the sign-in modal would leave it. */
export async function signInAs(
  page: Page,
  app: TestApp & { baseUrl: string },
  email: string,
  password: string,
) {
  const res = await signInSolving(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  await page.context().addCookies([{ name: 'session', value: res.json().token, url: app.baseUrl }]);
}

/** Types a code into the admin's second-factor step and sends it with the button named `submit`. */
export async function typeCode(page: Page, words: Words, code: string, submit: string) {
  await page.getByLabel(words.admin.secondFactor.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: submit }).click();
}
