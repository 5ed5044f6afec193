import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { watchTheConsole } from '../helpers/console-problems';

/**
 * The PayPal simulator's approval page in a browser, under the product's own content security policy
 * (no bypass): the form is shown, an invalid buyer is refused in place, and Approve and Cancel lead back
 * to the product's payment page with the order id.
 */
const ctx = useBrowserApp({});

async function newOrder(): Promise<{ id: string; approve_url: string }> {
  // A PayPal order needs nothing from the catalogue to exist on the simulator's side.
  return ctx.app.app.paypal
    .createOrder({
      amountCents: 13_350,
      returnUrl: '/booking/payment?paypal=approved',
      cancelUrl: '/booking/payment?paypal=canceled',
    })
    .then((order) => ({ id: order.id, approve_url: order.approveUrl }));
}

describe('sandbox PayPal approval page', () => {
  it('approves with an edited buyer and returns to the product (phone, Spanish)', async () => {
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const problems = watchTheConsole(page);
    const order = await newOrder();
    const response = await page.goto(`${ctx.app.baseUrl}${order.approve_url}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('.amount').textContent()).toBe('$133.50 USD');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toMatch(
      /^buyer-[0-9a-f]{6}@sandbox\.paypal\.test$/,
    );
    await page.screenshot({ path: 'test-results/sandbox-paypal-phone.png' });

    await page.getByLabel('Nombre').fill('A');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect.poll(() => page.getByText('Escribe un nombre de al menos 3 letras.').count()).toBe(1);
    expect((await ctx.app.app.paypal.order(order.id))?.status).toBe('created');

    await page.getByLabel('Nombre').fill('Valentina');
    await page.getByLabel('Correo electrónico').fill('valentina@sandbox.paypal.test');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/booking/payment');
    expect(new URL(page.url()).search).toBe(`?paypal=approved&paypal_order=${order.id}`);
    expect(await ctx.app.app.paypal.order(order.id)).toMatchObject({
      status: 'approved',
      payer: { email: 'valentina@sandbox.paypal.test', firstName: 'Valentina' },
    });
    // Chromium logs a document's 4xx status as an error: the refused form (400) and the landing page,
    // which this API-only server does not have (404). Anything else is a problem.
    expect(problems.filter((problem) => !/status of 40[04]/.test(problem))).toEqual([]);
    await context.close();
  });

  it('cancels back to the product, in English (desktop), and has no serious accessibility problem', async () => {
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const page = await context.newPage();
    const order = await newOrder();
    await page.goto(`${ctx.app.baseUrl}/sandbox/paypal/orders/${order.id}?lang=en`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/sandbox-paypal-desktop.png' });
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?paypal=canceled&paypal_order=${order.id}`);
    expect((await ctx.app.app.paypal.order(order.id))?.status).toBe('canceled');
    await context.close();
  });
});
