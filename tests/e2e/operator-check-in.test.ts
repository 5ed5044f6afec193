import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { sessionCookie, signInSolving } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, VIEWPORTS } from '../helpers/browser';
import { attendanceOf, booking, companyExperience } from '../helpers/check-in';
import { watchTheConsole } from '../helpers/console-problems';
import { gotoHydrated } from '../helpers/hydrated-page';
import { createListeningApp } from '../helpers/listening-app';
import { operatorWorld } from '../helpers/operators';
import { TEST_NOW } from '../helpers/test-app';

/**
 * Check-in at the meeting point in a real browser (docs/product.md § Check-in): the owner of company A opens
 * /operator/check-in (the one page allowed the camera), types two travellers' codes as printed or in lower
 * case with a space, and the page shows each checked in in large type. On a phone in Spanish and a desktop
 * in English, axe clean, nothing wider than the screen.
 */
const TEXT = { es, en } as const;
let app: Awaited<ReturnType<typeof createListeningApp>>;
let experience: Awaited<ReturnType<typeof companyExperience>>;
const browsers: Browser[] = [];

beforeAll(async () => {
  app = await createListeningApp({ seed: true, experiences: 12, web: true });
  const world = await operatorWorld(app);
  experience = await companyExperience(app, world.companyA, TEST_NOW);
}, 300_000);
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await app?.close();
});

const journeys = [
  { size: 'phone', lang: 'es', traveller: ['Lucía', 'Mora'] },
  { size: 'desktop', lang: 'en', traveller: ['Emma', 'Wilson'] },
] as const;

describe('check-in', () => {
  for (const { size, lang, traveller } of journeys) {
    const words = TEXT[lang].operator.checkIn;
    it(`checks travellers in by their typed codes (${size}, ${lang})`, async () => {
      const scanned = await booking(app, experience.id, {
        bookingDate: experience.today,
        bookingHour: '17:30',
        firstName: traveller[0],
        lastName: traveller[1],
      });
      const typed = await booking(app, experience.id, { bookingDate: experience.today, firstName: 'Tomás' });
      const browser = await launchBrowser();
      browsers.push(browser);

      const signedIn = await signInSolving(app, DEMO_OWNER_EMAILS[0], DEMO_OPERATOR_PASSWORD);
      const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: lang, bypassCSP: true });
      const [name, value] = sessionCookie(signedIn).split(';')[0]!.split('=');
      const domain = new URL(app.baseUrl).hostname;
      await context.addCookies([
        { name: name!, value: value!, domain, path: '/' },
        { name: 'lang', value: lang, domain, path: '/' },
      ]);
      const page = await context.newPage();
      const problems = watchTheConsole(page);
      const response = await gotoHydrated(page, `${app.baseUrl}/operator/check-in`);
      // The one page allowed the camera, for itself only.
      expect(response?.headers()['permissions-policy']).toContain('camera=(self)');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.title);
      const nav = page.getByRole('navigation', { name: TEXT[lang].operator.title });
      expect(
        await nav.getByRole('link', { name: TEXT[lang].operator.nav.checkIn }).getAttribute('aria-current'),
      ).toBe('page');

      // The camera's button is there; the first code typed as printed.
      await page.getByRole('button', { name: words.camera.start }).waitFor();
      const result = page.getByTestId('check-in-result');
      await page.getByLabel(words.manual.label).fill(scanned.code);
      await page.getByRole('button', { name: words.manual.submit }).click();
      await page.getByTestId('check-in-traveller').filter({ hasText: traveller[0] }).waitFor();
      expect(await result.textContent()).toContain(words.result.valid);
      expect(await page.getByTestId('check-in-traveller').textContent()).toBe(
        `${traveller[0]} ${traveller[1]}`,
      );
      expect((await attendanceOf(app, scanned.id)).checked_in_at).not.toBeNull();
      await page.screenshot({ path: `test-results/operator-check-in-${lang}-${size}.png`, fullPage: true });

      // A code typed by hand, in lower case with a space.
      const code = `${typed.code.slice(0, 3).toLowerCase()} ${typed.code.slice(3).toLowerCase()}`;
      await page.getByLabel(words.manual.label).fill(code);
      await page.getByRole('button', { name: words.manual.submit }).click();
      await page.getByTestId('check-in-traveller').filter({ hasText: 'Tomás' }).waitFor();
      expect(await result.getAttribute('data-kind')).toBe('valid');
      expect((await attendanceOf(app, typed.id)).checked_in_at).not.toBeNull();

      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({
        path: `test-results/operator-check-in-typed-${lang}-${size}.png`,
        fullPage: true,
      });
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
