import { describe, expect, it } from 'vitest';
import { PAYPAL_ORDER_TTL_MS } from '../../domain/payments/sandbox-paypal.server';
import { bookingSuite } from '../helpers/booking-fixture';
import { paypalOrders } from '../helpers/sandbox-paypal-orders';
import { createSecondApp, TEST_NOW } from '../helpers/test-app';

/**
 * The PayPal simulator (docs/decisions/0039): an order made through POST /api/v1/paypal/orders, its
 * approval page, the buyer's approve/cancel and the provider's capture and refund (its return addresses:
 * sandbox-paypal-returns.test.ts). The booking set-up:
 * tests/helpers/booking-fixture.ts (Tuesday 24 at 08:00, 2 adults and a child: 133 USD).
 */
// The captcha is its own file's subject (purchase-captcha.test.ts): off here.
const s = bookingSuite({ traveller: true, env: { CAPTCHA_PROVIDER: 'off' } });

const { createOrder, page, buyerForm, decide, approvedOrder, captureRows } = paypalOrders(s);

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
