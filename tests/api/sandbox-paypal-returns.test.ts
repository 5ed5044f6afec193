import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sandboxPaypalOrders } from '../../db/schema/payments';
import { createSandboxPaypal, isProductUrl } from '../../domain/payments/sandbox-paypal.server';
import { bookingSuite } from '../helpers/booking-fixture';
import { paypalOrders } from '../helpers/sandbox-paypal-orders';
import { TEST_NOW } from '../helpers/test-app';

/**
 * The PayPal simulator's return addresses (docs/decisions/0039): only the shop's own pages, checked when
 * the order is made and again when the buyer decides. The rest of the simulator: sandbox-paypal.test.ts.
 */
// The captcha is its own file's subject (purchase-captcha.test.ts): off here.
const s = bookingSuite({ traveller: true, env: { CAPTCHA_PROVIDER: 'off' } });
const { createOrder, buyerForm, decide } = paypalOrders(s);

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
