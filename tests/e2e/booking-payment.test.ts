import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import {
  draftFor,
  type Lang,
  minutesAgo,
  screenshot,
  type Size,
  storedDraft as stored,
  usePaymentApp,
} from '../helpers/payment-page';
import { TEST_NOW } from '../helpers/test-app';
import { reloadHydrated } from '../helpers/hydrated-page';

/**
 * /booking/payment's states that are not a payment of their own: the draft read for a visitor and for a
 * signed-in traveller, and the card form's checks. A sold-out hour, a lost answer and the 3-D Secure
 * redirect page: booking-payment-outcomes.test.ts. The payments themselves are journeys against the real
 * server in booking-payment-card, -paypal and -wallet.test.ts.
 */
const { ctx, prepare, open } = usePaymentApp();

const TEXT = {
  es: {
    title: 'Paga tu reserva',
    signInTitle: 'Inicia sesión para pagar con tarjeta o con tu saldo',
    signIn: 'Iniciar sesión',
    guest: 'Pagar con PayPal como invitado',
    number: 'Número de tarjeta',
    onlyVisaMc: es.payment.onlyVisaMastercard,
    pay: 'Pagar $184',
    wallet: 'Usar mi saldo ($15)',
    summary: /Revisa \d+ campos:/,
  },
  en: {
    title: 'Pay for your booking',
    signInTitle: 'Sign in to pay by card or with your credit',
    signIn: 'Sign in',
    guest: 'Pay with PayPal as a guest',
    number: 'Card number',
    onlyVisaMc: en.payment.onlyVisaMastercard,
    pay: 'Pay $184',
    wallet: 'Use my credit ($15)',
    summary: /Check \d+ fields:/,
  },
} as const;

const openWithDraft = (size: Size, lang: Lang, draft: unknown, options: { signedIn?: boolean } = {}) =>
  open(size, lang, draft, options).then((journey) => ({ ...journey, email: journey.user?.email ?? null }));

describe('booking payment page', () => {
  it('reads the draft on a phone in Spanish and asks a visitor to sign in, with PayPal as a guest', async () => {
    const f = await prepare();
    const { context, page, errors, first, html } = await openWithDraft('phone', 'es', draftFor(f));
    expect(first?.headers()['cache-control']).toBe('private, no-store');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('8.98123');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('$184');
    const text = (await page.locator('main').textContent()) ?? '';
    for (const expected of [
      'Paso 2 de 2: pago',
      TEXT.es.title,
      'martes, 24 de noviembre de 2026, 8:00 AM (hora de Panamá)',
      '2 adultos × $50',
      TEXT.es.signInTitle,
      // The cancellation terms are read before paying (issue 17): the policy and its deadline.
      es.experience.cancellation.refundable24h,
      'Cancelación gratis hasta el lunes, 23 de noviembre de 2026, 8:00 AM (hora de Panamá).',
    ])
      expect(text).toContain(expected);
    // No card form for a visitor: card and credit need an account.
    expect(await page.getByLabel(TEXT.es.number).count()).toBe(0);
    const guest = page.getByRole('button', { name: TEXT.es.guest });
    expect(await guest.count()).toBe(1);
    // The Pay bar stays in view at the bottom of the phone's screen.
    const bar = await guest.boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(844);
    expect(bar!.y).toBeGreaterThan(844 - 160);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-payment-es-390');

    // The prompt's button opens the site's sign-in dialog.
    await page.locator('main').getByRole('button', { name: TEXT.es.signIn }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the same draft in English for a visitor on a wide screen, price beside the payment', async () => {
    const f = await prepare();
    const { context, page, errors } = await openWithDraft('desktop', 'en', draftFor(f));
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('$184');
    expect(await page.locator('main').textContent()).toContain(TEXT.en.signInTitle);
    expect(await page.getByRole('button', { name: TEXT.en.guest }).count()).toBe(1);
    const [payment, price] = [
      await page.locator('#payment-title').boundingBox(),
      await page.locator('#price-title').boundingBox(),
    ];
    expect(price!.x).toBeGreaterThan(payment!.x + 400);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-payment-en-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a stale draft expired, keeping it for its experience’s booking card', async () => {
    const f = await prepare();
    const context = await ctx.browser.newContext({
      viewport: VIEWPORTS.phone,
      locale: 'es-PA',
      bypassCSP: true,
    });
    await context.clock.setFixedTime(TEST_NOW);
    const page = await context.newPage();
    await page.goto(`${ctx.app.baseUrl}/booking/payment`);
    await page.evaluate(
      (value) => localStorage.setItem('localBookingData', JSON.stringify(value)),
      draftFor(f, { createdAt: minutesAgo(61) }),
    );
    await reloadHydrated(page);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Tu reserva en curso venció' }).count())
      .toBe(1);
    // The booking card of its experience reads it (and lets it go), so the link back keeps the choice.
    expect(await stored(page)).not.toBeNull();
    await context.close();
  });

  it('checks the card form for a signed-in traveller: prefilled, Amex refused, errors summarised', async () => {
    const f = await prepare();
    const { context, page, errors, email } = await openWithDraft('desktop', 'en', draftFor(f), {
      signedIn: true,
    });
    const number = page.getByLabel(TEXT.en.number, { exact: true });
    await expect.poll(() => number.count()).toBe(1);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Marisol');

    // Grouped as typed; an American Express number is refused when the field is left.
    await number.fill('3782-822463-10005');
    expect(await number.inputValue()).toBe('3782 8224 6310 005');
    await number.blur();
    const error = page.locator(
      `#${await number.getAttribute('aria-describedby').then((ids) => ids!.split(' ')[0])}`,
    );
    expect(await error.textContent()).toBe(TEXT.en.onlyVisaMc);
    expect(await number.getAttribute('aria-invalid')).toBe('true');

    // Pay with the rest empty: the summary names each field and takes the focus.
    await page.getByRole('button', { name: TEXT.en.pay }).click();
    const summary = page.getByRole('alert').filter({ hasText: TEXT.en.summary });
    await expect.poll(() => summary.count()).toBe(1);
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.textContent()).toContain(`Card number: ${TEXT.en.onlyVisaMc}`);
    expect(await summary.textContent()).toContain('CVV: Fill in this field.');
    await summary.getByRole('link', { name: /CVV/ }).click();
    expect(
      await page.getByLabel('CVV', { exact: true }).evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-payment-errors-en-1280');

    // The sign-up credit: the switch asks the server again and the price card shows it.
    const wallet = page.getByRole('switch', { name: TEXT.en.wallet });
    await wallet.click();
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('$169');
    expect(await wallet.getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('#price-title + dl').textContent()).toContain('−$15');
    expect(errors).toEqual([]);
    await context.close();
  });
});
