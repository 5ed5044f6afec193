import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { checkHtml, type Pages } from '../helpers/html-checker';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

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
}, 900_000);
afterAll(() => t?.close());

async function html(url: string, lang: 'es' | 'en', token?: string): Promise<string> {
  const headers: Record<string, string> = { accept: 'text/html', 'accept-language': lang };
  if (token) headers.cookie = `session=${token}`;
  let res = await t.app.inject({ method: 'GET', url, headers });
  // A listing's short URL redirects to its canonical one.
  if (res.statusCode === 301 || res.statusCode === 302)
    res = await t.app.inject({ method: 'GET', url: String(res.headers.location), headers });
  if (res.statusCode !== 200 && url !== '/no-such-page') throw new Error(`${url}: ${res.statusCode}`);
  return res.payload;
}

it('finds no error in the main pages in Spanish and English', async () => {
  const list = await t.app.inject({ url: '/api/v1/experiences/simple?limit=1', headers: apiHeaders() });
  const first = list.json().data[0];
  const experience: string = first.url;
  const destination = `/destinations/x/${first.destination.id}`;
  const country = `/country/x/${first.country.id}`;
  const pages: Array<[string, string, string?]> = [
    ['home', '/'],
    ['search', '/search/playa'],
    ['destination', destination],
    ['country', country],
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

  // Each search form of the header (desktop and phone) and the hero has a submit control.
  for (const [name, page] of Object.entries(documents))
    for (const [form] of page.matchAll(/<form[^>]*role="search"[\s\S]*?<\/form>/g))
      expect(form, name).toMatch(/<button[^>]*type="submit"/);

  const errors = await checkHtml(documents);
  expect(
    errors.map((error) => `${error.url}:${error.lastLine} ${error.message} «${error.extract ?? ''}»`),
  ).toEqual([]);
}, 600_000);
