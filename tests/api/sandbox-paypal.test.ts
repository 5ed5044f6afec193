import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sandboxCharges, sandboxPaypalOrders } from '../../db/schema/payments';
import {
  createSandboxPaypal,
  isProductUrl,
  PAYPAL_ORDER_TTL_MS,
} from '../../domain/payments/sandbox-paypal.server';
import { call } from '../helpers/accounts';
import { bookingSuite } from '../helpers/booking-fixture';
import { createSecondApp, TEST_NOW } from '../helpers/test-app';

/**
 * The PayPal simulator (docs/decisions/0039): an order made through POST /api/v1/paypal/orders, its
 * approval page, the buyer's approve/cancel and the provider's capture and refund. The booking set-up:
 * tests/helpers/booking-fixture.ts (Tuesday 24 at 08:00, 2 adults and a child: 133 USD).
 */
// The captcha is its own file's subject (purchase-captcha.test.ts): off here.
const s = bookingSuite({ traveller: true, env: { CAPTCHA_PROVIDER: 'off' } });

async function createOrder(lang: 'es' | 'en' = 'es', extra: Record<string, unknown> = {}) {
  const response = await call(s.t, 'paypal/orders', {
    lang,
    payload: {
      experience_id: s.f.experienceId,
      booking_date: '2026-11-24',
      booking_hour: '08:00',
      participants: { adults: 2, children: 1 },
      additional_products: [],
      apply_wallet: false,
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; approve_url: string };
}

const page = (url: string) => s.t.app.inject({ method: 'GET', url });

const buyerForm = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    email: 'buyer-1a2b3c@sandbox.paypal.test',
    first_name: 'Lucía',
    last_name: 'Herrera',
    ...overrides,
  }).toString();

const decide = (id: string, action: 'approve' | 'cancel', body = buyerForm(), lang = 'es') =>
  s.t.app.inject({
    method: 'POST',
    url: `/sandbox/paypal/orders/${id}/${action}?lang=${lang}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: action === 'approve' ? body : '',
  });

async function approvedOrder() {
  const { id } = await createOrder();
  expect((await decide(id, 'approve')).statusCode).toBe(303);
  return id;
}

const captureRows = (orderId: string) =>
  s.t.database.db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.paypalOrderId, orderId), eq(sandboxCharges.operation, 'capture')));

describe('the approval page', () => {
  it('shows the amount and a random sandbox buyer, in Spanish by default and in English', async () => {
    const { id, approve_url } = await createOrder('en');
    expect(approve_url).toBe(`/sandbox/paypal/orders/${id}?lang=en`);
    const english = await page(approve_url);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/html');
    expect(english.headers['cache-control']).toBe('no-store');
    expect(english.headers['content-security-policy']).toContain("script-src 'self'");
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('$133 USD');
    expect(english.body).toContain('Approve payment');
    expect(english.body).toContain('Cancel and go back');
    expect(english.body).toMatch(/value="buyer-[0-9a-f]{6}@sandbox\.paypal\.test"/);
    expect(english.body).toContain(`action="/sandbox/paypal/orders/${id}/approve?lang=en"`);
    expect(english.body).toContain(`action="/sandbox/paypal/orders/${id}/cancel?lang=en"`);
    // Self-contained: no script, no external resource.
    expect(english.body).not.toMatch(/<script|<link|https?:\/\//);

    const spanish = await page(`/sandbox/paypal/orders/${id}`);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Aprobar pago');
    expect(spanish.body).toContain('Cancelar y volver');
    const buyer = (html: string) => /value="(buyer-[^"]+)"/.exec(html)?.[1];
    expect(buyer(spanish.body)).not.toBe(buyer(english.body));
  });

  it('answers 404 in a page for an unknown order', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAA', 'not-an-id', '%3Cscript%3E']) {
      const response = await page(`/sandbox/paypal/orders/${id}?lang=en`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('We could not find this PayPal order.');
      expect(response.body).not.toContain('<script');
    }
  });
});

describe('approve and cancel', () => {
  it('approve records the buyer and redirects (303) to the product’s return path with the order id', async () => {
    const { id } = await createOrder();
    const response = await decide(id, 'approve', buyerForm({ email: ' Buyer-X@Sandbox.PayPal.test ' }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/booking/payment?paypal=approved&paypal_order=${id}`);
    expect(await s.t.app.paypal.order(id)).toEqual({
      id,
      amountCents: 13300,
      status: 'approved',
      payer: { email: 'buyer-x@sandbox.paypal.test', firstName: 'Lucía', lastName: 'Herrera' },
    });
  });

  it('cancel redirects (303) to the cancel path and the order is canceled', async () => {
    const { id } = await createOrder();
    const response = await decide(id, 'cancel');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/booking/payment?paypal=canceled&paypal_order=${id}`);
    expect((await s.t.app.paypal.order(id))?.status).toBe('canceled');
  });

  it('refuses to decide twice: approved or canceled orders answer 409', async () => {
    const id = await approvedOrder();
    const again = await decide(id, 'approve', buyerForm(), 'en');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This PayPal order was approved already.');
    expect((await decide(id, 'cancel')).statusCode).toBe(409);
    expect((await page(`/sandbox/paypal/orders/${id}`)).statusCode).toBe(409);

    const { id: canceled } = await createOrder();
    expect((await decide(canceled, 'cancel')).statusCode).toBe(303);
    const approveCanceled = await decide(canceled, 'approve');
    expect(approveCanceled.statusCode).toBe(409);
    expect(approveCanceled.body).toContain('Esta orden de PayPal fue cancelada.');
    expect((await s.t.app.paypal.order(canceled))?.status).toBe('canceled');
  });

  it('re-shows the form with translated messages for an invalid buyer, deciding nothing', async () => {
    const { id } = await createOrder();
    const response = await decide(
      id,
      'approve',
      buyerForm({ email: 'not-an-email', first_name: 'A', last_name: '<b>x</b>' }),
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid e-mail address.');
    expect(response.body).toContain('Enter a first name of at least 3 letters.');
    expect(response.body).toContain('Enter a last name of at least 3 letters.');
    expect(response.body).toContain('value="not-an-email"');
    expect(response.body).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
    expect((await s.t.app.paypal.order(id))?.status).toBe('created');
  });

  it('refuses an expired order (410) after 3 hours, on the page and on approve', async () => {
    const { id } = await createOrder();
    const later = await createSecondApp(s.t, {
      clock: () => new Date(TEST_NOW.getTime() + PAYPAL_ORDER_TTL_MS),
    });
    try {
      expect((await later.paypal.order(id))?.status).toBe('expired');
      const shown = await later.inject({ method: 'GET', url: `/sandbox/paypal/orders/${id}?lang=en` });
      expect(shown.statusCode).toBe(410);
      expect(shown.body).toContain('This PayPal order expired.');
      const approve = await later.inject({
        method: 'POST',
        url: `/sandbox/paypal/orders/${id}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: buyerForm(),
      });
      expect(approve.statusCode).toBe(410);
    } finally {
      await later.close();
    }
    // At the time it was made (the first server's clock) it is still open.
    expect((await s.t.app.paypal.order(id))?.status).toBe('created');
  });
});

describe('capture and refund', () => {
  it('refuses to capture an order the buyer has not approved', async () => {
    const { id } = await createOrder();
    const result = await s.t.app.paypal.capture({ orderId: id, idempotencyKey: `k-${id}-early` });
    expect(result).toMatchObject({ ok: false, code: 'DECLINED' });
    const unknown = await s.t.app.paypal.capture({
      orderId: 'ZZZZZZZZZZZZZZZZZ',
      idempotencyKey: 'k-unknown',
    });
    expect(unknown).toMatchObject({ ok: false, code: 'UNKNOWN_TRANSACTION' });
    expect(await s.t.app.paypal.findCharge('never-used')).toBeNull();
  });

  it('captures once per key: the same key answers the same charge, with one sandbox_charges row', async () => {
    const id = await approvedOrder();
    const key = `attempt-${id}`;
    const [first, concurrent] = await Promise.all([
      s.t.app.paypal.capture({ orderId: id, idempotencyKey: key }),
      s.t.app.paypal.capture({ orderId: id, idempotencyKey: key }),
    ]);
    const again = await s.t.app.paypal.capture({ orderId: id, idempotencyKey: key });
    expect(first.ok).toBe(true);
    const chargeId = first.ok ? first.chargeId : '';
    expect(concurrent).toEqual({ ok: true, chargeId });
    expect(again).toEqual({ ok: true, chargeId });
    const rows = await captureRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: chargeId, amountCents: 13300, status: 'captured' });
    expect(await s.t.app.paypal.findCharge(key)).toEqual({
      chargeId,
      amountCents: 13300,
      status: 'captured',
      refundedCents: 0,
    });
    expect((await s.t.app.paypal.order(id))?.status).toBe('captured');
  });

  it('refuses a second capture of one order with another key', async () => {
    const id = await approvedOrder();
    const first = await s.t.app.paypal.capture({ orderId: id, idempotencyKey: `a-${id}` });
    expect(first.ok).toBe(true);
    const second = await s.t.app.paypal.capture({ orderId: id, idempotencyKey: `b-${id}` });
    expect(second).toMatchObject({ ok: false, code: 'DECLINED' });
    // Asking again with the refused key answers the same refusal, never a late capture.
    expect(await s.t.app.paypal.capture({ orderId: id, idempotencyKey: `b-${id}` })).toEqual(second);
    expect((await captureRows(id)).filter((row) => row.status === 'captured')).toHaveLength(1);
    expect((await s.t.app.paypal.findCharge(`b-${id}`))?.status).toBe('declined');
  });

  it('refunds idempotently per key, never more than was captured', async () => {
    const id = await approvedOrder();
    const capture = await s.t.app.paypal.capture({ orderId: id, idempotencyKey: `c-${id}` });
    if (!capture.ok) throw new Error('capture failed');
    const refund = { chargeId: capture.chargeId, amountCents: 3300, idempotencyKey: `r1-${id}` };
    const first = await s.t.app.paypal.refund(refund);
    expect(first.ok).toBe(true);
    expect(await s.t.app.paypal.refund(refund)).toEqual(first);
    expect(await s.t.app.paypal.findCharge(`c-${id}`)).toMatchObject({
      status: 'captured',
      refundedCents: 3300,
    });
    const tooMuch = await s.t.app.paypal.refund({
      ...refund,
      amountCents: 10001,
      idempotencyKey: `r2-${id}`,
    });
    expect(tooMuch).toMatchObject({ ok: false, code: 'DECLINED' });
    const rest = await s.t.app.paypal.refund({ ...refund, amountCents: 10000, idempotencyKey: `r3-${id}` });
    expect(rest.ok).toBe(true);
    expect(await s.t.app.paypal.findCharge(`c-${id}`)).toMatchObject({
      status: 'refunded',
      refundedCents: 13300,
    });
    const unknown = await s.t.app.paypal.refund({ ...refund, chargeId: 'nope', idempotencyKey: `r4-${id}` });
    expect(unknown).toMatchObject({ ok: false, code: 'UNKNOWN_TRANSACTION' });
  });
});

describe('return addresses', () => {
  it('come from the product, never from the request body', async () => {
    const { id } = await createOrder('es', {
      return_url: 'https://evil.example/steal',
      returnUrl: 'https://evil.example/steal',
      cancel_url: '//evil.example',
    });
    const approve = await decide(id, 'approve');
    expect(approve.headers.location).toBe(`/booking/payment?paypal=approved&paypal_order=${id}`);
  });

  it('cannot point off-site: the provider refuses to create such an order', async () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      ' /booking',
      '/booking\n',
      '',
    ]) {
      await expect(
        s.t.app.paypal.createOrder({ amountCents: 100, returnUrl: url, cancelUrl: '/booking' }),
      ).rejects.toThrow(/refused/);
      await expect(
        s.t.app.paypal.createOrder({ amountCents: 100, returnUrl: '/booking', cancelUrl: url }),
      ).rejects.toThrow(/refused/);
    }
    expect(isProductUrl('/booking/payment?paypal=approved', undefined)).toBe(true);
    expect(isProductUrl('https://rumbo.example/booking', undefined)).toBe(false);
    expect(isProductUrl('https://rumbo.example/booking', 'https://rumbo.example/')).toBe(true);
    expect(isProductUrl('https://rumbo.example.evil.example/booking', 'https://rumbo.example/')).toBe(false);
    expect(isProductUrl('http://rumbo.example/booking', 'https://rumbo.example/')).toBe(false);
  });

  it('an order whose stored address is off-site is refused (400), not redirected', async () => {
    const { id } = await createOrder();
    await s.t.database.db
      .update(sandboxPaypalOrders)
      .set({ returnUrl: 'https://evil.example/x', cancelUrl: '//evil.example/y' })
      .where(eq(sandboxPaypalOrders.id, id));
    const approve = await decide(id, 'approve', buyerForm(), 'en');
    expect(approve.statusCode).toBe(400);
    expect(approve.headers.location).toBeUndefined();
    expect(approve.body).toContain('The return address of this order is not the shop’s.');
    expect((await decide(id, 'cancel')).statusCode).toBe(400);
    expect((await s.t.app.paypal.order(id))?.status).toBe('created');
  });

  it('approval links are absolute on PUBLIC_URL when it is set', async () => {
    const provider = createSandboxPaypal({
      db: s.t.database.db,
      clock: () => TEST_NOW,
      publicUrl: 'https://rumbo.example/',
    });
    const order = await provider.createOrder({
      amountCents: 500,
      returnUrl: 'https://rumbo.example/booking/payment?paypal=approved',
      cancelUrl: '/booking/payment?paypal=canceled',
      lang: 'en',
    });
    expect(order.approveUrl).toBe(`https://rumbo.example/sandbox/paypal/orders/${order.id}?lang=en`);
    const [row] = await queryRows<{ expires_at: Date }>(
      s.t.database.db,
      sql`select expires_at from sandbox_paypal_orders where id = ${order.id}`,
    );
    expect(new Date(row!.expires_at).getTime()).toBe(TEST_NOW.getTime() + 3 * 3_600_000);
  });
});
