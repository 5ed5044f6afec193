import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { useBrowserApp } from '../helpers/browser-app';
import { BILLING } from '../helpers/sandbox-gateway-suite';

/**
 * The sandbox gateway's 3-D Secure challenge page in a real browser: shown in a frame of our own page
 * under the product's CSP (no violation), answered with its buttons, and refused as a frame of any
 * other origin.
 */
const ctx = useBrowserApp({});

/** A challenge transaction for a card the page's own origin tokenized, as the payment page will. */
async function challenge(page: Page): Promise<string> {
  const tokenized = await page.evaluate(async () => {
    const response = await fetch('/sandbox/gateway/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card_number: '4000 0000 0000 3220',
        expiration_month: 12,
        expiration_year: 2030,
        cvv: '123',
        holder_name: 'Ana Pérez',
      }),
    });
    return { status: response.status, body: (await response.json()) as { token: string } };
  });
  expect(tokenized.status).toBe(201);
  const gateway = ctx.app.app.paymentGateway;
  const setUp = await gateway.setUpAuthentication(tokenized.body.token);
  if (!setUp.ok) throw new Error(setUp.code);
  const check = await gateway.checkEnrolment({
    cardToken: tokenized.body.token,
    referenceId: setUp.referenceId,
    amountCents: 4500,
    billing: BILLING,
  });
  if (!check.ok || !check.stepUpUrl) throw new Error('no challenge');
  return check.transactionId;
}

describe('the 3-D Secure challenge page', () => {
  it('works inside a frame of our own origin, with no CSP violation, and is accessible', async () => {
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(`${ctx.app.baseUrl}/sandbox/gateway/challenge/none?lang=en`);
    const transactionId = await challenge(page);

    const url = `/sandbox/gateway/challenge/${transactionId}?lang=en`;
    // axe is injected as a script, which the page's own CSP would refuse.
    const audit = await ctx.browser.newContext({ bypassCSP: true });
    const auditPage = await audit.newPage();
    await auditPage.goto(`${ctx.app.baseUrl}${url}`);
    expect(await seriousViolations(auditPage)).toEqual([]);
    await audit.close();

    await page.goto(`${ctx.app.baseUrl}/sandbox/gateway/challenge/none`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = '3-D Secure';
      frame.style.width = '480px';
      frame.style.height = '400px';
      document.body.append(frame);
    }, url);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Authenticate' }).click();
    await expect
      .poll(() =>
        page
          .frames()
          .find((item) => item !== page.mainFrame())
          ?.url(),
      )
      .toContain(`/booking/3ds-complete?transaction_id=${transactionId}`);
    expect(await ctx.app.app.paymentGateway.validateAuthentication(transactionId)).toMatchObject({
      ok: true,
      authorized: true,
    });
    expect(problems.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([]);
    await context.close();
  });

  it('is not shown in a frame of another origin', async () => {
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${ctx.app.baseUrl}/sandbox/gateway/challenge/none`);
    const transactionId = await challenge(page);
    // localhost and 127.0.0.1 are two origins for the browser.
    const other = ctx.app.baseUrl.replace('127.0.0.1', 'localhost');
    await page.goto(`${other}/sandbox/gateway/challenge/none`);
    const loaded = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const frame = document.createElement('iframe');
          frame.addEventListener('load', () => resolve(true));
          frame.src = src;
          document.body.append(frame);
        }),
      `${ctx.app.baseUrl}/sandbox/gateway/challenge/${transactionId}`,
    );
    expect(loaded).toBe(true);
    const child = page.frames().find((item) => item !== page.mainFrame());
    // Chrome shows its error page in place of a frame the CSP refused.
    expect(child?.url()).not.toContain('/sandbox/gateway/challenge/');
    expect(await page.frameLocator('iframe').getByRole('button', { name: 'Autenticar' }).count()).toBe(0);
    await context.close();
  });
});
