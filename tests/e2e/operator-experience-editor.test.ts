import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { call, sessionCookie, signInSolving } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
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

type Words = (typeof JOURNEY_TEXT)[JourneyLang]['operatorExperiences'];

const EARLY = { es: 'temprano', en: 'early' } as const;
const WATER = { es: 'Agua fresca', en: 'Fresh water' } as const;

const descriptionRegion = (page: Page, code: JourneyLang, words: Words) =>
  page.getByTestId(`texts-${code}`).getByRole('textbox', { name: words.page.richText.region[code] });

/** The rich-text editor has replaced the description's stand-in (it loads after hydration). */
const editorLoaded = (page: Page, code: JourneyLang) =>
  expect.poll(() => page.getByTestId(`texts-${code}`).locator('[data-rich-text-ready]').count()).toBe(1);

/** A description typed with the toolbar: a paragraph with a bold word, then a bulleted list. */
async function typeFormatted(page: Page, code: JourneyLang, words: Words, name: string) {
  const column = page.getByTestId(`texts-${code}`);
  const button = (label: string) => column.getByRole('button', { name: label, exact: true });
  const region = descriptionRegion(page, code, words);
  await editorLoaded(page, code);
  await region.click();
  await page.keyboard.type(`${name}, `);
  await button(words.page.richText.bold).click();
  expect(await button(words.page.richText.bold).getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.type(EARLY[code]);
  await button(words.page.richText.bold).click();
  await page.keyboard.press('Enter');
  await button(words.page.richText.bulletList).click();
  await page.keyboard.type(WATER[code]);
  expect(await button(words.page.richText.bulletList).getAttribute('aria-pressed')).toBe('true');
}

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
        await typeFormatted(page, code, words, name);
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
      // The descriptions were saved formatted, and the editor shows them so after a reload.
      for (const code of ['es', 'en'] as const) {
        const region = descriptionRegion(page, code, words);
        await editorLoaded(page, code);
        // Its toolbar is there before the operator touches the text.
        expect(await page.getByRole('toolbar', { name: words.page.richText.toolbar[code] }).isVisible()).toBe(
          true,
        );
        await expect.poll(() => region.locator('strong').textContent()).toBe(EARLY[code]);
        expect(await region.locator('ul > li').textContent()).toBe(WATER[code]);
      }
      expect(await seriousViolations(page)).toEqual([]);

      await descriptionRegion(page, 'es', words).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -160));
      await page.screenshot({ path: `test-results/operator-editor-description-${size}-${lang}.png` });

      // The list shows it as a draft.
      await gotoHydrated(page, `${ctx.app.baseUrl}/operator/experiences`);
      const list = (await page.getByTestId('experience-list').textContent()) ?? '';
      expect(list).toContain(lang === 'es' ? 'Caminata al volcán' : 'Volcano hike');
      expect(list).toContain(words.status.draft);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
  it("formats a live experience's description, and travellers read it sanitized once published (desktop, en)", async () => {
    const words = JOURNEY_TEXT.en.operatorExperiences;
    const [live] = await queryRows<{ id: number }>(
      ctx.app.app.db,
      sql`select e.id from experiences e
          join company_members m on m.company_id = e.company_id
          join users u on u.id = m.user_id
          where u.email = ${DEMO_OWNER_EMAILS[0]} and e.status = 'published'
          order by e.id limit 1`,
    );
    const { page, problems } = await openAsOwner('desktop', 'en', `/operator/experiences/${live!.id}`);
    const region = descriptionRegion(page, 'en', words);
    await editorLoaded(page, 'en');
    const button = (label: string) =>
      page.getByTestId('texts-en').getByRole('button', { name: label, exact: true });
    // A field changed before the description keeps its change when the description is typed after it.
    const heading = page.getByTestId('texts-en').getByLabel(words.page.h1);
    await heading.fill(`${await heading.inputValue()}, rum and cane`);
    await region.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await button(words.page.richText.heading).click();
    await page.keyboard.type('Good to know');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Photos of past trips: ');
    // A link to anything but a web page is refused where it is typed; a web address is taken.
    await button(words.page.richText.link).click();
    const address = page.getByLabel(words.page.richText.linkAddress);
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    expect(await page.getByText(words.page.richText.linkInvalid).getAttribute('role')).toBe('alert');
    await address.fill('example.com/volcano');
    await page.getByRole('button', { name: words.page.richText.linkApply }).click();
    expect(await button(words.page.richText.link).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByTestId('texts-en')
      .screenshot({ path: 'test-results/operator-editor-live-desktop-en.png' });
    await page.getByRole('button', { name: words.page.save }).click();
    await expect.poll(() => page.getByText(words.page.revisionPending).count()).toBeGreaterThan(0);

    // An admin publishes the change; the experience page shows it as the sanitizer left it.
    const admin = await passedAdmin(ctx.app);
    const published = await call(ctx.app, `admin/experiences/${live!.id}/publish`, {
      token: admin.token,
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    await gotoHydrated(page, `${ctx.app.baseUrl}/x/y/z/${live!.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/, rum and cane$/);
    const description = page.locator('section[aria-labelledby="description"] .prose-experience');
    expect(await description.locator('h3').textContent()).toBe('Good to know');
    const link = description.locator('a');
    expect(await link.textContent()).toBe('https://example.com/volcano');
    expect(await link.getAttribute('href')).toBe('https://example.com/volcano');
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await description.locator('[class], [style], [onclick]').count()).toBe(0);
    await description.screenshot({ path: 'test-results/experience-description-desktop-en.png' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
