import type { Browser, BrowserContextOptions } from 'playwright-core';
import { watchTheConsole } from './console-problems';
import { gotoHydrated } from './hydrated-page';

/**
 * A page of a new browser context signed in with `session` (the sign-in answer's Set-Cookie line, see
 * sessionCookie in tests/helpers/accounts.ts) and, when given, the language cookie; `path` is opened and
 * hydrated (its response answered), and the console watched. The caller closes the context.
 */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  session: string,
  path: string,
  options: BrowserContextOptions & { lang?: 'es' | 'en' } = {},
) {
  const { lang, ...contextOptions } = options;
  const context = await browser.newContext({ bypassCSP: true, ...contextOptions });
  const [name, value] = session.split(';')[0]!.split('=');
  const domain = new URL(baseUrl).hostname;
  await context.addCookies([
    { name: name!, value: value!, domain, path: '/' },
    ...(lang ? [{ name: 'lang', value: lang, domain, path: '/' }] : []),
  ]);
  const page = await context.newPage();
  const problems = watchTheConsole(page);
  const response = await gotoHydrated(page, `${baseUrl}${path}`);
  return { context, page, problems, response };
}
