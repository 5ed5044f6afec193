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
  PAY_TEXT,
  payButton,
  paymentError,
  storedDraft as stored,
  usePaymentApp,
} from '../helpers/payment-page';
import { TEST_NOW } from '../helpers/test-app';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * /booking/payment when a payment does not go through as sent: an hour sold out while paying, an answer
 * lost on the network (the one condition made in the browser: a real server cannot be asked to lose it),
 * the 3-D Secure redirect page's error, and a non-refundable experience said so before it is bought. The
 * draft and the card form: booking-payment.test.ts.
 */
const { ctx, prepare, open } = usePaymentApp();

describe('booking payment page, when paying does not go as sent', () => {
  it('explains an hour sold out while paying, and keeps the draft for another choice (desktop, en)', async () => {
    const f = await prepare();
    const oneAdult = { adults: 1, children: 0, babies: 0, seniors: 0 };
    const draft = draftFor(f, {
      bookingHour: '14:00',
      totalParticipants: oneAdult,
      additionalProducts: [],
      bookingPickupLocation: null,
    });
    const { context, page, errors } = await open('desktop', 'en', draft, { signedIn: true });
    await expect.poll(() => field(page, PAY_TEXT.en.cardNumber).count()).toBe(1);
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
    const { context, page, errors } = await open('phone', 'es', draft, { signedIn: true });
    await expect.poll(() => field(page, PAY_TEXT.es.cardNumber).count()).toBe(1);
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
      const { context, page, errors } = await open('phone', 'en', draftFor(f));
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
