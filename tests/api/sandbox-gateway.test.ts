import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { parseEnv } from '../../server/env';
import { createTestDatabase } from '../helpers/test-database';
import { createTestApp, TEST_NOW } from '../helpers/test-app';
import { CARD, useSandboxGateway } from '../helpers/sandbox-gateway-suite';

/**
 * The sandbox card gateway (docs/decisions/0039): the test cards through the gateway, idempotent money operations, the charges list for
 * developers and what reaches the log; tokenization and the challenge page are in sandbox-gateway-cards.test.ts.
 */
const s = useSandboxGateway();

describe('the test cards through the gateway', () => {
  it('charges the frictionless cards and any other valid card', async () => {
    for (const number of ['4111111111111111', '5555555555554444', '4242424242424242']) {
      const { cardToken, transactionId, stepUp } = await s.enrolled(number);
      expect(stepUp, number).toBe(false);
      expect(await s.gateway.validateAuthentication(transactionId)).toMatchObject({
        ok: true,
        authorized: true,
      });
      const result = await s.gateway.authorize({
        cardToken,
        transactionId,
        amountCents: 4500,
        idempotencyKey: `ok-${number}`,
      });
      expect(result.ok, number).toBe(true);
    }
  });

  it('declines 4000000000000002 with the issuer’s message and 4000000000000069 as expired', async () => {
    const declined = await s.enrolled('4000000000000002');
    const first = await s.gateway.authorize({ ...declined, amountCents: 4500, idempotencyKey: 'declined-1' });
    expect(first).toEqual({
      ok: false,
      code: 'DECLINED',
      message: 'Declined - One or more fields in the request contains invalid data',
    });
    expect(
      await s.gateway.authorize({ ...declined, amountCents: 4500, idempotencyKey: 'declined-1' }),
    ).toEqual(first);
    expect(await s.gateway.findCharge('declined-1')).toMatchObject({ status: 'declined' });
    const expired = await s.enrolled('4000000000000069');
    expect(
      await s.gateway.authorize({ ...expired, amountCents: 4500, idempotencyKey: 'expired-1' }),
    ).toMatchObject({
      ok: false,
      code: 'EXPIRED_CARD',
    });
    expect(
      await s.gateway.authorize({ ...expired, amountCents: 4500, idempotencyKey: 'expired-1' }),
    ).toMatchObject({
      code: 'EXPIRED_CARD',
    });
  });

  it('fails authentication of 4000008400001629 without a challenge', async () => {
    const failing = await s.enrolled('4000008400001629');
    expect(failing.stepUp).toBe(false);
    expect(await s.gateway.validateAuthentication(failing.transactionId)).toMatchObject({
      ok: false,
      code: 'AUTHENTICATION_FAILED',
    });
    expect(
      await s.gateway.authorize({ ...failing, amountCents: 4500, idempotencyKey: 'af-1' }),
    ).toMatchObject({
      code: 'AUTHENTICATION_FAILED',
    });
  });

  it('charges only an authenticated transaction of the same card', async () => {
    const challenge = await s.enrolled('4000000000003220');
    expect(
      await s.gateway.authorize({ ...challenge, amountCents: 4500, idempotencyKey: 'pending-1' }),
    ).toMatchObject({
      code: 'AUTHENTICATION_FAILED',
    });
    const other = await s.enrolled('4111111111111111');
    expect(
      await s.gateway.authorize({
        cardToken: challenge.cardToken,
        transactionId: other.transactionId,
        amountCents: 4500,
        idempotencyKey: 'other-1',
      }),
    ).toMatchObject({ code: 'UNKNOWN_TRANSACTION' });
    expect(
      await s.gateway.authorize({
        cardToken: 'tok_nope',
        transactionId: other.transactionId,
        amountCents: 1,
        idempotencyKey: 'x',
      }),
    ).toMatchObject({ code: 'UNKNOWN_TOKEN' });
    // Amounts the gateway cannot charge are refused as values, never a database error.
    expect(
      await s.gateway.authorize({ ...other, amountCents: 3_000_000_000, idempotencyKey: 'too-much' }),
    ).toMatchObject({ ok: false, code: 'DECLINED' });
    expect(await s.gateway.findCharge('too-much')).toBeNull();
    // A 3-D Secure check vouches for one amount: another is refused and holds nothing; the check still
    // pays the amount it was made for.
    expect(
      await s.gateway.authorize({ ...other, amountCents: 4501, idempotencyKey: 'other-amount' }),
    ).toMatchObject({ ok: false, code: 'AUTHENTICATION_FAILED' });
    expect(await s.gateway.findCharge('other-amount')).toBeNull();
    expect(
      await s.gateway.authorize({ ...other, amountCents: 4500, idempotencyKey: 'same-amount' }),
    ).toMatchObject({ ok: true });
    expect(await s.gateway.findCharge('pending-1')).toBeNull();
    expect(await s.gateway.findCharge('other-1')).toBeNull();
  });
});

describe('money operations honour their idempotency keys', () => {
  it('authorize: the same key answers the same charge and makes no second row', async () => {
    const { cardToken, transactionId } = await s.enrolled('4111111111111111', 4550);
    const input = { cardToken, transactionId, amountCents: 4550, idempotencyKey: 'idem-authorize' };
    const [first, second] = await Promise.all([s.gateway.authorize(input), s.gateway.authorize(input)]);
    expect(first.ok && second.ok).toBe(true);
    expect(second).toEqual(first);
    expect(await s.gateway.authorize(input)).toEqual(first);
    const rows = (await s.chargesList()).filter((row) => row.idempotency_key === 'idem-authorize');
    expect(rows).toEqual([
      {
        id: first.ok ? first.chargeId : '',
        amount: 45.5,
        status: 'authorized',
        idempotency_key: 'idem-authorize',
        refunded_amount: 0,
      },
    ]);
    expect(await s.gateway.findCharge('idem-authorize')).toEqual({
      chargeId: first.ok ? first.chargeId : '',
      amountCents: 4550,
      status: 'authorized',
      refundedCents: 0,
    });
    expect(await s.gateway.findCharge('never-used')).toBeNull();
  });

  it('capture: once per charge, the same key answers again; refund up to the captured amount', async () => {
    const chargeId = await s.authorized(10_000, 'cap-auth');
    const capture = await s.gateway.capture({ chargeId, idempotencyKey: 'cap-1' });
    expect(capture).toEqual({ ok: true, chargeId });
    expect(await s.gateway.capture({ chargeId, idempotencyKey: 'cap-1' })).toEqual(capture);
    expect(await s.gateway.findCharge('cap-auth')).toMatchObject({ status: 'captured' });
    // A captured charge cannot be voided.
    expect(await s.gateway.void({ chargeId, idempotencyKey: 'void-after-capture' })).toMatchObject({
      code: 'DECLINED',
    });

    const refund = await s.gateway.refund({ chargeId, amountCents: 6000, idempotencyKey: 'ref-1' });
    expect(refund.ok).toBe(true);
    expect(await s.gateway.refund({ chargeId, amountCents: 6000, idempotencyKey: 'ref-1' })).toEqual(refund);
    expect(await s.gateway.findCharge('cap-auth')).toMatchObject({ status: 'captured', refundedCents: 6000 });
    expect(await s.gateway.refund({ chargeId, amountCents: 4001, idempotencyKey: 'ref-2' })).toMatchObject({
      ok: false,
      code: 'DECLINED',
    });
    expect((await s.gateway.refund({ chargeId, amountCents: 4000, idempotencyKey: 'ref-3' })).ok).toBe(true);
    expect(await s.gateway.findCharge('cap-auth')).toMatchObject({
      status: 'refunded',
      refundedCents: 10_000,
    });
    expect(await s.gateway.refund({ chargeId, amountCents: 1, idempotencyKey: 'ref-4' })).toMatchObject({
      ok: false,
    });
    const [row] = (await s.chargesList()).filter((item) => item.idempotency_key === 'cap-auth');
    expect(row).toMatchObject({ amount: 100, status: 'refunded', refunded_amount: 100 });
  });

  it('void: an authorized charge is released once, and a voided charge cannot be captured', async () => {
    const chargeId = await s.authorized(2000, 'void-auth');
    const voided = await s.gateway.void({ chargeId, idempotencyKey: 'void-1' });
    expect(voided).toEqual({ ok: true, chargeId });
    expect(await s.gateway.void({ chargeId, idempotencyKey: 'void-1' })).toEqual(voided);
    expect(await s.gateway.capture({ chargeId, idempotencyKey: 'cap-after-void' })).toMatchObject({
      ok: false,
      code: 'DECLINED',
    });
    expect(
      await s.gateway.refund({ chargeId, amountCents: 100, idempotencyKey: 'ref-after-void' }),
    ).toMatchObject({
      ok: false,
    });
    expect(await s.gateway.findCharge('void-auth')).toMatchObject({ status: 'voided', refundedCents: 0 });
    expect(await s.gateway.capture({ chargeId: 'ch_unknown', idempotencyKey: 'cap-x' })).toMatchObject({
      code: 'UNKNOWN_TRANSACTION',
    });
  });

  it('a refund is refused before the charge is captured', async () => {
    const chargeId = await s.authorized(2000);
    expect(
      await s.gateway.refund({ chargeId, amountCents: 100, idempotencyKey: 'early-refund' }),
    ).toMatchObject({
      ok: false,
      code: 'DECLINED',
    });
    expect(await s.gateway.refund({ chargeId, amountCents: 0, idempotencyKey: 'zero-refund' })).toMatchObject(
      {
        ok: false,
      },
    );
  });
});

describe('GET /sandbox/gateway/charges', () => {
  it('answers a developer’s own machine', async () => {
    const response = await s.t.app.inject({
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
      const response = await s.t.app.inject({
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
