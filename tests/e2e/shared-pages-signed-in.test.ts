import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, sessionCookie, signUp } from '../helpers/accounts';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { CHROME_LABELS as LANGS } from '../helpers/chrome-page';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * Decision 0034: a signed-in traveller gets the page every visitor shares (no render of their own), and
 * their browser fills in who they are: the name in the header, the account entries, the hearts of their
 * favourites. The session cookie is set as the server set it, with nothing in browser storage, as on a
 * browser where they signed in long ago.
 */
const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

const FIRST_NAME = 'Zenobia';
let session: { name: string; value: string };
type Experience = { id: number; name: string; url: string };
/** The same experience as each language shows it (name and address). */
const experience = {} as Record<'es' | 'en', Experience>;

beforeAll(async () => {
  const signedUp = await signUp(ctx.app, { first_name: FIRST_NAME });
  const [name, value] = sessionCookie(signedUp.response).split(';')[0]!.split('=');
  session = { name: name!, value: value! };
  for (const lang of ['es', 'en'] as const) {
    const [first] = (await ctx.api('/api/v1/experiences/simple?limit=1', lang)).data as Experience[];
    if (!first) throw new Error('the seeded catalogue has no experience');
    experience[lang] = first;
  }
  const saved = await call(ctx.app, `experience/${experience.es.id}/add-favorite`, {
    token: signedUp.token,
    payload: { type: 'experiences' },
  });
  expect(saved.json()).toMatchObject({ favorite: true });
});

/** What the page cache holds: the page as an anonymous visitor first asked for it, in that language. */
async function shareAnonymously(path: string, lang: 'es' | 'en') {
  const res = await fetch(`${ctx.app.baseUrl}${path}`, { headers: { 'accept-language': lang } });
  expect(res.status).toBe(200);
  expect(await res.text()).not.toContain(FIRST_NAME);
}

async function openSignedIn(lang: 'es' | 'en', size: keyof typeof VIEWPORTS) {
  const context = await ctx.browser.newContext({ viewport: VIEWPORTS[size], locale: LANGS[lang].locale });
  const { hostname } = new URL(ctx.app.baseUrl);
  await context.addCookies([{ ...session, domain: hostname, path: '/' }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

/** The document as the server sent it: the shared page, answered privately, with nothing of theirs. */
async function visit(page: Page, path: string) {
  const response = await gotoHydrated(page, `${ctx.app.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(await response?.text()).not.toContain(FIRST_NAME);
}

const ACCOUNT = {
  es: { favorites: 'Favoritos', signIn: 'Iniciar sesión', toggle: 'Guardar {{name}} en favoritos' },
  en: { favorites: 'Favourites', signIn: 'Sign in', toggle: 'Save {{name}} to favourites' },
} as const;

describe('shared pages for a signed-in traveller', () => {
  for (const lang of ['es', 'en'] as const) {
    for (const size of ['phone', 'desktop'] as const) {
      it(`fill in who they are once the page runs (${lang}, ${size})`, async () => {
        await shareAnonymously('/', lang);
        await shareAnonymously(experience[lang].url, lang);
        const { page, errors, close } = await openSignedIn(lang, size);
        try {
          await visit(page, '/');
          const labels = ACCOUNT[lang];
          if (size === 'desktop') {
            const menu = page.locator('header').getByRole('button', { name: FIRST_NAME });
            await menu.waitFor();
            await menu.click();
          } else {
            await page.getByRole('button', { name: LANGS[lang].openSettings }).click();
          }
          await page.getByRole('link', { name: labels.favorites }).waitFor();
          expect(await page.getByRole('button', { name: labels.signIn }).count()).toBe(0);

          await visit(page, experience[lang].url);
          const heart = page.getByRole('button', {
            name: labels.toggle.replace('{{name}}', experience[lang].name),
            pressed: true,
          });
          await heart.first().waitFor();
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }

  it('an anonymous visitor of a shared page is told nobody is signed in, and nothing is logged', async () => {
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop, locale: LANGS.es.locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const answers: unknown[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/v1/session')) answers.push(await response.json());
    });
    try {
      await gotoHydrated(page, `${ctx.app.baseUrl}/`);
      await expect.poll(() => answers).toEqual([{ user: null }]);
      await page.locator('header').getByRole('button', { name: 'Cuenta' }).click();
      await page.getByRole('button', { name: ACCOUNT.es.signIn }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
