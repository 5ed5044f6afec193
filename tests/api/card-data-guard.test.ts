import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesLuhn } from '../../domain/payments/card-rules';
import { call, freshIp, signUp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Card data never reaches the API (ARCHITECTURE.md § 5): any /api request carrying a card number or a
 * CVV is refused with 400 CARD_DATA_REFUSED before validation, whatever the route.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
});
afterAll(() => t?.close());

const BILLING = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  address: 'Calle 50',
  city: 'Panamá',
  country: 'PA',
  postal_code: '0801',
};

const refused = {
  code: 'CARD_DATA_REFUSED',
  message: 'Los datos de la tarjeta no se envían a este servicio.',
};

describe('the card data guard', () => {
  it('refuses a card number in a nested field, before validation and sign-in', async () => {
    const response = await call(t, 'auth-setup', {
      payload: { card_token: 'tok', extra: { notes: ['pay with 4111111111111111 please'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect(response.body).not.toContain('4111');
  });

  it('refuses a number written with dashes or spaces, and one sent as a JSON number', async () => {
    for (const payload of [
      { card_token: '5555-5555-5555-4444' },
      { billing: { address: '4000 0000 0000 3220' } },
      { amount: 4111111111111111 },
    ]) {
      const response = await call(t, 'auth-check-enrollment', { payload, token, lang: 'en' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        code: 'CARD_DATA_REFUSED',
        message: 'Card details are not sent to this service.',
      });
    }
  });

  it('refuses card field names whatever their value: cvv, cvc, card_number, cardNumber, security_code', async () => {
    for (const payload of [
      { card_token: 'tok', cvv: '' },
      { card_token: 'tok', payment: { cvc: 123 } },
      { card_token: 'tok', card_number: 'x' },
      { card_token: 'tok', cardNumber: null },
      { card_token: 'tok', card: { security_code: '1' } },
      { card_token: 'tok', list: [{ 'number-with-card': 1 }] },
    ]) {
      const response = await call(t, 'auth-setup', { payload, token });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(refused);
    }
  });

  it('guards every /api path and query string, also unknown ones and GET calls', async () => {
    const unknown = await call(t, 'no-such-call', { payload: { pan: '4111111111111111' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(refused);
    const query = await call(t, 'search?text=4111111111111111');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refused);
  });

  it('accepts ordinary bodies with long numbers that are no card numbers', async () => {
    const notCards = ['1234567890123', '4111111111111112', '5555 5555 5555 4445'];
    for (const digits of notCards) expect(passesLuhn(digits.replace(/\s/g, '')), digits).toBe(false);
    const card = await t.app.inject({
      method: 'POST',
      url: '/sandbox/gateway/tokens',
      headers: { 'x-forwarded-for': freshIp() },
      payload: {
        card_number: '4111111111111111',
        expiration_month: 1,
        expiration_year: 2030,
        cvv: '123',
        holder_name: 'Ana',
      },
    });
    expect(card.statusCode).toBe(201);
    const cardToken = card.json().token as string;
    const setUp = await call(t, 'auth-setup', { payload: { card_token: cardToken }, token });
    expect(setUp.statusCode).toBe(200);
    const check = await call(t, 'auth-check-enrollment', {
      token,
      payload: {
        card_token: cardToken,
        reference_id: setUp.json().reference_id,
        amount: 98765.43,
        billing: {
          ...BILLING,
          first_name: `Ana ${notCards[0]}`,
          address: `Lote ${notCards[1]}, torre ${notCards[2]}`,
          city: 'Panamá 20261122',
        },
      },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().step_up).toBe(false);
  });
});
