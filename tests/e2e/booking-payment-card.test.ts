import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { TEST_CARDS } from '../helpers/checkout';
import { gotoHydrated } from '../helpers/hydrated-page';
import {
  captchaReady,
  confirmed,
  draftFor,
  field,
  fillCard,
  type Lang,
  PAY_TEXT,
  payButton,
  paymentError,
  screenshot,
  type Size,
  storedDraft,
  t,
  usePaymentApp,
} from '../helpers/payment-page';

/**
 * Card payments on /booking/payment against the real server: the sandbox gateway's token endpoint, its
 * 3-D Secure calls and challenge page, the purchase pipeline and the confirmation e-mail (decision 0039).
 * The purchase captcha is the default, ALTCHA, solved by the page itself. Each paying journey books its own
 * day so the fixture's places last the file.
 */
const { ctx, prepare, open } = usePaymentApp();

const cases: { size: Size; lang: Lang }[] = [
  { size: 'phone', lang: 'es' },
  { size: 'desktop', lang: 'en' },
];

/** The 3-D Secure dialog and its frame (the sandbox's challenge page, in Spanish: the "bank's" language). */
function threeDs(page: Page, lang: Lang) {
  const dialog = page.getByRole('dialog', { name: t(lang).paymentPage.threeDs.title });
  return { dialog, frame: dialog.frameLocator('iframe') };
}

describe('paying by card', () => {
  for (const [index, { size, lang }] of cases.entries()) {
    const text = t(lang).paymentPage;
    it(`pays with the frictionless Visa (${size}, ${lang}): confirmation, draft gone, the e-mail’s voucher`, async () => {
      const f = await prepare();
      const date = index === 0 ? '2026-11-24' : '2026-11-28';
      const { context, page, errors, user } = await open(size, lang, draftFor(f, { bookingDate: date }), {
        signedIn: true,
      });
      await expect.poll(() => field(page, text.card.number).count()).toBe(1);
      await captchaReady(page, lang);
      expect(await page.getByTestId('booking-total').textContent()).toBe('$184');
      await fillCard(page, lang, TEST_CARDS.visa);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `payment-form-${lang}-${size}`, field(page, text.card.number));

      await payButton(page).click();
      const heading = await confirmed(page, lang);
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      const code = (await page.getByTestId('purchase-code').textContent()) ?? '';
      expect(code).toMatch(/^[A-Z0-9-]{4,}$/);
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain('$184');
      expect(main).toContain(text.success.email.replace('{{email}}', user!.email));
      expect(await storedDraft(page)).toBeNull();
      // No dead link: the way on is the experience's own page.
      const back = page.getByRole('link', { name: text.success.experienceLink });
      expect(await back.getAttribute('href')).toBe(`/experience-path/${f.experienceId}`);
      expect(await page.getByRole('link', { name: text.success.voucher }).count()).toBe(1);
      // What to do next (domain/purchases/next-steps.ts): when, where, whom to contact, until when to cancel.
      const next = page.getByRole('region', { name: t(lang).nextSteps.title });
      await expect.poll(() => next.getByTestId('next-steps').count()).toBe(1);
      const steps = (await next.textContent()) ?? '';
      for (const label of [t(lang).nextSteps.when, t(lang).nextSteps.contact, t(lang).nextSteps.cancellation])
        expect(steps).toContain(label);
      expect(
        await page.getByRole('link', { name: t(lang).voucher.addToCalendar }).getAttribute('href'),
      ).toMatch(/^\/voucher\/[^/]+\/calendar\.ics\?t=/);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `payment-confirmed-${lang}-${size}`);

      // The confirmation e-mail, in the traveller's language, links to the voucher page.
      let mail: Awaited<ReturnType<typeof mailbox>>[number] | undefined;
      await expect
        .poll(async () => {
          mail = (await mailbox(ctx.app, user!.email)).find((item) => item.text.includes(code));
          return mail !== undefined;
        })
        .toBe(true);
      expect(mail!.lang_code).toBe(lang);
      const link = /https?:\/\/[^\s"<>]+\/voucher\/[^\s"<>]+/.exec(mail!.text)?.[0];
      expect(link).toBeDefined();
      const voucher = new URL(link!);
      await gotoHydrated(page, `${ctx.app.baseUrl}${voucher.pathname}${voucher.search}`);
      await expect.poll(() => page.locator('main').textContent()).toContain(code);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const [index, { size, lang }] of cases.entries()) {
    const text = t(lang).paymentPage;
    it(`pays with the challenge card (${size}, ${lang}): Authenticate inside the bank’s frame`, async () => {
      const f = await prepare();
      const draft = draftFor(f, {
        bookingDate: index === 0 ? '2026-11-30' : '2026-12-01',
        totalParticipants: { adults: 1, children: 0, babies: 0, seniors: 0 },
        additionalProducts: [],
        bookingPickupLocation: null,
      });
      const { context, page, errors } = await open(size, lang, draft, { signedIn: true });
      await expect.poll(() => field(page, text.card.number).count()).toBe(1);
      await captchaReady(page, lang);
      await fillCard(page, lang, TEST_CARDS.challenge);
      await payButton(page).click();

      const { dialog, frame } = threeDs(page, lang);
      await expect.poll(() => dialog.count()).toBe(1);
      const authenticate = frame.getByRole('button', { name: t(lang).sandbox.authenticate });
      await authenticate.waitFor();
      expect(await page.locator('dialog iframe').getAttribute('src')).toMatch(
        new RegExp(`/sandbox/gateway/challenge/[\\w-]+\\?lang=${lang}$`),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `payment-3ds-${lang}-${size}`);
      await authenticate.click();
      await confirmed(page, lang);
      expect(await dialog.count()).toBe(0);
      expect(await page.getByTestId('purchase-code').textContent()).toMatch(/^[A-Z0-9-]{4,}$/);
      expect(await storedDraft(page)).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  const failing: { size: Size; lang: Lang }[] = [
    { size: 'desktop', lang: 'es' },
    { size: 'phone', lang: 'en' },
  ];
  for (const [index, { size, lang }] of failing.entries()) {
    const text = t(lang).paymentPage;
    const messages = t(lang).payment;
    it(`explains failing cards and blocks Pay until the card changes (${size}, ${lang})`, async () => {
      const f = await prepare();
      const draft = draftFor(f, { bookingDate: index === 0 ? '2026-12-02' : '2026-12-03' });
      const { context, page, errors } = await open(size, lang, draft, { signedIn: true });
      await expect.poll(() => field(page, text.card.number).count()).toBe(1);
      await captchaReady(page, lang);
      const pay = payButton(page);
      const blocked = page.getByText(text.cardFailed);

      // The enrolment refuses the postal code: the message names it, and fixing it is enough.
      await fillCard(page, lang, TEST_CARDS.visa, { postalCode: '00000' });
      await pay.click();
      await expect.poll(() => paymentError(page).textContent()).toBe(messages.checkEnrollmentPostalCodeError);
      await field(page, text.billing.postalCode).fill('0801');
      await expect.poll(() => pay.isDisabled()).toBe(false);

      // The issuer refuses the card at authorization.
      await field(page, text.card.number).fill(TEST_CARDS.declined);
      await pay.click();
      await expect.poll(() => paymentError(page).textContent()).toBe(messages.paymentError);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `payment-declined-${lang}-${size}`, paymentError(page));

      // Authentication fails without a challenge: Pay waits for another card.
      await field(page, text.card.number).fill(TEST_CARDS.authenticationFails);
      await pay.click();
      await expect.poll(() => paymentError(page).textContent()).toBe(messages.authenticationFailed);
      // The next captcha token is ready: only the card keeps Pay blocked.
      await captchaReady(page, lang);
      expect(await pay.isDisabled()).toBe(true);
      await field(page, text.billing.city).fill('Colón');
      expect(await pay.isDisabled()).toBe(true);

      // The challenge's Fail button: the same failure, the same block.
      await field(page, text.card.number).fill(TEST_CARDS.challenge);
      await expect.poll(() => pay.isDisabled()).toBe(false);
      await pay.click();
      const { dialog, frame } = threeDs(page, lang);
      await frame.getByRole('button', { name: t(lang).sandbox.fail }).click();
      await expect.poll(() => paymentError(page).textContent()).toBe(messages.authenticationFailed);
      expect(await dialog.count()).toBe(0);
      await captchaReady(page, lang);
      expect(await pay.isDisabled()).toBe(true);
      expect(await blocked.count()).toBe(0);

      // Another card pays: a refused attempt spent nothing the next one needs (seats, captcha).
      await field(page, text.card.number).fill(TEST_CARDS.mastercard);
      await pay.click();
      await confirmed(page, lang);
      expect(await page.locator('main').textContent()).toContain('$184');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('paying by keyboard alone', () => {
  const keyboard: { size: Size; lang: Lang; date: string }[] = [
    { size: 'phone', lang: 'en', date: '2026-12-04' },
    { size: 'desktop', lang: 'es', date: '2026-12-05' },
  ];
  for (const { size, lang, date } of keyboard)
    it(`fills the card form and pays with Tab, typing and Enter (${size}, ${lang})`, async () => {
      const f = await prepare();
      const text = t(lang).paymentPage;
      const draft = draftFor(f, {
        bookingDate: date,
        totalParticipants: { adults: 1, children: 0, babies: 0, seniors: 0 },
        additionalProducts: [],
        bookingPickupLocation: null,
      });
      const { context, page, errors } = await open(size, lang, draft, { signedIn: true });
      await expect.poll(() => field(page, text.card.number).count()).toBe(1);
      await captchaReady(page, lang);

      const focusOn = async (label: string) => {
        const target = field(page, label);
        for (let i = 0; i < 80; i += 1) {
          if (await target.evaluate((element) => element === document.activeElement)) return;
          await page.keyboard.press('Tab');
        }
        throw new Error(`${label} was not reached by Tab`);
      };
      await focusOn(text.card.holder);
      await page.keyboard.type('Marisol Quintero');
      await page.keyboard.press('Tab');
      await page.keyboard.type('5555-5555-5555-4444');
      expect(await field(page, text.card.number).inputValue()).toBe('5555 5555 5555 4444');
      await page.keyboard.press('Tab');
      await page.keyboard.type('12');
      await page.keyboard.press('Tab');
      await page.keyboard.type('2028');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      expect(await field(page, PAY_TEXT[lang].expiryMonth).inputValue()).toBe('12');
      expect(await field(page, PAY_TEXT[lang].expiryYear).inputValue()).toBe('2028');
      await focusOn(text.billing.address);
      await page.keyboard.type('Calle 50, Edificio Sol');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Panama City');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Panam');
      expect(await field(page, text.billing.country).inputValue()).toBe('PA');
      await page.keyboard.press('Tab');
      await page.keyboard.type('0801');
      await page.keyboard.press('Enter');

      const heading = await confirmed(page, lang);
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await storedDraft(page)).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });
});
