import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { sessionCookie, signInSolving } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { watchTheConsole } from '../helpers/console-problems';
import { gotoHydrated } from '../helpers/hydrated-page';
import {
  contextsClosedAfterAll,
  JOURNEY_LOCALE,
  JOURNEY_TEXT,
  type JourneyLang,
  type JourneySize,
} from '../helpers/journey-language';

/**
 * The operator's experience editor in a real browser (docs/product.md § Operators' experiences): a refused
 * save marks its fields, a draft written in both languages side by side is created, and its page says
 * what submitting still needs. Phone in Spanish, desktop in English, axe clean.
 */
// The wallet journeys' small catalogue: its database copy is already made.
const ctx = useBrowserApp({ seed: true, experiences: 2, web: true });

const contexts = contextsClosedAfterAll();

async function openAsOwner(size: JourneySize, lang: JourneyLang, path: string) {
  const signedIn = await signInSolving(ctx.app, DEMO_OWNER_EMAILS[0], DEMO_OPERATOR_PASSWORD);
  const context = await ctx.browser.newContext({
    viewport: VIEWPORTS[size],
    locale: JOURNEY_LOCALE[lang],
    bypassCSP: true,
  });
  contexts.push(context);
  const host = new URL(ctx.app.baseUrl).hostname;
  const [name, value] = sessionCookie(signedIn).split(';')[0]!.split('=');
  await context.addCookies([
    { name: name!, value: value!, domain: host, path: '/' },
    { name: 'lang', value: lang, domain: host, path: '/' },
  ]);
  const page = await context.newPage();
  const problems = watchTheConsole(page);
  await gotoHydrated(page, `${ctx.app.baseUrl}${path}`);
  return { page, problems };
}

describe('the experience editor', () => {
  const journeys: { size: JourneySize; lang: JourneyLang }[] = [
    { size: 'phone', lang: 'es' },
    { size: 'desktop', lang: 'en' },
  ];
  for (const { size, lang } of journeys) {
    const words = JOURNEY_TEXT[lang].operatorExperiences;
    it(`marks what is missing, creates a draft in both languages and says what review needs (${size}, ${lang})`, async () => {
      const { page, problems } = await openAsOwner(size, lang, '/operator/experiences/new');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.page.newTitle);
      const create = page.getByRole('button', { name: words.page.create });

      // Nothing chosen: the form's own check marks the destination before any call.
      await create.click();
      const issues = page.getByTestId('editor-issues');
      await expect.poll(() => issues.isVisible()).toBe(true);
      const destination = page.getByLabel(words.page.destination);
      expect(await destination.getAttribute('aria-invalid')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);

      for (const [code, name] of [
        ['es', 'Caminata al volcán'],
        ['en', 'Volcano hike'],
      ] as const) {
        const column = page.getByTestId(`texts-${code}`);
        await column.getByLabel(words.page.name).fill(name);
        await column.getByLabel(words.page.h1).fill(`${name} ${size}`);
        await column.getByLabel(words.page.description).fill(`<p>${name}</p>`);
        await column
          .getByLabel(words.page.lists.included)
          .fill(code === 'es' ? 'Agua\nGuía' : 'Water\nGuide');
      }
      await destination.selectOption({ index: 1 });
      await page.getByRole('group', { name: words.page.categories }).getByRole('checkbox').first().check();
      await page.getByRole('group', { name: words.page.languages }).getByRole('checkbox').first().check();
      await page.getByLabel(words.page.prices.adults).fill('45.50');
      await create.click();

      await page.waitForURL(/\/operator\/experiences\/\d+$/);
      await expect
        .poll(() => page.getByTestId('experience-status').getAttribute('data-status'))
        .toBe('draft');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        lang === 'es' ? 'Caminata al volcán' : 'Volcano hike',
      );
      const missing = (await page.getByTestId('missing-pieces').textContent()) ?? '';
      expect(missing).toContain(words.missing.photos);
      expect(missing).toContain(words.missing.schedule);
      expect(missing).not.toContain(words.missing.price);
      expect(missing).toContain(words.missing.meetingPoint);
      expect(await page.getByTestId('texts-en').getByLabel(words.page.lists.included).inputValue()).toBe(
        'Water\nGuide',
      );
      expect(await page.getByLabel(words.page.prices.adults).inputValue()).toBe('45.5');
      expect(await seriousViolations(page)).toEqual([]);

      // The meeting point is part of the content: a point on the map by keyboard, its words in both.
      await page.getByRole('application').press('Enter');
      for (const code of ['es', 'en'] as const) {
        await page.locator(`input[name="meeting-point-${code}-place"]`).fill(`Plaza ${code}`);
        await page.locator(`input[name="meeting-point-${code}-address"]`).fill(`Calle 10 ${code}`);
      }
      await page.getByRole('button', { name: words.page.save }).click();
      await expect
        .poll(async () => (await page.getByTestId('missing-pieces').textContent()) ?? '')
        .not.toContain(words.missing.meetingPoint);
      await gotoHydrated(page, page.url());
      expect(await page.locator('input[name="meeting-point-en-address"]').inputValue()).toBe('Calle 10 en');
      expect(await seriousViolations(page)).toEqual([]);

      // The list shows it as a draft.
      await gotoHydrated(page, `${ctx.app.baseUrl}/operator/experiences`);
      const list = (await page.getByTestId('experience-list').textContent()) ?? '';
      expect(list).toContain(lang === 'es' ? 'Caminata al volcán' : 'Volcano hike');
      expect(list).toContain(words.status.draft);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
