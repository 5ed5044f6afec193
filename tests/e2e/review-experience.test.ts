import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { reloadHydrated } from '../helpers/hydrated-page';
import { fitsWidth, shot, text, useReviewJourney } from '../helpers/review-journey';
import { jpegWithGps } from '../helpers/test-images';

/**
 * /review-experience/{id} (issue 17 § Reviews): a traveller with a completed purchase leaves a review with
 * the keyboard and finds it at once on the experience page, with its new count; a failed post says so.
 * Both languages, phone and desktop, axe. Those who cannot review: review-experience-refusals.test.ts.
 */
const { ctx, publishedExperience, openAs, openReviewPage } = useReviewJourney();

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
