import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGateway, type SandboxGateway } from '../../domain/payments/sandbox-gateway.server';
import { buildApp } from '../../server/app';
import { parseEnv } from '../../server/env';
import { freshIp } from '../helpers/accounts';
import { createTestDatabase } from '../helpers/test-database';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The sandbox card gateway (docs/decisions/0039, ARCHITECTURE.md § 5): tokenization of each test card,
 * the 3-D Secure challenge page, the charges list for developers and idempotent money operations.
 */
let t: TestApp;
let gateway: SandboxGateway;
beforeAll(async () => {
  t = await createTestApp();
  gateway = createSandboxGateway({ db: t.app.db, clock: t.app.clock });
});
afterAll(() => t?.close());

const CARD = {
  card_number: '4111 1111 1111 1111',
  expiration_month: 12,
  expiration_year: 2029,
  cvv: '123',
  holder_name: 'Ana Pérez',
};

function tokenize(overrides: Record<string, unknown> = {}, options: { ip?: string; lang?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/gateway/tokens',
    headers: { 'x-forwarded-for': options.ip ?? freshIp(), 'language-code': options.lang ?? 'es' },
    payload: { ...CARD, ...overrides },
  });
}

async function tokenFor(cardNumber: string): Promise<string> {
  const response = await tokenize({ card_number: cardNumber });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { token: string }).token;
}

const BILLING = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  address: 'Calle 50',
  locality: 'PA-Panamá',
  postalCode: '0801',
  country: 'PA',
};

/** A card through 3-D Secure: its token and the enrolment's answer. */
async function enrolled(cardNumber: string, amountCents = 4500) {
  const cardToken = await tokenFor(cardNumber);
  const setUp = await gateway.setUpAuthentication(cardToken);
  if (!setUp.ok) throw new Error(setUp.code);
  const check = await gateway.checkEnrolment({
    cardToken,
    referenceId: setUp.referenceId,
    amountCents,
    billing: BILLING,
  });
  if (!check.ok) throw new Error(check.code);
  return { cardToken, ...check };
}

async function authorized(amountCents = 4500, key = `key-${Math.random()}`) {
  const { cardToken, transactionId } = await enrolled('5555555555554444', amountCents);
  const result = await gateway.authorize({ cardToken, transactionId, amountCents, idempotencyKey: key });
  if (!result.ok) throw new Error(result.code);
  return result.chargeId;
}

const chargesList = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/sandbox/gateway/charges' })).json() as {
      data: {
        id: string;
        amount: number;
        status: string;
        idempotency_key: string;
        refunded_amount: number;
      }[];
    }
  ).data;

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
      const response = await tokenize({ card_number: number, expiration_year: 29 });
      expect(response.statusCode, number).toBe(201);
      const body = response.json();
      expect(body).toEqual({ token: body.token, brand, last4, expiration_month: 12, expiration_year: 2029 });
      expect(body.token).not.toContain(number.replace(/-/g, '').slice(0, 6));
      expect(response.headers['cache-control']).toBe('no-store');
      tokens.add(body.token);
    }
    // The same card twice gets two tokens: nothing is derived from the number.
    tokens.add(await tokenFor('4111111111111111'));
    tokens.add(await tokenFor('4111111111111111'));
    expect(tokens.size).toBe(cases.length + 2);
  });

  it('needs no api-token: the browser calls it as the provider’s own endpoint', async () => {
    const response = await tokenize();
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses other brands with CARD_BRAND_NOT_ACCEPTED and payment.onlyVisaMastercard', async () => {
    for (const number of ['378282246310005', '6011111111111117', '3530111333300000']) {
      const response = await tokenize({ card_number: number }, { lang: 'en' });
      expect(response.statusCode, number).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CARD_BRAND_NOT_ACCEPTED',
        message: 'We only accept Visa and Mastercard.',
      });
    }
    const es = await tokenize({ card_number: '378282246310005' });
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
      const response = await tokenize(overrides, { lang: 'en' });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().issues[0].message).not.toMatch(/^payment\./);
      expect(response.body).not.toContain('411111111111111');
    }
    const missing = await tokenize({ card_number: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
  });

  it('is limited per address', async () => {
    const ip = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt++) last = (await tokenize({ cvv: '1' }, { ip })).statusCode;
    expect(last).toBe(429);
    expect((await tokenize({}, { ip: freshIp() })).statusCode).toBe(201);
  });
});

describe('the 3-D Secure challenge page', () => {
  it('shows Authenticate and Fail, in Spanish by default, framed by our own pages only', async () => {
    const { transactionId, stepUp, stepUpUrl } = await enrolled('4000000000003220');
    expect(stepUp).toBe(true);
    expect(stepUpUrl).toBe(`/sandbox/gateway/challenge/${transactionId}`);
    const es = await t.app.inject({ method: 'GET', url: stepUpUrl! });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toContain('text/html');
    expect(es.body).toContain('Autenticar');
    expect(es.body).toContain('Fallar');
    expect(es.body).toContain('$45');
    expect(es.body).not.toMatch(/<script|<link|src=/);
    expect(es.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(es.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const en = await t.app.inject({ method: 'GET', url: `${stepUpUrl}?lang=en` });
    expect(en.body).toContain('>Authenticate</button>');
    expect(en.body).toContain('>Fail</button>');
    expect(en.body).toContain('<html lang="en">');
  });

  it('Authenticate authorizes the transaction and returns to the 3-D Secure redirect page', async () => {
    const { transactionId, stepUpUrl } = await enrolled('4000000000003220');
    expect(await gateway.validateAuthentication(transactionId)).toMatchObject({
      ok: true,
      authorized: false,
    });
    const post = await t.app.inject({
      method: 'POST',
      url: stepUpUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=authenticate&lang=es',
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(`/booking/3ds-complete?transaction_id=${transactionId}`);
    expect(await gateway.validateAuthentication(transactionId)).toMatchObject({ ok: true, authorized: true });
    // Answered: the page no longer offers the buttons, and a second answer changes nothing.
    const again = await t.app.inject({ method: 'GET', url: stepUpUrl! });
    expect(again.statusCode).toBe(404);
    expect(again.body).not.toContain('Autenticar</button>');
    await t.app.inject({
      method: 'POST',
      url: stepUpUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    expect(await gateway.validateAuthentication(transactionId)).toMatchObject({ ok: true, authorized: true });
  });

  it('Fail makes the transaction fail authentication, and the charge is refused', async () => {
    const { cardToken, transactionId, stepUpUrl } = await enrolled('4000000000003220');
    const post = await t.app.inject({
      method: 'POST',
      url: stepUpUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    expect(post.statusCode).toBe(303);
    expect(await gateway.validateAuthentication(transactionId)).toMatchObject({
      ok: false,
      code: 'AUTHENTICATION_FAILED',
    });
    const charge = await gateway.authorize({
      cardToken,
      transactionId,
      amountCents: 4500,
      idempotencyKey: 'fail-1',
    });
    expect(charge).toMatchObject({ ok: false, code: 'AUTHENTICATION_FAILED' });
  });

  it('answers 404 for an unknown transaction', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sandbox/gateway/challenge/tx_unknown?lang=en',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('does not exist');
    const post = await t.app.inject({
      method: 'POST',
      url: '/sandbox/gateway/challenge/tx_unknown',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=authenticate',
    });
    expect(post.statusCode).toBe(404);
  });

  it('uses PUBLIC_URL for an absolute challenge URL, never the Host header', async () => {
    const withUrl = createSandboxGateway({
      db: t.app.db,
      clock: t.app.clock,
      publicUrl: 'https://rumbo.example',
    });
    const cardToken = await tokenFor('4000000000003220');
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

describe('the test cards through the gateway', () => {
  it('charges the frictionless cards and any other valid card', async () => {
    for (const number of ['4111111111111111', '5555555555554444', '4242424242424242']) {
      const { cardToken, transactionId, stepUp } = await enrolled(number);
      expect(stepUp, number).toBe(false);
      expect(await gateway.validateAuthentication(transactionId)).toMatchObject({
        ok: true,
        authorized: true,
      });
      const result = await gateway.authorize({
        cardToken,
        transactionId,
        amountCents: 4500,
        idempotencyKey: `ok-${number}`,
      });
      expect(result.ok, number).toBe(true);
    }
  });

  it('declines 4000000000000002 with the issuer’s message and 4000000000000069 as expired', async () => {
    const declined = await enrolled('4000000000000002');
    const first = await gateway.authorize({ ...declined, amountCents: 4500, idempotencyKey: 'declined-1' });
    expect(first).toEqual({
      ok: false,
      code: 'DECLINED',
      message: 'Declined - One or more fields in the request contains invalid data',
    });
    expect(await gateway.authorize({ ...declined, amountCents: 4500, idempotencyKey: 'declined-1' })).toEqual(
      first,
    );
    expect(await gateway.findCharge('declined-1')).toMatchObject({ status: 'declined' });
    const expired = await enrolled('4000000000000069');
    expect(
      await gateway.authorize({ ...expired, amountCents: 4500, idempotencyKey: 'expired-1' }),
    ).toMatchObject({
      ok: false,
      code: 'EXPIRED_CARD',
    });
    expect(
      await gateway.authorize({ ...expired, amountCents: 4500, idempotencyKey: 'expired-1' }),
    ).toMatchObject({
      code: 'EXPIRED_CARD',
    });
  });

  it('fails authentication of 4000008400001629 without a challenge', async () => {
    const failing = await enrolled('4000008400001629');
    expect(failing.stepUp).toBe(false);
    expect(await gateway.validateAuthentication(failing.transactionId)).toMatchObject({
      ok: false,
      code: 'AUTHENTICATION_FAILED',
    });
    expect(await gateway.authorize({ ...failing, amountCents: 4500, idempotencyKey: 'af-1' })).toMatchObject({
      code: 'AUTHENTICATION_FAILED',
    });
  });

  it('charges only an authenticated transaction of the same card', async () => {
    const challenge = await enrolled('4000000000003220');
    expect(
      await gateway.authorize({ ...challenge, amountCents: 4500, idempotencyKey: 'pending-1' }),
    ).toMatchObject({
      code: 'AUTHENTICATION_FAILED',
    });
    const other = await enrolled('4111111111111111');
    expect(
      await gateway.authorize({
        cardToken: challenge.cardToken,
        transactionId: other.transactionId,
        amountCents: 4500,
        idempotencyKey: 'other-1',
      }),
    ).toMatchObject({ code: 'UNKNOWN_TRANSACTION' });
    expect(
      await gateway.authorize({
        cardToken: 'tok_nope',
        transactionId: other.transactionId,
        amountCents: 1,
        idempotencyKey: 'x',
      }),
    ).toMatchObject({ code: 'UNKNOWN_TOKEN' });
    // Amounts the gateway cannot charge are refused as values, never a database error.
    expect(
      await gateway.authorize({ ...other, amountCents: 3_000_000_000, idempotencyKey: 'too-much' }),
    ).toMatchObject({ ok: false, code: 'DECLINED' });
    expect(await gateway.findCharge('too-much')).toBeNull();
    expect(await gateway.findCharge('pending-1')).toBeNull();
    expect(await gateway.findCharge('other-1')).toBeNull();
  });
});

describe('money operations honour their idempotency keys', () => {
  it('authorize: the same key answers the same charge and makes no second row', async () => {
    const { cardToken, transactionId } = await enrolled('4111111111111111');
    const input = { cardToken, transactionId, amountCents: 4550, idempotencyKey: 'idem-authorize' };
    const [first, second] = await Promise.all([gateway.authorize(input), gateway.authorize(input)]);
    expect(first.ok && second.ok).toBe(true);
    expect(second).toEqual(first);
    expect(await gateway.authorize(input)).toEqual(first);
    const rows = (await chargesList()).filter((row) => row.idempotency_key === 'idem-authorize');
    expect(rows).toEqual([
      {
        id: first.ok ? first.chargeId : '',
        amount: 45.5,
        status: 'authorized',
        idempotency_key: 'idem-authorize',
        refunded_amount: 0,
      },
    ]);
    expect(await gateway.findCharge('idem-authorize')).toEqual({
      chargeId: first.ok ? first.chargeId : '',
      amountCents: 4550,
      status: 'authorized',
      refundedCents: 0,
    });
    expect(await gateway.findCharge('never-used')).toBeNull();
  });

  it('capture: once per charge, the same key answers again; refund up to the captured amount', async () => {
    const chargeId = await authorized(10_000, 'cap-auth');
    const capture = await gateway.capture({ chargeId, idempotencyKey: 'cap-1' });
    expect(capture).toEqual({ ok: true, chargeId });
    expect(await gateway.capture({ chargeId, idempotencyKey: 'cap-1' })).toEqual(capture);
    expect(await gateway.findCharge('cap-auth')).toMatchObject({ status: 'captured' });
    // A captured charge cannot be voided.
    expect(await gateway.void({ chargeId, idempotencyKey: 'void-after-capture' })).toMatchObject({
      code: 'DECLINED',
    });

    const refund = await gateway.refund({ chargeId, amountCents: 6000, idempotencyKey: 'ref-1' });
    expect(refund.ok).toBe(true);
    expect(await gateway.refund({ chargeId, amountCents: 6000, idempotencyKey: 'ref-1' })).toEqual(refund);
    expect(await gateway.findCharge('cap-auth')).toMatchObject({ status: 'captured', refundedCents: 6000 });
    expect(await gateway.refund({ chargeId, amountCents: 4001, idempotencyKey: 'ref-2' })).toMatchObject({
      ok: false,
      code: 'DECLINED',
    });
    expect((await gateway.refund({ chargeId, amountCents: 4000, idempotencyKey: 'ref-3' })).ok).toBe(true);
    expect(await gateway.findCharge('cap-auth')).toMatchObject({ status: 'refunded', refundedCents: 10_000 });
    expect(await gateway.refund({ chargeId, amountCents: 1, idempotencyKey: 'ref-4' })).toMatchObject({
      ok: false,
    });
    const [row] = (await chargesList()).filter((item) => item.idempotency_key === 'cap-auth');
    expect(row).toMatchObject({ amount: 100, status: 'refunded', refunded_amount: 100 });
  });

  it('void: an authorized charge is released once, and a voided charge cannot be captured', async () => {
    const chargeId = await authorized(2000, 'void-auth');
    const voided = await gateway.void({ chargeId, idempotencyKey: 'void-1' });
    expect(voided).toEqual({ ok: true, chargeId });
    expect(await gateway.void({ chargeId, idempotencyKey: 'void-1' })).toEqual(voided);
    expect(await gateway.capture({ chargeId, idempotencyKey: 'cap-after-void' })).toMatchObject({
      ok: false,
      code: 'DECLINED',
    });
    expect(
      await gateway.refund({ chargeId, amountCents: 100, idempotencyKey: 'ref-after-void' }),
    ).toMatchObject({
      ok: false,
    });
    expect(await gateway.findCharge('void-auth')).toMatchObject({ status: 'voided', refundedCents: 0 });
    expect(await gateway.capture({ chargeId: 'ch_unknown', idempotencyKey: 'cap-x' })).toMatchObject({
      code: 'UNKNOWN_TRANSACTION',
    });
  });

  it('a refund is refused before the charge is captured', async () => {
    const chargeId = await authorized(2000);
    expect(
      await gateway.refund({ chargeId, amountCents: 100, idempotencyKey: 'early-refund' }),
    ).toMatchObject({
      ok: false,
      code: 'DECLINED',
    });
    expect(await gateway.refund({ chargeId, amountCents: 0, idempotencyKey: 'zero-refund' })).toMatchObject({
      ok: false,
    });
  });
});

describe('GET /sandbox/gateway/charges', () => {
  it('answers a developer’s own machine', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sandbox/gateway/charges',
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(0);
  });

  it('is an unknown path for anyone else, and in production', async () => {
    for (const [remoteAddress, headers] of [
      ['203.0.113.7', {}],
      ['10.0.0.2', {}],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
      ['127.0.0.1', { host: 'rumbo.example' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sandbox/gateway/charges',
        remoteAddress,
        headers,
      });
      expect(response.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(404);
      expect(response.body).not.toContain('idempotency_key');
    }
    const production = await createTestApp({ env: { NODE_ENV: 'production', CAPTCHA_PROVIDER: 'altcha' } });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/sandbox/gateway/charges',
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('card data in logs', () => {
  it('never writes a card number or CVV to the log, whatever the answer', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', PUBLIC_API_TOKENS: 'x', LOG_LEVEL: 'trace' }),
      database,
      clock: () => TEST_NOW,
      logger: { level: 'trace', stream },
    });
    try {
      const send = (payload: unknown, contentType = 'application/json') =>
        app.inject({
          method: 'POST',
          url: '/sandbox/gateway/tokens',
          headers: { 'content-type': contentType },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
      expect((await send({ ...CARD, cvv: '987' })).statusCode).toBe(201);
      expect((await send({ ...CARD, card_number: '4111111111111112', cvv: '987' })).statusCode).toBe(400);
      expect((await send({ ...CARD, expiration_month: 'x', cvv: '987' })).statusCode).toBe(400);
      expect(
        (await send('{"card_number":"4111111111111111","cvv":"987"', 'application/json')).statusCode,
      ).toBe(400);
      expect(log).toContain('/sandbox/gateway/tokens');
      expect(log).not.toMatch(/4111\D?1111|411111111111111|"987"|cvv/i);
    } finally {
      await app.close();
    }
  });
});
