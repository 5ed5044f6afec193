import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../db/seed/write-demo-admin';
import { DEMO_ADMIN_TOTP_SECRET } from '../../domain/admins/second-factor-rules';
import { totpCodeAt } from '../../domain/admins/totp.server';
import { signInAs, typeCode } from '../helpers/admin-browser';
import { makeAdmin, nextStepCode, setUpSecondFactor } from '../helpers/admins';
import { useBrowserApp } from '../helpers/browser-app';
import { cardOf, chooseDateAndHour } from '../helpers/booking-card-page';
import { TEST_CARDS } from '../helpers/checkout';
import { gotoHydrated, waitForHydration } from '../helpers/hydrated-page';
import { JOURNEY_TEXT, type JourneyLang, type JourneySize } from '../helpers/journey-language';
import {
  approveApplication,
  checked,
  createExperience,
  type OnboardingListing,
  openAs,
  publishListing,
  registerApplicant,
  setPasswordFromEmail,
  uploadPhotos,
  weeklySchedule,
} from '../helpers/onboarding-journey';
import { captchaReady, confirmed, fillCard, payButton } from '../helpers/payment-page';
import { PASSWORD, sessionCookie, signUpVerified } from '../helpers/accounts';
import { openMailboxEmail } from '../helpers/dev-mailbox-page';

/**
 * Issue 27's journey from the first application to the first booking of a listing an operator wrote
 * (docs/product.md § Operators): an applicant registers, an admin passes the second factor and approves,
 * the owner chooses a password from the e-mail in /dev/mailbox, writes an experience in both languages
 * with photos, prices, a weekly schedule and a meeting point, sends it for review; the admin publishes
 * it, a traveller finds it by search, books and pays by card, and the meeting point's address is in the
 * confirmation e-mail and on the voucher. Each page is axe clean and fits the screen. Phone in Spanish
 * (the seeded demo admin), desktop in English (an admin of its own). Server and browsers run at TEST_NOW
 * (Sunday 22 November 2026), so the booked day is one the every-day schedule offers.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

const LISTINGS: Record<JourneyLang, OnboardingListing> = {
  es: {
    es: { name: 'Tortugas de Cambutal', place: 'Playa Cambutal', address: 'Calle del Faro 12, Cambutal' },
    en: { name: 'Cambutal turtles', place: 'Cambutal beach', address: 'Lighthouse Street 12, Cambutal' },
    search: 'Cambutal',
    date: '2026-11-25',
    hour: '09:30',
  },
  en: {
    es: { name: 'Cascadas del Zapotal', place: 'Parque Zapotal', address: 'Avenida Río Zapotal 48' },
    en: { name: 'Zapotal waterfalls', place: 'Zapotal park', address: 'Zapotal River Avenue 48' },
    search: 'Zapotal waterfalls',
    date: '2026-11-26',
    hour: '07:45',
  },
};

const cases: { size: JourneySize; lang: JourneyLang; admin: 'demo' | 'own' }[] = [
  { size: 'phone', lang: 'es', admin: 'demo' },
  { size: 'desktop', lang: 'en', admin: 'own' },
];

describe('an operator comes on board and sells its first experience', () => {
  for (const { size, lang, admin } of cases) {
    const words = JOURNEY_TEXT[lang];
    const listing = LISTINGS[lang];
    it(`applies, is approved, publishes a listing and a traveller books it (${size}, ${lang})`, async () => {
      const shot = (name: string) => `test-results/onboarding-${name}-${lang}-${size}.png`;

      // The applicant registers; the admin signs in and /admin asks for the second factor first.
      const applicant = await registerApplicant(ctx, size, lang, words);
      const adminPage = await openAs(ctx, size, lang);
      const now = ctx.app.app.clock();
      let code: string;
      if (admin === 'demo') {
        await signInAs(adminPage, ctx.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
        code = totpCodeAt(DEMO_ADMIN_TOTP_SECRET, now);
      } else {
        // An admin who set the factor up earlier (the QR page: admin-applications-journey) signs in again.
        const account = await makeAdmin(ctx.app);
        const { secret } = await setUpSecondFactor(ctx.app, account.token);
        await signInAs(adminPage, ctx.app, account.email, PASSWORD);
        code = nextStepCode(secret, now);
      }
      await gotoHydrated(adminPage, `${ctx.app.baseUrl}/admin/applications`);
      const factor = words.admin.secondFactor;
      await expect.poll(() => adminPage.locator('h1').textContent()).toContain(factor.verifyTitle);
      await checked(adminPage, shot('admin-factor'));
      await typeCode(adminPage, words, '000000', factor.verify);
      await expect.poll(() => adminPage.getByText(factor.errors.codeInvalid).count()).toBe(1);
      await typeCode(adminPage, words, code, factor.verify);
      await approveApplication(adminPage, words, applicant.company, shot('admin-applications'));

      // The owner chooses a password from the e-mail, writes the experience, its photos and schedule.
      const owner = await openAs(ctx, size, lang);
      await setPasswordFromEmail(ctx, owner, words, applicant.email, shot('password'));
      const experienceId = await createExperience(ctx, owner, words, listing, shot('editor'));
      await uploadPhotos(owner, words, shot('photos'));
      await weeklySchedule(owner, words, listing.hour, shot('availability'));

      // Complete: sent for review from the editor.
      await owner.getByRole('link', { name: words.operatorAvailability.schedule.backToExperience }).click();
      await owner.waitForURL(new RegExp(`/operator/experiences/${experienceId}$`));
      const submit = owner.getByRole('button', { name: words.operatorExperiences.page.actions.submit });
      await submit.waitFor();
      expect(await owner.getByTestId('missing-pieces').count()).toBe(0);
      await submit.click();
      await expect
        .poll(() => owner.getByTestId('experience-status').getAttribute('data-status'))
        .toBe('in_review');
      await checked(owner, shot('submitted'));

      // The admin publishes it from the review queue, its photos and meeting point in view.
      await publishListing(ctx, adminPage, words, listing[lang], shot('admin-experiences'));

      // A traveller finds it by search, books a day the schedule offers and pays by card.
      const searcher = await openAs(ctx, size, lang);
      const signedUp = await signUpVerified(ctx.app, { first_name: 'Marisol', last_name: 'Quintero' }, lang);
      const [name, value] = sessionCookie(signedUp.response).split(';')[0]!.split('=');
      await searcher.context().addCookies([{ name: name!, value: value!, url: ctx.app.baseUrl }]);
      await gotoHydrated(
        searcher,
        `${ctx.app.baseUrl}/search?searchText=${encodeURIComponent(listing.search)}`,
      );
      const found = searcher.locator('main article h3 a', { hasText: listing[lang].name });
      await expect.poll(() => found.count()).toBe(1);
      await checked(searcher, shot('search'));
      const href = (await found.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`/${experienceId}$`));
      // A card opens its experience in a new tab.
      const [experiencePage] = await Promise.all([searcher.context().waitForEvent('page'), found.click()]);
      const traveller = experiencePage;
      await waitForHydration(traveller);
      expect(new URL(traveller.url()).pathname).toBe(href);
      await expect.poll(() => traveller.locator('h1').textContent()).toContain(listing[lang].name);
      await checked(traveller, shot('experience'));
      const card = await cardOf(traveller, size, lang);
      await chooseDateAndHour(card, listing.date, listing.hour);
      await card.getByRole('button', { name: words.booking.card.book, exact: true }).click();
      await traveller.waitForURL(/\/booking\/details$/);
      await expect.poll(() => traveller.getByTestId('booking-total').count()).toBe(1);
      await checked(traveller, shot('details'));
      await traveller.getByRole('link', { name: words.bookingDetails.continue }).click();
      await traveller.waitForURL(/\/booking\/payment$/);
      await captchaReady(traveller, lang);
      await fillCard(traveller, lang, TEST_CARDS.visa);
      await checked(traveller, shot('payment'));
      await payButton(traveller).click();
      await confirmed(traveller, lang);
      const purchase = ((await traveller.getByTestId('purchase-code').textContent()) ?? '').trim();
      await checked(traveller, shot('confirmed'));

      // The voucher and the confirmation e-mail say where to meet, in the traveller's language.
      await traveller.getByRole('link', { name: words.paymentPage.success.voucher }).click();
      await traveller.waitForURL(/\/voucher\//);
      await expect.poll(() => traveller.locator('main').textContent()).toContain(purchase);
      expect(await traveller.locator('main').textContent()).toContain(listing[lang].address);
      await checked(traveller, shot('voucher'));
      await openMailboxEmail(traveller, ctx.app.baseUrl, signedUp.email, 'purchase-confirmation');
      const email = (await traveller.locator('body').textContent()) ?? '';
      expect(email).toContain(purchase);
      expect(email).toContain(listing[lang].address);
      await traveller.screenshot({ path: shot('email'), fullPage: true });

      for (const page of [applicant.page, adminPage, owner, searcher]) await page.context().close();
    }, 180_000);
  }
});
