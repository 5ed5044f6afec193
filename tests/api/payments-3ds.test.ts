import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingAddress, PaymentGateway } from '../../domain/payments/payment-gateway';
import { call, freshIp, signUp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { THREE_DS_SETUP_LIMIT } from '../../server/api/v1/payments';

/**
 * The card's 3-D Secure calls (docs/decisions/0039): auth-setup, auth-check-enrollment and
 * validate-authorization, against the sandbox gateway behind a spy that records what the API sent it.
 */
let t: TestApp;
let token: string;
const billingSeen: BillingAddress[] = [];

/** The sandbox, recording each enrolment check's billing address. */
function spy(sandbox: PaymentGateway): PaymentGateway {
  return {
    ...sandbox,
    name: sandbox.name,
    card: (cardToken) => sandbox.card(cardToken),
    setUpAuthentication: (cardToken) => sandbox.setUpAuthentication(cardToken),
    checkEnrolment: (input) => {
      billingSeen.push(input.billing);
      return sandbox.checkEnrolment(input);
    },
    validateAuthentication: (id) => sandbox.validateAuthentication(id),
  };
}

beforeAll(async () => {
  t = await createTestApp({ wrapGateway: spy });
  token = (await signUp(t)).token;
});
afterAll(() => t?.close());

async function cardToken(number: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox/gateway/tokens',
    headers: { 'x-forwarded-for': freshIp() },
    payload: {
      card_number: number,
      expiration_month: 1,
      expiration_year: 2030,
      cvv: '321',
      holder_name: 'Ana Pérez',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().token as string;
}

const BILLING = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  address: 'Calle 50, Obarrio',
  city: 'Panamá',
  country: 'PA',
  postal_code: '0801',
};

const post = (url: string, payload: unknown, options: { lang?: 'es' | 'en'; auth?: boolean } = {}) =>
  call(t, url, { payload, lang: options.lang, token: options.auth === false ? undefined : token });

async function setUp(card: string) {
  const response = await post('auth-setup', { card_token: card });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().reference_id as string;
}

async function checkEnrolment(number: string, billing: Record<string, string> = {}, amount = 45.5) {
  const card = await cardToken(number);
  const reference = await setUp(card);
  const response = await post('auth-check-enrollment', {
    card_token: card,
    reference_id: reference,
    amount,
    billing: { ...BILLING, ...billing },
  });
  return { card, reference, response };
}

describe('3-D Secure calls', () => {
  it('frictionless: set-up, enrolment without a challenge, authorized', async () => {
    const card = await cardToken('4111111111111111');
    const setUpResponse = await post('auth-setup', { card_token: card });
    expect(setUpResponse.statusCode).toBe(200);
    expect(setUpResponse.headers['cache-control']).toBe('private, no-store');
    const { reference_id } = setUpResponse.json();
    expect(reference_id).toMatch(/^ref_/);
    const check = await post('auth-check-enrollment', {
      card_token: card,
      reference_id,
      amount: 45.5,
      billing: BILLING,
    });
    expect(check.statusCode).toBe(200);
    const body = check.json();
    expect(body).toEqual({ transaction_id: body.transaction_id, step_up: false });
    const validate = await post('validate-authorization', { transaction_id: body.transaction_id });
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toEqual({ authorized: true });
  });

  it('challenge: a step-up URL of our own challenge page, authorized only after Authenticate', async () => {
    const { response } = await checkEnrolment('4000000000003220', {}, 120);
    expect(response.statusCode).toBe(200);
    const { transaction_id, step_up, step_up_url } = response.json();
    expect(step_up).toBe(true);
    // Root-relative without PUBLIC_URL: never built from the Host header the client chose.
    // In the traveller’s language (the call was made in Spanish).
    expect(step_up_url).toBe(`/sandbox/gateway/challenge/${transaction_id}?lang=es`);
    expect((await post('validate-authorization', { transaction_id })).json()).toEqual({ authorized: false });
    const page = await t.app.inject({ method: 'GET', url: step_up_url });
    expect(page.body).toContain('$120');
    const answer = await t.app.inject({
      method: 'POST',
      url: step_up_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=authenticate',
    });
    expect(answer.headers.location).toBe(`/booking/3ds-complete?transaction_id=${transaction_id}`);
    expect((await post('validate-authorization', { transaction_id })).json()).toEqual({ authorized: true });
  });

  it('challenge failed, or a card whose authentication fails: 402 payment.authenticationFailed', async () => {
    const { response } = await checkEnrolment('4000000000003220');
    const { transaction_id, step_up_url } = response.json();
    await t.app.inject({
      method: 'POST',
      url: step_up_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    const failed = await post('validate-authorization', { transaction_id }, { lang: 'en' });
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({
      code: 'AUTHENTICATION_FAILED',
      message: 'Authentication failed. Try another payment method.',
    });
    const other = await checkEnrolment('4000008400001629');
    expect(other.response.json().step_up).toBe(false);
    const otherFailed = await post('validate-authorization', {
      transaction_id: other.response.json().transaction_id,
    });
    expect(otherFailed.statusCode).toBe(402);
    expect(otherFailed.json().message).toBe('La autenticación falló. Prueba con otro método de pago.');
  });

  it('sends the gateway the locality: the city in the US and Canada, {country}-{city} elsewhere', async () => {
    billingSeen.length = 0;
    await checkEnrolment('4111111111111111', { country: 'US', city: 'Miami', postal_code: '33101' });
    await checkEnrolment('4111111111111111', { country: 'co', city: 'Medellín', postal_code: '050001' });
    expect(billingSeen.map((billing) => [billing.country, billing.locality])).toEqual([
      ['US', 'Miami'],
      ['CO', 'CO-Medellín'],
    ]);
  });

  it('answers an invalid or mismatched postal code with errored_variable postalCode', async () => {
    for (const postal_code of ['00000', 'x', '12345678901', '#12']) {
      const { response } = await checkEnrolment('4111111111111111', { postal_code });
      expect(response.statusCode, postal_code).toBe(400);
      expect(response.json()).toEqual({
        code: 'POSTAL_CODE_INVALID',
        message: 'El código postal no es válido.',
        errored_variable: 'postalCode',
      });
    }
    const email = await checkEnrolment('4111111111111111', { email: 'not-an-email' });
    expect(email.response.statusCode).toBe(400);
    expect(email.response.json()).toMatchObject({ code: 'BILLING_INVALID', errored_variable: 'email' });
  });

  it('answers an unknown card token or transaction with their codes', async () => {
    const setUpUnknown = await post('auth-setup', { card_token: 'tok_unknown' }, { lang: 'en' });
    expect(setUpUnknown.statusCode).toBe(400);
    expect(setUpUnknown.json()).toEqual({
      code: 'CARD_UNKNOWN',
      message: 'We do not recognise that card. Enter its details again.',
      errored_variable: 'cardToken',
    });
    const card = await cardToken('4111111111111111');
    const reference = await setUp(card);
    const unknownToken = await post('auth-check-enrollment', {
      card_token: 'tok_unknown',
      reference_id: reference,
      amount: 10,
      billing: BILLING,
    });
    expect(unknownToken.json()).toMatchObject({ code: 'CARD_UNKNOWN', errored_variable: 'cardToken' });
    // A reference of another card is as unknown as one never issued.
    const otherCard = await cardToken('5555555555554444');
    const wrongReference = await post('auth-check-enrollment', {
      card_token: otherCard,
      reference_id: reference,
      amount: 10,
      billing: BILLING,
    });
    expect(wrongReference.statusCode).toBe(400);
    expect(wrongReference.json()).toMatchObject({
      code: 'TRANSACTION_UNKNOWN',
      errored_variable: 'referenceId',
    });
    const unknownTransaction = await post('validate-authorization', { transaction_id: 'tx_unknown' });
    expect(unknownTransaction.statusCode).toBe(400);
    expect(unknownTransaction.json().code).toBe('TRANSACTION_UNKNOWN');
  });

  it('answers a retried enrolment check with the same transaction', async () => {
    const { card, reference, response } = await checkEnrolment('4111111111111111');
    const again = await post('auth-check-enrollment', {
      card_token: card,
      reference_id: reference,
      amount: 45.5,
      billing: BILLING,
    });
    expect(again.json()).toEqual(response.json());
  });

  it('refuses a malformed body with 400, never a 500', async () => {
    for (const payload of [
      {},
      { card_token: 'tok', reference_id: 'ref', amount: -1, billing: BILLING },
      { card_token: 'tok', reference_id: 'ref', amount: 1_000_000.01, billing: BILLING },
    ]) {
      const response = await post('auth-check-enrollment', payload);
      expect(response.statusCode).toBe(400);
    }
    const decimals = await post('auth-check-enrollment', {
      card_token: 'tok',
      reference_id: 'ref',
      amount: 1.005,
      billing: BILLING,
    });
    expect(decimals.statusCode).toBe(400);
  });

  it('refuses a script repeating set-ups from one address (429), before the gateway is asked', async () => {
    const ip = freshIp();
    const setUp = () => call(t, 'auth-setup', { token, ip, payload: { card_token: 'tok_unknown' } });
    for (let i = 0; i < THREE_DS_SETUP_LIMIT.max; i++) expect((await setUp()).statusCode).toBe(400);
    const refused = await setUp();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('needs a signed-in user: 401 payment.loginToContinue', async () => {
    const card = await cardToken('4111111111111111');
    const calls: [string, unknown][] = [
      ['auth-setup', { card_token: card }],
      ['auth-check-enrollment', { card_token: card, reference_id: 'ref', amount: 1, billing: BILLING }],
      ['validate-authorization', { transaction_id: 'tx' }],
    ];
    for (const [url, payload] of calls) {
      const response = await post(url, payload, { auth: false, lang: 'en' });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the three calls with their answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<
      string,
      {
        post: {
          tags: string[];
          responses: Record<string, { content?: Record<string, { schema: { properties: object } }> }>;
        };
      }
    >;
    const properties = (path: string) =>
      Object.keys(paths[path]!.post.responses['200']!.content!['application/json']!.schema.properties);
    expect(properties('/api/v1/auth-setup')).toEqual(['reference_id']);
    expect(properties('/api/v1/auth-check-enrollment')).toEqual(['transaction_id', 'step_up', 'step_up_url']);
    expect(properties('/api/v1/validate-authorization')).toEqual(['authorized']);
    expect(paths['/api/v1/auth-check-enrollment']!.post.tags).toEqual(['payments']);
    expect(paths['/api/v1/auth-check-enrollment']!.post.responses['400']).toBeDefined();
  });
});
