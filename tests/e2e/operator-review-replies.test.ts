import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { call, sessionCookie, signInSolving } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { watchTheConsole } from '../helpers/console-problems';
import { gotoHydrated } from '../helpers/hydrated-page';
import { operatorWorld, type OperatorWorld } from '../helpers/operators';
import { TEST_NOW } from '../helpers/test-app';

/**
 * Review replies and e-mail choices in a real browser (docs/product.md § Review replies, § Operator
 * e-mails): the owner of company A replies to a review on /operator/reviews and a visitor sees the reply
 * under it on the experience page, in the page's language; then the owner turns an e-mail on at
 * /operator/notifications. A phone in Spanish and a desktop in English, axe clean, the phone page not
 * scrolling sideways; screenshots in test-results/operator-review-replies-*.png.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });
type Lang = 'es' | 'en';
type Size = keyof typeof VIEWPORTS;
const TEXT = { es, en } as const;
let world: OperatorWorld;
let experienceId = 0;
let experiencePath = '';

const journeys = [
  { size: 'phone', lang: 'es', comment: 'Excelente guía, muy puntual.', reply: '¡Gracias por venir, Marta!' },
  { size: 'desktop', lang: 'en', comment: 'A wonderful morning.', reply: 'Thank you for joining us!' },
] as const;

const HIDDEN_COMMENT = 'Comentario ofensivo ocultado';

beforeAll(async () => {
  world = await operatorWorld(ctx.app);
  const [experience] = await queryRows<{ id: number }>(
    ctx.app.database.db,
    sql`select id from experiences where company_id = ${world.companyA} and status = 'published'
      order by id limit 1`,
  );
  experienceId = experience!.id;
  // Newer than any seeded review, so each is among the three the page shows first.
  for (const [index, journey] of journeys.entries()) {
    await ctx.app.database.db.execute(
      sql`insert into reviews (experience_id, author_first_name, author_last_name, rating, public_comment,
          lang_code, created_at)
        values (${experienceId}, 'Marta', 'León', 5, ${journey.comment}, ${journey.lang},
          ${new Date(TEST_NOW.getTime() - index * 60_000)})`,
    );
  }
  // One the marketplace hid (docs/decisions/0080-hidden-reviews-for-operators): marked, no reply button.
  await ctx.app.database.db.execute(
    sql`insert into reviews (experience_id, author_first_name, author_last_name, rating, public_comment,
        lang_code, created_at, hidden_at, hidden_reason)
      values (${experienceId}, 'Iván', 'Ruiz', 1, ${HIDDEN_COMMENT}, 'es', ${new Date(TEST_NOW.getTime() - 180_000)},
        ${TEST_NOW}, 'Insultos')`,
  );
  experiencePath = (await call(ctx.app, `experience/${experienceId}`)).json().url as string;
}, 300_000);

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

async function open(browser: Browser, size: Size, lang: Lang, path: string, signedIn: boolean) {
  const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: lang, bypassCSP: true });
  closing.push(() => context.close());
  const domain = new URL(ctx.app.baseUrl).hostname;
  const cookies: { name: string; value: string; domain: string; path: string }[] = [
    { name: 'lang', value: lang, domain, path: '/' },
  ];
  if (signedIn) {
    const session = await signInSolving(ctx.app, DEMO_OWNER_EMAILS[0], DEMO_OPERATOR_PASSWORD);
    const [name, value] = sessionCookie(session).split(';')[0]!.split('=');
    cookies.push({ name: name!, value: value!, domain, path: '/' });
  }
  await context.addCookies(cookies);
  const page = await context.newPage();
  const problems = watchTheConsole(page);
  await gotoHydrated(page, `${ctx.app.baseUrl}${path}`);
  return { page, problems };
}

async function fitsThePhone(page: Awaited<ReturnType<typeof open>>['page'], size: Size) {
  if (size === 'phone') {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
}

describe('review replies and e-mail choices', () => {
  for (const { size, lang, comment, reply } of journeys) {
    const words = TEXT[lang].operator;
    it(`replies to a review, seen on the experience page, and turns an e-mail on (${size}, ${lang})`, async () => {
      const workspace = await open(
        ctx.browser,
        size,
        lang,
        `/operator/reviews?experience=${experienceId}`,
        true,
      );
      const { page } = workspace;
      const nav = page.getByRole('navigation', { name: words.title });
      expect(await nav.getByRole('link', { name: words.nav.reviews }).getAttribute('aria-current')).toBe(
        'page',
      );
      const card = page.getByTestId('operator-reviews').getByRole('listitem').filter({ hasText: comment });
      await card.getByRole('button', { name: words.reviews.reply }).click();
      await card.getByLabel(words.reviews.replyIn[lang]).fill(reply);
      await card.getByRole('button', { name: words.reviews.publish }).click();
      await expect.poll(() => card.textContent()).toContain(words.reviews.yourReply);
      expect(await card.textContent()).toContain(reply);
      const hidden = page
        .getByTestId('operator-reviews')
        .getByRole('listitem')
        .filter({ hasText: HIDDEN_COMMENT });
      expect(await hidden.textContent()).toContain(words.reviews.hidden);
      expect(await hidden.textContent()).toContain(words.reviews.hiddenHelp);
      expect(await hidden.textContent()).not.toContain('Insultos');
      expect(await hidden.getByRole('button').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await fitsThePhone(page, size);
      await page.screenshot({
        path: `test-results/operator-review-replies-${lang}-${size}.png`,
        fullPage: true,
      });
      expect(workspace.problems).toEqual([]);

      // A visitor reads the reply under the review, labelled as the operator's.
      const visitor = await open(ctx.browser, size, lang, experiencePath, false);
      const review = visitor.page.locator('#review-list > li').filter({ hasText: comment });
      await expect.poll(() => review.textContent()).toContain(TEXT[lang].experience.operatorReply);
      expect(await review.textContent()).toContain(reply);
      expect(await review.locator(`p[lang="${lang}"]`, { hasText: reply }).count()).toBe(1);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      await visitor.page.locator('#review-list').screenshot({
        path: `test-results/operator-review-replies-page-${lang}-${size}.png`,
      });
      expect(visitor.problems).toEqual([]);

      // The owner turns on one e-mail: saved at once, for this member only.
      const choices = await open(ctx.browser, size, lang, '/operator/notifications', true);
      const choice = lang === 'es' ? 'new_booking' : 'cancellation';
      const box = choices.page.getByLabel(words.notifications[choice].label);
      await box.check();
      await expect.poll(() => choices.page.getByText(words.notifications.saved).count()).toBeGreaterThan(0);
      const [stored] = await queryRows<{ on: boolean }>(
        ctx.app.database.db,
        sql`select ${sql.raw(`notify_${choice}`)} as on from company_members where user_id = ${world.accounts.ownerA}`,
      );
      expect(stored?.on).toBe(true);
      expect(await seriousViolations(choices.page)).toEqual([]);
      await fitsThePhone(choices.page, size);
      await choices.page.screenshot({
        path: `test-results/operator-notifications-${lang}-${size}.png`,
        fullPage: true,
      });
      expect(choices.problems).toEqual([]);
    });
  }
});
