import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { checkHtml, type Pages } from '../helpers/html-checker';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The main pages, as the server sends them in both languages, pass the Nu HTML Checker (the `vnu-jar`
 * package) with no error: README § HTML checker.
 */
let t: TestApp;
let traveller: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 4, web: true });
  traveller = (await signUp(t)).token;
  admin = (await passedAdmin(t)).token;
}, 300_000);
afterAll(() => t?.close());

async function html(url: string, lang: 'es' | 'en', token?: string): Promise<string> {
  const headers: Record<string, string> = { accept: 'text/html', 'accept-language': lang };
  if (token) headers.cookie = `session=${token}`;
  const res = await t.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200 && url !== '/no-such-page') throw new Error(`${url}: ${res.statusCode}`);
  return res.payload;
}

/** The first link on the page whose path matches. */
function firstLink(page: string, pattern: RegExp): string {
  for (const [, href] of page.matchAll(/href="([^"#?]+)"/g)) if (pattern.test(href!)) return href!;
  throw new Error(`no link matching ${pattern}`);
}

it('finds no error in the main pages in Spanish and English', async () => {
  const home = await html('/', 'es');
  const destination = firstLink(home, /^\/destinations\/[^/]+\/\d+$/);
  const category = firstLink(home, /^\/categories\/[^/]+\/\d+$/);
  const listing = await html(destination, 'es');
  const experience = firstLink(listing, /^\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+\/\d+$/);
  const pages: Array<[string, string, string?]> = [
    ['home', '/'],
    ['search', '/search/playa'],
    ['destination', destination],
    ['category', category],
    ['destinations', '/destinations'],
    ['highlights', '/highlights'],
    ['experience', experience],
    ['booking-details', '/booking/details'],
    ['booking-payment', '/booking/payment'],
    ['giftcards', '/giftcards'],
    ['faqs', '/faqs'],
    ['about', '/about'],
    ['terms', '/terms-and-conditions'],
    ['privacy', '/privacy-policies'],
    ['supplier-registration', '/supplier-registration'],
    ['not-found', '/no-such-page'],
    ['favorites', '/favorites', traveller],
    ['profile', '/profile', traveller],
    ['agenda', '/agenda', traveller],
    ['operator', '/operator', traveller],
    ['admin', '/admin', admin],
  ];
  const documents: Pages = {};
  for (const lang of ['es', 'en'] as const)
    for (const [name, url, token] of pages) documents[`${name}-${lang}`] = await html(url, lang, token);

  const errors = await checkHtml(documents);
  expect(
    errors.map((error) => `${error.url}:${error.lastLine} ${error.message} «${error.extract ?? ''}»`),
  ).toEqual([]);
}, 240_000);
