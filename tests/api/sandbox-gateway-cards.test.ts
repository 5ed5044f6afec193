import { describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../../domain/payments/sandbox-gateway.server';
import { freshIp } from '../helpers/accounts';
import { BILLING, useSandboxGateway } from '../helpers/sandbox-gateway-suite';

/**
 * The sandbox card gateway (docs/decisions/0039): tokenization of each test card and the 3-D Secure challenge page; the money operations are in
 * sandbox-gateway.test.ts.
 */
const s = useSandboxGateway();

describe('POST /sandbox/gateway/tokens', () => {
  it('tokenizes every test card: brand, last four digits, expiry, and a random token', async () => {
    const cases = [
      ['4111111111111111', 'VISA', '1111'],
      ['5555-5555-5555-4444', 'MASTERCARD', '4444'],
      ['4000000000003220', 'VISA', '3220'],
      ['4000000000000002', 'VISA', '0002'],
      ['4000000000000069', 'VISA', '0069'],
      ['4000008400001629', 'VISA', '1629'],
    ] as const;
    const tokens = new Set<string>();
    for (const [number, brand, last4] of cases) {
      const response = await s.tokenize({ card_number: number, expiration_year: 29 });
      expect(response.statusCode, number).toBe(201);
      const body = response.json();
      expect(body).toEqual({ token: body.token, brand, last4, expiration_month: 12, expiration_year: 2029 });
      expect(body.token).not.toContain(number.replace(/-/g, '').slice(0, 6));
      expect(response.headers['cache-control']).toBe('no-store');
      tokens.add(body.token);
    }
    // The same card twice gets two tokens: nothing is derived from the number.
    tokens.add(await s.tokenFor('4111111111111111'));
    tokens.add(await s.tokenFor('4111111111111111'));
    expect(tokens.size).toBe(cases.length + 2);
  });

  it('needs no api-token: the browser calls it as the provider’s own endpoint', async () => {
    const response = await s.tokenize();
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses other brands with CARD_BRAND_NOT_ACCEPTED and payment.onlyVisaMastercard', async () => {
    for (const number of ['378282246310005', '6011111111111117', '3530111333300000']) {
      const response = await s.tokenize({ card_number: number }, { lang: 'en' });
      expect(response.statusCode, number).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CARD_BRAND_NOT_ACCEPTED',
        message: 'We only accept Visa and Mastercard.',
      });
    }
    const es = await s.tokenize({ card_number: '378282246310005' });
    expect(es.json().message).toBe('Solo aceptamos tarjetas Visa y Mastercard.');
  });

  it('refuses invalid fields with a clear code, never echoing the number or CVV', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ card_number: '4111111111111112' }, 'CARD_NUMBER_INVALID'],
      [{ cvv: '12' }, 'CVV_INVALID'],
      [{ expiration_month: 13 }, 'EXPIRATION_INVALID'],
      [{ expiration_month: 10, expiration_year: 2026 }, 'CARD_EXPIRED'],
      [{ holder_name: '' }, 'HOLDER_NAME_INVALID'],
    ];
    for (const [overrides, code] of cases) {
      const response = await s.tokenize(overrides, { lang: 'en' });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().issues[0].message).not.toMatch(/^payment\./);
      expect(response.body).not.toContain('411111111111111');
    }
    const missing = await s.tokenize({ card_number: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
  });

  it('is limited per address', async () => {
    const ip = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt++) last = (await s.tokenize({ cvv: '1' }, { ip })).statusCode;
    expect(last).toBe(429);
    expect((await s.tokenize({}, { ip: freshIp() })).statusCode).toBe(201);
  });
});

describe('the 3-D Secure challenge page', () => {
  it('shows Authenticate and Fail, in Spanish by default, framed by our own pages only', async () => {
    const { transactionId, stepUp, stepUpUrl } = await s.enrolled('4000000000003220');
    expect(stepUp).toBe(true);
    expect(stepUpUrl).toBe(`/sandbox/gateway/challenge/${transactionId}`);
    const es = await s.t.app.inject({ method: 'GET', url: stepUpUrl! });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toContain('text/html');
    expect(es.body).toContain('Autenticar');
    expect(es.body).toContain('Fallar');
    expect(es.body).toContain('$45');
    expect(es.body).not.toMatch(/<script|<link|src=/);
    expect(es.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(es.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const en = await s.t.app.inject({ method: 'GET', url: `${stepUpUrl}?lang=en` });
    expect(en.body).toContain('>Authenticate</button>');
    expect(en.body).toContain('>Fail</button>');
    expect(en.body).toContain('<html lang="en">');
  });

  it('Authenticate authorizes the transaction and returns to the 3-D Secure redirect page', async () => {
    const { transactionId, stepUpUrl } = await s.enrolled('4000000000003220');
    expect(await s.gateway.validateAuthentication(transactionId)).toMatchObject({
      ok: true,
      authorized: false,
    });
    const post = await s.answerChallenge(stepUpUrl!, 'result=authenticate&lang=es');
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(`/booking/3ds-complete?transaction_id=${transactionId}`);
    expect(await s.gateway.validateAuthentication(transactionId)).toMatchObject({
      ok: true,
      authorized: true,
    });
    // Answered: the page no longer offers the buttons, and a second answer changes nothing.
    const again = await s.t.app.inject({ method: 'GET', url: stepUpUrl! });
    expect(again.statusCode).toBe(404);
    expect(again.body).not.toContain('Autenticar</button>');
    await s.answerChallenge(stepUpUrl!, 'result=fail');
    expect(await s.gateway.validateAuthentication(transactionId)).toMatchObject({
      ok: true,
      authorized: true,
    });
  });

  it('Fail makes the transaction fail authentication, and the charge is refused', async () => {
    const { cardToken, transactionId, stepUpUrl } = await s.enrolled('4000000000003220');
    const post = await s.answerChallenge(stepUpUrl!, 'result=fail');
    expect(post.statusCode).toBe(303);
    expect(await s.gateway.validateAuthentication(transactionId)).toMatchObject({
      ok: false,
      code: 'AUTHENTICATION_FAILED',
    });
    const charge = await s.gateway.authorize({
      cardToken,
      transactionId,
      amountCents: 4500,
      idempotencyKey: 'fail-1',
    });
    expect(charge).toMatchObject({ ok: false, code: 'AUTHENTICATION_FAILED' });
  });

  it('answers 404 for an unknown transaction', async () => {
    const response = await s.t.app.inject({
      method: 'GET',
      url: '/sandbox/gateway/challenge/tx_unknown?lang=en',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('does not exist');
    const post = await s.answerChallenge('/sandbox/gateway/challenge/tx_unknown', 'result=authenticate');
    expect(post.statusCode).toBe(404);
  });

  it('uses PUBLIC_URL for an absolute challenge URL, never the Host header', async () => {
    const withUrl = createSandboxGateway({
      db: s.t.app.db,
      clock: s.t.app.clock,
      publicUrl: 'https://rumbo.example',
    });
    const cardToken = await s.tokenFor('4000000000003220');
    const setUp = await withUrl.setUpAuthentication(cardToken);
    const check = setUp.ok
      ? await withUrl.checkEnrolment({
          cardToken,
          referenceId: setUp.referenceId,
          amountCents: 100,
          billing: BILLING,
        })
      : setUp;
    expect(check.ok && check.stepUpUrl).toMatch(
      /^https:\/\/rumbo\.example\/sandbox\/gateway\/challenge\/tx_/,
    );
  });
});
