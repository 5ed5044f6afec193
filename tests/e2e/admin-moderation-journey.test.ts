import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { signUp } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated, gotoHydratedKnowingWho } from '../helpers/hydrated-page';

/**
 * Moderation in the browser (docs/decisions/0076-moderation): a traveller reports a review on the experience
 * page, an admin hides it from /admin/reviews with a reason, and the page no longer shows it, its rating
 * counting one review fewer. On a desktop in English and on a phone in Spanish, each with an experience of
 * its own, in one seeded app.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

type Catalog = typeof en;

/** A published experience with several reviews, the n-th from the lowest id, and its newest review. */
async function target(n: number) {
  const [row] = await queryRows<{ id: number; review_id: number; count: number; comment: string }>(
    ctx.app.app.db,
    sql`select e.id, e.review_count as count,
          (select r.id from reviews r where r.experience_id = e.id order by r.created_at desc, r.id desc limit 1)
            as review_id
        from experiences e where e.status = 'published' and e.review_count >= 3 order by e.id offset ${n} limit 1`,
  );
  const comment = `Reseña de prueba ${n}: llamen al 6000-000${n}`;
  await ctx.app.app.db.execute(
    sql`update reviews set public_comment = ${comment} where id = ${row!.review_id}`,
  );
  return { ...row!, comment };
}

async function journey(
  lang: 'es' | 'en',
  words: Catalog,
  viewport: { width: number; height: number },
  n: number,
) {
  const experience = await target(n);
  const path = ((await ctx.api(`/api/v1/experience/${experience.id}`, lang)) as { url: string }).url;
  const traveller = await signUp(ctx.app);

  if (lang === 'es') {
    // Nobody signed in: Report asks to sign in first, and no report dialog opens.
    const visitor = await ctx.browser.newContext({ viewport, locale: 'es-PA', bypassCSP: true });
    const anonymous = await visitor.newPage();
    await gotoHydrated(anonymous, `${ctx.app.baseUrl}${path}?lang=es`);
    await anonymous
      .locator('#review-list > li')
      .first()
      .getByRole('button', { name: words.reviews.report.action })
      .click();
    await expect.poll(() => anonymous.getByRole('dialog').count()).toBe(1);
    expect(await anonymous.getByRole('dialog', { name: words.reviews.report.title }).count()).toBe(0);
    await visitor.close();
  }

  // The traveller reports the newest review.
  const locale = lang === 'es' ? 'es-PA' : 'en-US';
  const reader = await ctx.browser.newContext({ viewport, locale, bypassCSP: true });
  await reader.addCookies([
    { name: 'session', value: traveller.token, url: ctx.app.baseUrl },
    { name: 'lang', value: lang, url: ctx.app.baseUrl },
  ]);
  const page = await reader.newPage();
  // After the anonymous visit the page is the shared one: the browser then asks who is signed in.
  const open = lang === 'es' ? gotoHydratedKnowingWho : gotoHydrated;
  await open(page, `${ctx.app.baseUrl}${path}?lang=${lang}`);
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  const review = page.locator('#review-list > li').filter({ hasText: experience.comment });
  expect(await review.count()).toBe(1);
  await review.getByRole('button', { name: words.reviews.report.action, exact: false }).click();
  const dialog = page.getByRole('dialog', { name: words.reviews.report.title });
  await expect.poll(() => dialog.count()).toBe(1);
  await dialog.getByLabel(words.reviews.report.reasons.personal_data).check();
  await dialog.getByLabel(words.reviews.report.noteLabel).fill('Publica un número de teléfono.');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fits(page)).toBe(true);
  await page.screenshot({ path: `test-results/moderation-report-${lang}.png` });
  await dialog.getByRole('button', { name: words.reviews.report.submit }).click();
  await expect.poll(() => page.getByText(words.reviews.report.sent).count()).toBe(1);
  const reports = await queryRows<{ reason: string }>(
    ctx.app.app.db,
    sql`select reason from review_reports where review_id = ${experience.review_id} and user_id = ${traveller.id}`,
  );
  expect(reports).toEqual([{ reason: 'personal_data' }]);

  // An admin finds it first in the reported queue and hides it with a reason.
  const admin = await passedAdmin(ctx.app);
  const desk = await ctx.browser.newContext({ viewport, locale, bypassCSP: true });
  await desk.addCookies([
    { name: 'session', value: admin.token, url: ctx.app.baseUrl },
    { name: 'lang', value: lang, url: ctx.app.baseUrl },
  ]);
  const adminPage = await desk.newPage();
  await gotoHydrated(adminPage, `${ctx.app.baseUrl}/admin/reviews?lang=${lang}`);
  expect(await adminPage.locator('h1').textContent()).toBe(words.admin.reviews.title);
  const card = adminPage.locator(`[data-review-id="${experience.review_id}"]`);
  expect(await card.count()).toBe(1);
  expect(await card.getByText('Publica un número de teléfono.').count()).toBe(1);
  expect(await seriousViolations(adminPage)).toEqual([]);
  expect(await fits(adminPage)).toBe(true);
  await card.getByRole('button', { name: words.admin.reviews.actions.hide }).click();
  await card.getByLabel(words.admin.reviews.reasonLabel).fill('Muestra un número de teléfono');
  await adminPage.screenshot({ path: `test-results/moderation-admin-${lang}.png`, fullPage: true });
  await card.getByRole('button', { name: words.admin.reviews.confirm.hide }).click();
  await expect.poll(() => adminPage.getByText(words.admin.reviews.done.hide).count()).toBe(1);
  await expect.poll(() => card.count()).toBe(0);

  // The page no longer shows it, and its rating counts one review fewer.
  await gotoHydrated(page, `${ctx.app.baseUrl}${path}?lang=${lang}`);
  expect(await page.getByText(experience.comment).count()).toBe(0);
  const count = words.experience.reviewsCount_other.replace('{{count}}', String(experience.count - 1));
  expect(await page.locator('a[href="#reviews"]').first().textContent()).toContain(count);
  await reader.close();
  await desk.close();
}

describe('moderating a review', () => {
  it('a traveller reports it, an admin hides it, the page drops it (desktop, en)', async () => {
    await journey('en', en, VIEWPORTS.desktop, 0);
  });

  it('the same on a phone in Spanish', async () => {
    await journey('es', es as Catalog, VIEWPORTS.phone, 1);
  });
});
