import { sql } from 'drizzle-orm';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { sessionCookie, signUp } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { useBrowserApp } from '../helpers/browser-app';
import { VIEWPORTS } from '../helpers/browser';
import { TEST_NOW } from '../helpers/test-app';

/**
 * /booking/payment reads the booking card's draft as /booking/details does and takes the payment
 * (decision 0039). The fixture's experience (tests/helpers/booking-fixture.ts) is in Panama; the browser's
 * clock is the server's (TEST_NOW). The card gateway, 3-D Secure, PayPal and purchase calls are stubbed in
 * the browser where a journey needs them (`stubCardFlow`), so the page's own behaviour (the 3-D Secure
 * frame and its messages, the Idempotency-Key, the confirmation) is checked whatever the server has; the
 * journeys against the real pipeline are listed in the checkout's report.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });
let fixture: BookingFixture | undefined;

async function prepare() {
  if (fixture) return fixture;
  fixture = await prepareBookingFixture(ctx.app);
  await ctx.app.database.db.execute(
    sql`update experiences set cancellation_policy = 2 where id = ${fixture.experienceId}`,
  );
  ctx.app.app.clearCatalogueCaches();
  return fixture;
}

const minutesAgo = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000).toISOString();

/** Tuesday 24 at 08:00: two adults and a child, the pickup and lunch; $184 all in. */
function draftFor(f: BookingFixture, overrides: Record<string, unknown> = {}) {
  return {
    createdAt: minutesAgo(5),
    experienceId: f.experienceId,
    experiencePath: `/experience-path/${f.experienceId}`,
    bookingDate: '2026-11-24',
    bookingHour: '08:00',
    totalParticipants: { adults: 2, children: 1, babies: 0, seniors: 0 },
    additionalProducts: [f.pickupId, f.lunchId],
    bookingPickupLocation: { lat: 8.98123, lng: -79.51987 },
    coupon: null,
    ...overrides,
  };
}

const TEXT = {
  es: {
    locale: 'es-PA',
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
    locale: 'en-US',
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

type Lang = keyof typeof TEXT;

async function openWithDraft(
  size: keyof typeof VIEWPORTS,
  lang: Lang,
  draft: unknown,
  options: { signedIn?: boolean; query?: string } = {},
) {
  const context: BrowserContext = await ctx.browser.newContext({
    viewport: VIEWPORTS[size],
    locale: TEXT[lang].locale,
    bypassCSP: true,
  });
  await context.clock.setFixedTime(TEST_NOW);
  let email: string | null = null;
  if (options.signedIn) {
    const signedUp = await signUp(ctx.app, { first_name: 'Marisol', last_name: 'Quintero' });
    email = signedUp.email;
    const [name, value] = sessionCookie(signedUp.response).split(';')[0]!.split('=');
    const { hostname } = new URL(ctx.app.baseUrl);
    await context.addCookies([{ name: name!, value: value!, domain: hostname, path: '/' }]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const url = `${ctx.app.baseUrl}/booking/payment${options.query ?? ''}`;
  const first = await page.goto(`${ctx.app.baseUrl}/booking/payment`);
  const html = (await first?.text()) ?? '';
  await page.evaluate((value) => localStorage.setItem('localBookingData', JSON.stringify(value)), draft);
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByTestId('booking-total').count()).toBe(1);
  return { context, page, errors, first, html, email };
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('localBookingData'));

async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

const CARD = '4111111111111111';

/**
 * The card's calls answered in the browser: the token, the three 3-D Secure steps (with a challenge that
 * ends on the real /booking/3ds-complete page) and the purchase, whose first send loses its answer.
 * Everything sent is recorded.
 */
async function stubCardFlow(
  page: Page,
  options: { authorized?: boolean; purchase?: (route: Route, request: Request) => Promise<void> } = {},
) {
  const sent: { url: string; body: string; headers: Record<string, string> }[] = [];
  const record = (request: Request) =>
    sent.push({ url: request.url(), body: request.postData() ?? '', headers: request.headers() });
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/sandbox/gateway/tokens', (route, request) => {
    record(request);
    return json(route, 201, { token: 'tok_test_1' });
  });
  await page.route('**/api/v1/auth-setup', (route, request) => {
    record(request);
    return json(route, 200, { reference_id: 'ref_1' });
  });
  // The bank's page of the first challenge waits for the traveller (who cancels it); the next one ends at
  // once on /booking/3ds-complete.
  await page.route('**/test-bank/challenge', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Banco</title><p>Código</p>',
    }),
  );
  let enrolments = 0;
  await page.route('**/api/v1/auth-check-enrollment', (route, request) => {
    record(request);
    enrolments += 1;
    return json(route, 200, {
      transaction_id: 'tx_1',
      step_up: true,
      step_up_url:
        enrolments === 1
          ? `${ctx.app.baseUrl}/test-bank/challenge`
          : `${ctx.app.baseUrl}/booking/3ds-complete?transaction_id=tx_1`,
    });
  });
  await page.route('**/api/v1/validate-authorization', (route, request) => {
    record(request);
    return json(route, 200, { authorized: options.authorized ?? true });
  });
  let purchases = 0;
  await page.route('**/api/v1/purchase-experience', async (route, request) => {
    record(request);
    purchases += 1;
    if (options.purchase) return options.purchase(route, request);
    // The first answer is lost on the way: the page must send the same purchase with the same key.
    if (purchases === 1) return route.abort('connectionreset');
    return json(route, 201, {
      data: {
        id: 41,
        code: 'RB-7K2Q',
        status: 'confirmed',
        experience_id: fixture!.experienceId,
        experience_name: 'Experiencia de prueba',
        booking_date: '2026-11-24',
        booking_hour: '08:00',
        time_zone: 'America/Panama',
        total_payment: 184,
        wallet_discount: 0,
        total_cost: 184,
        displayed_total: 184,
        payment_method: 'card',
        card_brand: 'VISA',
        card_last4: '1111',
        voucher_url: '/vouchers/41.pdf',
      },
    });
  });
  return sent;
}

/** Tabs (at most `limit` times) until `label`'s control has the focus: the form is reachable by keyboard. */
async function tabTo(page: Page, label: string, limit = 80) {
  const target = page.getByLabel(label, { exact: true });
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${label} was not reached by Tab`);
}

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
    await page.reload({ waitUntil: 'networkidle' });
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

  it('pays by keyboard alone: 3-D Secure in a dialog, one Idempotency-Key, the confirmation', async () => {
    const f = await prepare();
    const { context, page, errors } = await openWithDraft('phone', 'es', draftFor(f), { signedIn: true });
    await expect.poll(() => page.getByLabel('Número de tarjeta', { exact: true }).count()).toBe(1);
    const sent = await stubCardFlow(page);

    await tabTo(page, 'Nombre como aparece en la tarjeta');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4111-1111-1111-1111');
    expect(await page.getByLabel('Número de tarjeta', { exact: true }).inputValue()).toBe(
      '4111 1111 1111 1111',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2028');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    expect(await page.locator('main').getByLabel('Mes de vencimiento', { exact: true }).inputValue()).toBe(
      '12',
    );
    expect(await page.locator('main').getByLabel('Año de vencimiento', { exact: true }).inputValue()).toBe(
      '2028',
    );
    await tabTo(page, 'Dirección');
    await page.keyboard.type('Calle 50, Edificio Sol');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Panamá');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Panam');
    expect(await page.locator('main').getByLabel('País', { exact: true }).inputValue()).toBe('PA');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0801');

    // Enter pays; the bank's challenge opens, and Escape cancels it.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Verificación de tu banco' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator('h2').evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'booking-payment-3ds-es-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Cancelaste la verificación' }).count())
      .toBe(1);

    // Again: this time the frame reaches /booking/3ds-complete, which tells the page.
    await page.getByRole('button', { name: 'Pagar $184' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: '¡Reserva confirmada!' });
    await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByTestId('purchase-code').textContent()).toBe('RB-7K2Q');
    expect(await page.locator('main').textContent()).toContain('Te enviamos la confirmación a');
    expect(await page.getByRole('link', { name: 'Ver comprobante' }).getAttribute('href')).toBe(
      '/vouchers/41.pdf',
    );
    expect(await page.getByRole('link', { name: 'Mis reservas' }).getAttribute('href')).toBe('/agenda');
    expect(await stored(page)).toBeNull();

    // The card number went to the token endpoint only; the purchase was sent twice with one key.
    const withCard = sent.filter((call) => call.body.includes(CARD));
    expect(withCard.map((call) => new URL(call.url).pathname)).toEqual([
      '/sandbox/gateway/tokens',
      '/sandbox/gateway/tokens',
    ]);
    const purchases = sent.filter((call) => call.url.endsWith('/api/v1/purchase-experience'));
    expect(purchases).toHaveLength(2);
    const [firstKey, secondKey] = purchases.map((call) => call.headers['idempotency-key']);
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondKey).toBe(firstKey);
    expect(JSON.parse(purchases[0]!.body)).toMatchObject({
      experience_id: f.experienceId,
      apply_wallet: false,
      payment: { method: 'card', card_token: 'tok_test_1', transaction_id: 'tx_1' },
    });
    const enrolment = sent.find((call) => call.url.endsWith('/auth-check-enrollment'));
    expect(JSON.parse(enrolment!.body)).toMatchObject({
      amount: 184,
      billing: { country: 'PA', postal_code: '0801' },
    });
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
      CARD,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-payment-confirmed-es-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocks a card whose 3-D Secure failed until it changes, and explains a sold-out hour', async () => {
    const f = await prepare();
    const { context, page } = await openWithDraft('desktop', 'en', draftFor(f), { signedIn: true });
    await expect.poll(() => page.getByLabel(TEXT.en.number, { exact: true }).count()).toBe(1);
    let authorized = false;
    await stubCardFlow(page, {
      purchase: (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'CAPACITY_EXCEEDED', message: 'No room' }),
        }),
    });
    await page.route('**/api/v1/validate-authorization', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ authorized }) }),
    );
    // Straight to validation: no challenge this time.
    await page.route('**/api/v1/auth-check-enrollment', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ transaction_id: 'tx_2', step_up: false }),
      }),
    );
    await page.getByLabel(TEXT.en.number, { exact: true }).fill(CARD);
    await page.locator('main').getByLabel('Expiry month', { exact: true }).selectOption('12');
    await page.locator('main').getByLabel('Expiry year', { exact: true }).selectOption('2028');
    await page.getByLabel('CVV', { exact: true }).fill('123');
    await page.locator('main').getByLabel('Address', { exact: true }).fill('Calle 50');
    await page.locator('main').getByLabel('City', { exact: true }).fill('Panamá');
    await page.locator('main').getByLabel('Country', { exact: true }).selectOption('PA');
    await page.locator('main').getByLabel('Postal code', { exact: true }).fill('0801');
    const pay = page.getByRole('button', { name: TEXT.en.pay });
    await pay.click();
    await expect
      .poll(() => page.getByTestId('payment-error').textContent())
      .toBe(en.payment.authenticationFailed);
    expect(await pay.isDisabled()).toBe(true);
    await page.getByLabel('CVV', { exact: true }).fill('321');
    expect(await pay.isDisabled()).toBe(false);

    authorized = true;
    await pay.click();
    await expect.poll(() => page.getByTestId('payment-error').textContent()).toBe(en.paymentPage.capacity);
    expect(await page.getByRole('link', { name: 'Choose another time' }).getAttribute('href')).toBe(
      `/experience-path/${f.experienceId}#booking`,
    );
    // The draft stays for the next choice.
    expect(await stored(page)).not.toBeNull();
    await context.close();
  });

  it('says a PayPal payment was canceled and lets the traveller choose again', async () => {
    const f = await prepare();
    const { context, page, errors } = await openWithDraft('phone', 'en', draftFor(f), {
      query: '?paypal=canceled',
    });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You canceled the payment at PayPal.' }).count())
      .toBe(1);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('button', { name: TEXT.en.guest }).isDisabled()).toBe(false);
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
    await page.goto(`${ctx.app.baseUrl}/booking/3ds-complete?transaction_id=tx_9`, {
      waitUntil: 'networkidle',
    });
    await page.evaluate(() => {
      (window as unknown as { posts: unknown[] }).posts = [];
      window.addEventListener('message', (event) =>
        (window as unknown as { posts: unknown[] }).posts.push(event.data),
      );
    });
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.locator('main').getByRole('status').textContent()).toBe('Volviendo a tu pago…');
    await context.clock.runFor(15_000);
    const posts = await page.evaluate(() => (window as unknown as { posts: unknown[] }).posts);
    expect(posts).toEqual([
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

  it('pays with PayPal as a guest: the order, the approval’s return, the confirmation', async () => {
    const f = await prepare();
    const { context, page, errors } = await openWithDraft('desktop', 'es', draftFor(f));
    const bodies: Record<string, unknown>[] = [];
    // PayPal's approval page is skipped: the order's approve_url is the return address itself.
    await page.route('**/api/v1/paypal/orders', (route, request) => {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          id: 'ORD-77',
          approve_url: `${ctx.app.baseUrl}/booking/payment?paypal=approved&paypal_order=ORD-77`,
        }),
      });
    });
    await page.route('**/api/v1/paypal/orders/authorize-paypal-order', (route, request) => {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            id: 42,
            code: 'RB-PAYP',
            status: 'confirmed',
            experience_id: f.experienceId,
            experience_name: 'Experiencia de prueba',
            booking_date: '2026-11-24',
            booking_hour: '08:00',
            time_zone: 'America/Panama',
            total_payment: 184,
            wallet_discount: 0,
            total_cost: 184,
            displayed_total: 184,
            payment_method: 'paypal',
            card_brand: null,
            card_last4: null,
            voucher_url: null,
          },
        }),
      });
    });
    await page.getByRole('button', { name: TEXT.es.guest }).click();
    const heading = page.getByRole('heading', { name: '¡Reserva confirmada!' });
    await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('purchase-code').textContent()).toBe('RB-PAYP');
    expect(bodies[0]).toMatchObject({ experience_id: f.experienceId, apply_wallet: false });
    expect(bodies[0]).not.toHaveProperty('payment');
    expect(bodies[1]).toEqual({ order_id: 'ORD-77' });
    // The return's parameters and the tab's marker are gone; so is the draft.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('rumbo:paypalOrder'))).toBeNull();
    expect(await stored(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not act on a PayPal approval this tab did not start', async () => {
    const f = await prepare();
    const { context, page } = await openWithDraft('phone', 'en', draftFor(f), {
      query: '?paypal=approved&paypal_order=ORD-FORGED',
    });
    let authorized = 0;
    await page.route('**/api/v1/paypal/orders/authorize-paypal-order', (route) => {
      authorized += 1;
      return route.abort();
    });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: en.paymentPage.paypalUnknown }).count())
      .toBe(1);
    expect(authorized).toBe(0);
    expect(await stored(page)).not.toBeNull();
    await context.close();
  });

  it('pays with credit alone when the server says it covers the total: no card, one button', async () => {
    const f = await prepare();
    const { context, page, errors } = await openWithDraft('phone', 'es', draftFor(f), { signedIn: true });
    // Today's quote engine leaves the service fee outside the credit (domain/pricing/quote.ts), so $15 never
    // covers a booking; the page follows whatever the server answers, here a credit that covers it all.
    await page.route('**/api/v1/booking/quote', async (route, request) => {
      const asked = request.postDataJSON() as { apply_wallet?: boolean };
      const response = await route.fetch();
      const reply = (await response.json()) as { data: { total: number; wallet_discount: number } };
      if (asked.apply_wallet) reply.data = { ...reply.data, wallet_discount: reply.data.total, total: 0 };
      return route.fulfill({ response, json: reply });
    });
    let body: Record<string, unknown> | null = null;
    await page.route('**/api/v1/purchase-experience', (route, request) => {
      body = request.postDataJSON() as Record<string, unknown>;
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            id: 43,
            code: 'RB-SALD',
            status: 'confirmed',
            experience_id: f.experienceId,
            experience_name: 'Experiencia de prueba',
            booking_date: '2026-11-24',
            booking_hour: '08:00',
            time_zone: 'America/Panama',
            total_payment: 0,
            wallet_discount: 184,
            total_cost: 184,
            displayed_total: 184,
            payment_method: 'wallet',
            card_brand: null,
            card_last4: null,
            voucher_url: '/vouchers/43.pdf',
          },
        }),
      });
    });
    await page.getByRole('switch', { name: 'Usar mi saldo ($15)' }).click();
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('$0');
    expect(await page.locator('main').textContent()).toContain(
      'Tu saldo cubre el total: no necesitas tarjeta.',
    );
    expect(await page.getByLabel('Número de tarjeta', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.getByRole('button', { name: 'Pagar con saldo' }).click();
    await expect.poll(() => page.getByTestId('purchase-code').textContent()).toBe('RB-SALD');
    expect(body).toMatchObject({ apply_wallet: true, payment: { method: 'wallet' } });
    expect(errors).toEqual([]);
    await context.close();
  });
});
