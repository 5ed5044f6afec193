import { describe, expect, it } from 'vitest';
import { call, PASSWORD, signUp } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { insertTestPurchase } from '../helpers/purchase-rows';
import { fitsWidth, shot, type Status, text, useReviewJourney } from '../helpers/review-journey';
import { TEST_NOW } from '../helpers/test-app';

/**
 * /review-experience/{id} (issue 17 § Reviews) for a traveller who cannot review: told why and sent to the
 * agenda, with no form that would fail; signed out, the sign-in prompt brings the form. Both languages,
 * phone and desktop, axe. Leaving a review: review-experience.test.ts.
 */
const { ctx, publishedExperience, openAs, openReviewPage } = useReviewJourney();

const refusals = [
  { lang: 'es' as const, size: 'desktop' as const, statuses: ['confirmed'] as Status[], kind: 'not_yet' },
  { lang: 'en' as const, size: 'phone' as const, statuses: [] as Status[], kind: 'not_purchased' },
  { lang: 'es' as const, size: 'phone' as const, statuses: ['completed'] as Status[], kind: 'reviewed' },
  { lang: 'en' as const, size: 'desktop' as const, statuses: ['completed'] as Status[], kind: 'reviewed' },
];
const TITLES: Record<string, string> = {
  not_yet: 'reviewPage.notYetTitle',
  not_purchased: 'reviewPage.notPurchasedTitle',
  reviewed: 'reviewPage.reviewedTitle',
};

describe('a traveller who cannot review', () => {
  for (const { lang, size, statuses, kind } of refusals) {
    it(`is told why, with the agenda instead of a form (${kind}, ${lang}, ${size})`, async () => {
      const experience = await publishedExperience(2, lang);
      const { traveller, page, errors, close } = await openAs(lang, size, experience.id, statuses);
      try {
        if (kind === 'reviewed') {
          const res = await call(ctx.app, 'add-review/', {
            token: traveller.token,
            payload: { experience_id: experience.id, rating: 5 },
          });
          expect(res.statusCode).toBe(201);
        }
        await openReviewPage(page, experience.id);
        const outcome = page.locator('main').getByTestId('review-outcome');
        await expect.poll(() => outcome.getAttribute('data-outcome')).toBe(kind);
        expect(await outcome.getByRole('heading').textContent()).toBe(text(lang, TITLES[kind]!));
        const agenda = outcome.getByRole('link', { name: text(lang, 'reviewPage.pastPurchases') });
        expect(await agenda.getAttribute('href')).toBe('/agenda/past-purchases');
        expect(await page.locator('main form').count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        await fitsWidth(page, size);
        await shot(page, `review-${kind}-${lang}-${size}`);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('signed out: the sign-in prompt, whose dialog signs in and brings the form', async () => {
    const experience = await publishedExperience(3, 'es');
    const traveller = await signUp(ctx.app, {}, 'es');
    await insertTestPurchase(ctx.app.database.db, {
      userId: traveller.id,
      experienceId: experience.id,
      status: 'completed',
      startsAt: new Date(TEST_NOW.getTime() - 86_400_000),
    });
    const context = await ctx.browser.newContext({
      viewport: VIEWPORTS.phone,
      locale: 'es-PA',
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      await openReviewPage(page, experience.id);
      const main = page.locator('main');
      expect(await main.getByText(text('es', 'reviewPage.signInToReview')).count()).toBe(1);
      expect(await main.getByRole('radio').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'review-signed-out-es-phone');

      await main.getByRole('button', { name: text('es', 'navbar.signIn') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Correo electrónico').fill(traveller.email);
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
      // Signing in reloads the page's data: the traveller's own form, with the five stars.
      await expect.poll(() => main.getByRole('radio').count()).toBe(5);
      expect(await main.getByText(text('es', 'reviewPage.signInToReview')).count()).toBe(0);

      const unknown = await page.goto(`${ctx.app.baseUrl}/review-experience/abc`);
      expect(unknown?.status()).toBe(404);
      const missing = await page.goto(`${ctx.app.baseUrl}/review-experience/2000000000`);
      expect(missing?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
