import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { useBrowserApp } from '../helpers/browser-app';
import { insertCoupon } from '../helpers/gift-card-purchase';
import {
  field,
  fillReceiver,
  giftCardScreenshot,
  giftCardTotal,
  openGiftCards,
  storedGiftCardDraft,
} from '../helpers/gift-card-page';
import { captchaReady, type Lang, payButton, type Size, t } from '../helpers/payment-page';

/**
 * Two edges of buying a gift card in the browser (docs/decisions/0041): a card a 100 % gift-card coupon
 * pays for entirely is confirmed without a payment ("Nothing to pay", one Confirm button); and the
 * sign-in dialog Continue opens leads on to the payment only if it signs someone in (closed, the intent
 * ends: signing in later from the header stays on /giftcards). The 100 % coupon is made here, never
 * seeded: free cards in the demo data would be taken by anyone probing the product.
 */
const ctx = useBrowserApp({ seed: true, experiences: 2, web: true });

const dialog = (page: Page) => page.getByRole('dialog');

const cases: { size: Size; lang: Lang }[] = [
  { size: 'phone', lang: 'es' },
  { size: 'desktop', lang: 'en' },
];

describe('/giftcards/payment for a card that costs nothing', () => {
  for (const { size, lang } of cases) {
    it(`confirms a card a 100 % coupon pays for, with no card asked (${size}, ${lang})`, async () => {
      const code = `E2E-FREE-${lang.toUpperCase()}`;
      await insertCoupon(ctx.app, { code, percent: 100 });
      const text = t(lang).giftCards;
      const pay = t(lang).giftCardPayment;
      const { context, page, problems } = await openGiftCards(ctx, size, lang, { signedIn: true });
      await field(page, text.amount.other).fill('30');
      await fillReceiver(page, lang, 'Para tu próximo viaje');
      await page.locator('main').getByPlaceholder(t(lang).booking.card.couponPlaceholder).fill(code);
      await page.getByRole('button', { name: t(lang).booking.card.applyCoupon }).click();
      await expect.poll(() => giftCardTotal(page)).toMatch(/^\$0(\.00)?$/);
      await page.getByRole('button', { name: text.continue }).click();
      await page.waitForURL(`${ctx.app.baseUrl}/giftcards/payment`);

      // Nothing to choose and no card to type: one Confirm.
      const nothing = page.getByRole('heading', { name: pay.free.title });
      await expect.poll(() => nothing.count()).toBe(1);
      expect(await page.locator('main').getByRole('radio').count()).toBe(0);
      expect(await page.locator('main input[autocomplete="cc-number"]').count()).toBe(0);
      await captchaReady(page, lang);
      expect((await payButton(page).textContent())?.trim()).toBe(pay.free.confirm);
      expect(await seriousViolations(page)).toEqual([]);
      await giftCardScreenshot(page, `giftcards-free-${lang}-${size}`);
      await payButton(page).click();

      const heading = page.getByRole('heading', { name: pay.success.title });
      await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByTestId('gift-card-paid-total').textContent()).toMatch(/^\$0(\.00)?$/);
      expect(await page.locator('main').textContent()).toContain('Ana Pérez');
      expect(await storedGiftCardDraft(page)).toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('/giftcards: Continue’s sign-in dialog', () => {
  it('goes on to the payment only when that dialog signs in, not after it was closed (desktop, es)', async () => {
    const lang = 'es';
    const text = t(lang).giftCards;
    const auth = t(lang).auth;
    const buyer = await signUp(ctx.app, { first_name: 'Marisol', last_name: 'Quintero' }, lang);
    const { context, page, problems } = await openGiftCards(ctx, 'desktop', lang);
    await field(page, text.amount.other).fill('40');
    await field(page, text.sender.name).fill('Marisol Quintero');
    await field(page, text.sender.email).fill(buyer.email);
    await fillReceiver(page, lang, 'Un regalo');

    const signInThroughDialog = async () => {
      await dialog(page).getByLabel(auth.email).fill(buyer.email);
      await dialog(page).getByRole('button', { name: auth.continue }).click();
      await dialog(page).getByLabel(auth.password, { exact: true }).fill(PASSWORD);
      await dialog(page).getByRole('button', { name: auth.signIn, exact: true }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
    };

    // Continue asks to sign in; the visitor closes the dialog instead.
    await page.getByRole('button', { name: text.continue }).click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await dialog(page)
      .getByRole('button', { name: t(lang).common.close })
      .click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    // Later, from the header: signed in, and still on /giftcards. Every address the tab goes to from here
    // on is recorded (client-side navigations too), so no wait for "nothing happened" is needed: by the
    // time the visitor has signed out again, a navigation the sign-in caused would be in the list.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang).navbar.account })
      .click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang).navbar.signIn })
      .click();
    await signInThroughDialog();
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: 'Marisol' }).count())
      .toBe(1);

    // Signed out again, Continue's own dialog signing in does go on to the payment.
    await page.getByRole('banner').getByRole('button', { name: 'Marisol' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang).navbar.signOut })
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('button', { name: t(lang).navbar.account })
          .count(),
      )
      .toBe(1);
    expect(visited.filter((path) => path !== '/giftcards')).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/giftcards');
    await page.getByRole('button', { name: text.continue }).click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await signInThroughDialog();
    await page.waitForURL(`${ctx.app.baseUrl}/giftcards/payment`);
    // The record catches the client-side navigation: its silence above meant something.
    expect(visited).toContain('/giftcards/payment');
    await expect.poll(() => giftCardTotal(page)).toBe('$40');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('/giftcards on a phone', () => {
  it('keeps the longest design name inside its tile, the chosen mark included (phone, en)', async () => {
    const lang = 'en';
    const { context, page } = await openGiftCards(ctx, 'phone', lang);
    await page.locator('main').getByText(t(lang).giftCards.design.congratulations, { exact: true }).click();
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('[data-design-name]')]
        .filter((name) => {
          const tile = name.closest('label')!.getBoundingClientRect();
          const text = name.getBoundingClientRect();
          return name.scrollWidth > name.clientWidth || text.right > tile.right || text.left < tile.left;
        })
        .map((name) => name.textContent),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
