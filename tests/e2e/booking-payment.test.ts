import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { seriousViolations } from '../helpers/axe';
import { sandboxCharges, TEST_CARDS } from '../helpers/checkout';
import { VIEWPORTS } from '../helpers/browser';
import {
  draftFor,
  field,
  fillCard,
  type Lang,
  minutesAgo,
  payButton,
  paymentError,
  screenshot,
  type Size,
  storedDraft as stored,
  usePaymentApp,
} from '../helpers/payment-page';
import { TEST_NOW } from '../helpers/test-app';
import { gotoHydrated, reloadHydrated } from '../helpers/hydrated-page';

/**
 * /booking/payment's states that are not a payment of their own: the draft read for a visitor and for a
 * signed-in traveller, the card form's checks, a sold-out hour, a purchase whose answer is lost, and the
 * 3-D Secure redirect page. The payments themselves are journeys against the real server in
 * booking-payment-card, -paypal and -wallet.test.ts. Only one condition here is made in the browser: an
 * answer lost on the network, which a real server cannot be asked to lose.
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

  it('shows the details page’s empty state for a stale draft', async () => {
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
      .poll(() => page.getByRole('heading', { name: 'No tienes una reserva en curso' }).count())
      .toBe(1);
    expect(await stored(page)).toBeNull();
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

  it('explains an hour sold out while paying, and keeps the draft for another choice (desktop, en)', async () => {
    const f = await prepare();
    const oneAdult = { adults: 1, children: 0, babies: 0, seniors: 0 };
    const draft = draftFor(f, {
      bookingHour: '14:00',
      totalParticipants: oneAdult,
      additionalProducts: [],
      bookingPickupLocation: null,
    });
    const { context, page, errors } = await openWithDraft('desktop', 'en', draft, { signedIn: true });
    await expect.poll(() => field(page, TEXT.en.number).count()).toBe(1);
    await fillCard(page, 'en', TEST_CARDS.visa);
    // Meanwhile someone else takes the departure's last places (its seat counter, decision 0039).
    await ctx.app.database.db.execute(sql`insert into time_slots
      (experience_id, company_id, slot_date, slot_time, capacity, seats_taken)
      values (${f.experienceId}, ${f.companyId}, '2026-11-24', '14:00', 4, 4)`);
    await payButton(page).click();
    await expect.poll(() => paymentError(page).textContent()).toBe(en.paymentPage.capacity);
    expect(await page.getByRole('link', { name: 'Choose another time' }).getAttribute('href')).toBe(
      `/experience-path/${f.experienceId}#booking`,
    );
    expect(await stored(page)).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels the bank’s check with Escape, then sends a purchase whose answer was lost again with the same key (phone, es)', async () => {
    const f = await prepare();
    const draft = draftFor(f, { bookingDate: '2026-11-30' });
    const { context, page, errors } = await openWithDraft('phone', 'es', draft, { signedIn: true });
    await expect.poll(() => field(page, TEXT.es.number).count()).toBe(1);
    const sent: { path: string; body: string; key: string | undefined }[] = [];
    page.on('request', (request) =>
      sent.push({
        path: new URL(request.url()).pathname,
        body: request.postData() ?? '',
        key: request.headers()['idempotency-key'],
      }),
    );
    // The one condition made here: the server buys, and its first answer never reaches the browser.
    let purchases = 0;
    await page.route('**/api/v1/purchase-experience', async (route) => {
      purchases += 1;
      if (purchases > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    const chargesBefore = (await sandboxCharges(ctx.app)).length;
    await fillCard(page, 'es', TEST_CARDS.challenge);
    await payButton(page).click();
    const dialog = page.getByRole('dialog', { name: es.paymentPage.threeDs.title });
    await dialog.frameLocator('iframe').getByRole('button', { name: es.sandbox.authenticate }).waitFor();
    expect(await dialog.locator('h2').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    const canceled = page.getByRole('status').filter({ hasText: es.paymentPage.threeDs.canceled });
    await expect.poll(() => canceled.count()).toBe(1);

    await payButton(page).click();
    await dialog.frameLocator('iframe').getByRole('button', { name: es.sandbox.authenticate }).click();
    const heading = page.getByRole('heading', { name: es.paymentPage.success.title });
    await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
    expect(purchases).toBe(2);
    const keys = sent.filter((call) => call.path === '/api/v1/purchase-experience').map((call) => call.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // One booking, one charge; the card number went to the gateway's token endpoint only.
    expect((await sandboxCharges(ctx.app)).length).toBe(chargesBefore + 1);
    const withCard = sent.filter((call) => call.body.includes(TEST_CARDS.challenge)).map((call) => call.path);
    expect(withCard).toEqual(['/sandbox/gateway/tokens', '/sandbox/gateway/tokens']);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
      TEST_CARDS.challenge,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 3-D Secure redirect error after more than 3 unanswered posts, without the site’s chrome', async () => {
    const context = await ctx.browser.newContext({
      viewport: VIEWPORTS.phone,
      locale: 'es-PA',
      bypassCSP: true,
    });
    await context.clock.install({ time: TEST_NOW });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Opened on its own, the page is its own parent: nobody acknowledges, as when the payment page is gone.
    // Every message it posts is recorded from before its scripts run.
    await page.addInitScript(() => {
      (window as unknown as { posts: unknown[] }).posts = [];
      window.addEventListener('message', (event) =>
        (window as unknown as { posts: unknown[] }).posts.push(event.data),
      );
    });
    const sent = () => page.evaluate(() => (window as unknown as { posts: unknown[] }).posts);
    await gotoHydrated(page, `${ctx.app.baseUrl}/booking/3ds-complete?transaction_id=tx_9`);
    // It tells its parent at once, then every 5 s.
    await expect.poll(sent).toEqual([{ type: 'rumbo:3ds-complete', transactionId: 'tx_9' }]);
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.locator('main').getByRole('status').textContent()).toBe('Volviendo a tu pago…');
    await context.clock.runFor(15_000);
    await expect.poll(sent).toEqual([
      { type: 'rumbo:3ds-complete', transactionId: 'tx_9' },
      { type: 'rumbo:3ds-complete', transactionId: 'tx_9' },
      { type: 'rumbo:3ds-complete', transactionId: 'tx_9' },
      { type: 'rumbo:3ds-complete', transactionId: 'tx_9' },
    ]);
    expect(await page.locator('main').getByRole('alert').count()).toBe(0);
    await context.clock.runFor(5_000);
    const alert = page.locator('main').getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe(es.payment.threeDSecureRedirectError);
    const next = page.getByRole('link', { name: 'Continuar' });
    expect(await next.getAttribute('href')).toBe('/booking/payment');
    expect(await next.getAttribute('target')).toBe('_top');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a non-refundable experience is non-refundable before it is bought (phone, en)', async () => {
    const f = await prepare();
    const db = ctx.app.database.db;
    await db.execute(sql`update experiences set cancellation_policy = 1 where id = ${f.experienceId}`);
    ctx.app.app.clearCatalogueCaches();
    try {
      const { context, page, errors } = await openWithDraft('phone', 'en', draftFor(f));
      await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('$184');
      expect(await page.locator('main').textContent()).toContain(en.experience.cancellation.nonRefundable);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await db.execute(sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`);
      ctx.app.app.clearCatalogueCaches();
    }
  });
});
