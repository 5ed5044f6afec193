import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../common/i18n/translate';
import { call, PASSWORD, signUp } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated, reloadHydrated } from '../helpers/hydrated-page';
import { insertTestPurchase } from '../helpers/purchase-rows';
import { TEST_NOW } from '../helpers/test-app';
import { jpegWithGps } from '../helpers/test-images';

/**
 * /review-experience/{id} (issue 17 § Reviews): a traveller with a completed purchase leaves a review with
 * the keyboard and finds it at once on the experience page, with its new count; one who cannot review is
 * told why and sent to the agenda, with no form that would fail. Both languages, phone and desktop, axe.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

type Lang = 'es' | 'en';
type Size = keyof typeof VIEWPORTS;
const LOCALES = { es: 'es-PA', en: 'en-US' } as const;
const text = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  translate(lang, key, values);

interface ExperienceJson {
  id: number;
  name: string;
  url: string;
  reviews_count: number;
}

async function publishedExperience(index: number, lang: Lang): Promise<ExperienceJson> {
  const list = (await ctx.api('/api/v1/experiences/simple?limit=6', lang)).data as ExperienceJson[];
  const chosen = list[index];
  if (!chosen) throw new Error('the seeded catalogue has too few experiences');
  return (await ctx.api(`/api/v1/experience/${chosen.id}`, lang)) as ExperienceJson;
}

type Status = 'confirmed' | 'completed';

/** A traveller signed in through their session cookie, with purchases of the experience. */
async function openAs(lang: Lang, size: Size, experienceId: number, statuses: Status[]) {
  const traveller = await signUp(ctx.app, { first_name: 'Rosalía', last_name: 'Quintero' }, lang);
  for (const status of statuses) {
    await insertTestPurchase(ctx.app.database.db, {
      userId: traveller.id,
      experienceId,
      status,
      startsAt: new Date(TEST_NOW.getTime() + (status === 'completed' ? -2 : 2) * 86_400_000),
    });
  }
  const context = await ctx.browser.newContext({
    viewport: VIEWPORTS[size],
    locale: LOCALES[lang],
    bypassCSP: true,
  });
  await context.clock.setFixedTime(TEST_NOW);
  const { hostname } = new URL(ctx.app.baseUrl);
  await context.addCookies([{ name: 'session', value: traveller.token, domain: hostname, path: '/' }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Hydration mismatches and React warnings land in the console; so do the failed requests a test
  // provokes (an aborted post, a 409), which are not the page's faults.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { traveller, page, errors, close: () => context.close() };
}

async function openReviewPage(page: Page, experienceId: number) {
  const response = await gotoHydrated(page, `${ctx.app.baseUrl}/review-experience/${experienceId}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
}

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

async function fitsWidth(page: Page, size: Size) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS[size].width,
  );
}

const journeys = [
  { lang: 'es' as const, size: 'phone' as const, index: 0 },
  { lang: 'en' as const, size: 'desktop' as const, index: 1 },
];

describe('leaving a review', () => {
  for (const { lang, size, index } of journeys) {
    it(`a completed purchase is reviewed with the keyboard and shows on the page (${lang}, ${size})`, async () => {
      const experience = await publishedExperience(index, lang);
      const { page, errors, close } = await openAs(lang, size, experience.id, ['completed']);
      try {
        await openReviewPage(page, experience.id);
        const main = page.locator('main');
        await expect.poll(() => main.locator('h1').textContent()).toBe(text(lang, 'reviewPage.title'));
        expect(await main.getByRole('link', { name: experience.name }).getAttribute('href')).toBe(
          experience.url,
        );
        expect(await seriousViolations(page)).toEqual([]);
        await fitsWidth(page, size);
        await shot(page, `review-form-${lang}-${size}`);

        // No stars yet: the form says so under the stars and puts focus on them.
        const submit = main.getByRole('button', { name: text(lang, 'reviewPage.submit') });
        await submit.click();
        await expect.poll(() => main.getByText(text(lang, 'reviews.errors.ratingInvalid')).count()).toBe(1);
        const firstStar = main.getByRole('radio', { name: text(lang, 'reviewPage.stars.1') });
        await expect.poll(() => firstStar.evaluate((node) => node === document.activeElement)).toBe(true);
        // Space chooses the focused star, arrows move along the group.
        await page.keyboard.press('Space');
        for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
        const fourStars = main.getByRole('radio', { name: text(lang, 'reviewPage.stars.4') });
        await expect.poll(() => fourStars.isChecked()).toBe(true);

        const marker = randomBytes(4).toString('hex');
        const publicText = `<script>window.reviewInjected = 1</script> ${lang === 'es' ? '¡Guía excelente!' : 'Great guide!'} ${marker}`;
        const privateText = `Private note for the operator ${marker}`;
        await main.getByLabel(text(lang, 'reviewPage.publicLabel')).fill(publicText);
        await main.getByLabel(text(lang, 'reviewPage.privateLabel')).fill(privateText);
        // A camera photo (with its GPS position) chosen for the review, previewed before sending.
        await main.getByTestId('review-photos-input').setInputFiles({
          name: 'playa.jpg',
          mimeType: 'image/jpeg',
          buffer: await jpegWithGps(1200, 900),
        });
        await expect
          .poll(() => main.getByRole('img', { name: text(lang, 'reviews.photos.preview', { n: 1 }) }).count())
          .toBe(1);
        await shot(page, `review-filled-${lang}-${size}`);
        await submit.click();

        const outcome = main.getByTestId('review-outcome');
        await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('thanks');
        const heading = outcome.getByRole('heading', { name: text(lang, 'reviewPage.thanksTitle') });
        await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
        expect(await main.getByRole('radio').count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `review-thanks-${lang}-${size}`);

        // On the experience page at once: the comment as text, the new count, nothing private.
        await outcome.getByRole('link', { name: text(lang, 'reviewPage.viewExperience') }).click();
        await page.waitForURL(`${ctx.app.baseUrl}${experience.url}`);
        await expect.poll(() => page.locator('#review-list').getByText(publicText).count()).toBe(1);
        // Its photo as a thumbnail that loads and links to the larger copy; the label of every review.
        const mine = page.locator('#review-list [data-testid="review"]').filter({ hasText: marker });
        const thumbnail = mine.getByTestId('review-photo');
        await thumbnail.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          )
          .toBe(320);
        expect(await thumbnail.getAttribute('href')).toMatch(/^\/review-photos\/rp-[a-f0-9]{32}-1024\.webp$/);
        expect(await mine.getByText(text(lang, 'reviews.list.verified')).count()).toBe(1);
        const bars = page.getByRole('list', { name: text(lang, 'reviews.list.summaryTitle') });
        expect(await bars.getByRole('button').count()).toBe(5);
        expect(await seriousViolations(page)).toEqual([]);
        const count = text(lang, 'experience.reviewsCount', { count: experience.reviews_count + 1 });
        await expect.poll(() => page.locator('main a[href="#reviews"]').textContent()).toContain(count);
        expect(
          await page.evaluate(() => (window as { reviewInjected?: number }).reviewInjected),
        ).toBeUndefined();
        expect(await page.content()).not.toContain(privateText);
        // A fresh load of the page (the server's render, not the client's navigation) shows it too.
        await reloadHydrated(page);
        await expect.poll(() => page.locator('#review-list').getByText(publicText).count()).toBe(1);
        expect(await page.content()).not.toContain(privateText);
        if (process.env.SCREENSHOTS) {
          // The page is long: its heading with the count, and the reviews section.
          await page.screenshot({ path: `test-results/review-on-experience-top-${lang}-${size}.png` });
          await page
            .locator('section[aria-labelledby="reviews"]')
            .screenshot({ path: `test-results/review-on-experience-${lang}-${size}.png` });
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('says so when the post fails, and shows why when the review was posted meanwhile (es, phone)', async () => {
    const experience = await publishedExperience(4, 'es');
    const { traveller, page, errors, close } = await openAs('es', 'phone', experience.id, ['completed']);
    try {
      await openReviewPage(page, experience.id);
      const main = page.locator('main');
      // A pointer chooses by clicking the star (the radio's label).
      const fiveStars = main.getByRole('radio', { name: text('es', 'reviewPage.stars.5') });
      await main.getByTestId('rating-input').locator('label').nth(4).click();
      await expect.poll(() => fiveStars.isChecked()).toBe(true);
      const submit = main.getByRole('button', { name: text('es', 'reviewPage.submit') });

      // The network fails: the form's own message, and the form stays to try again.
      // The web app posts to the contract's address, without a trailing slash (the server answers both).
      const addReview = (url: URL) => url.pathname.replace(/\/$/, '') === '/api/v1/add-review';
      await page.route(addReview, (route) => route.abort());
      await submit.click();
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.getByText(text('es', 'agendaPage.purchaseButtons.reviewButton.error')).count())
        .toBe(1);
      expect(await main.getByRole('radio').count()).toBe(5);
      await page.unroute(addReview);

      // Another tab posted the review: the server's reason, and the page shows it instead of the form.
      const elsewhere = await call(ctx.app, 'add-review/', {
        token: traveller.token,
        payload: { experience_id: experience.id, rating: 3 },
      });
      expect(elsewhere.statusCode).toBe(201);
      await submit.click();
      await expect
        .poll(() => page.getByRole('main').getByTestId('review-outcome').getAttribute('data-outcome'))
        .toBe('reviewed');
      await expect.poll(() => alert.getByText(text('es', 'reviews.errors.alreadyReviewed')).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

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
