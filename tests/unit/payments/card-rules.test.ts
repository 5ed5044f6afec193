import { describe, expect, it } from 'vitest';
import { billingLocality, billingProblem, toBillingAddress } from '../../../domain/payments/billing-address';
import { cardDataPath, containsCardNumber, isCardDataKey } from '../../../domain/payments/card-data';
import {
  cardBrand,
  isExpired,
  normalizeCardNumber,
  passesLuhn,
  validateCard,
} from '../../../domain/payments/card-rules';
import { gatewayErrorToAppError } from '../../../domain/payments/gateway-errors';

const NOW = new Date('2026-11-22T15:00:00Z');
const card = (overrides: Partial<Parameters<typeof validateCard>[0]> = {}) => ({
  number: '4111 1111 1111 1111',
  cvv: '123',
  month: 12,
  year: 2029,
  ...overrides,
});
const codes = (overrides: Partial<Parameters<typeof validateCard>[0]> = {}) =>
  validateCard(card(overrides), NOW).map((error) => `${error.field}:${error.code}`);

describe('card rules (spec § Validation)', () => {
  it('strips spaces and dashes', () => {
    expect(normalizeCardNumber('4111-1111 1111-1111')).toBe('4111111111111111');
  });

  it('knows Visa by 4 and Mastercard by 51-55, nothing else', () => {
    expect(cardBrand('4111111111111111')).toBe('VISA');
    expect(cardBrand('5555-5555-5555-4444')).toBe('MASTERCARD');
    expect(cardBrand('5105105105105100')).toBe('MASTERCARD');
    expect(cardBrand('5600000000000000')).toBeNull();
    expect(cardBrand('378282246310005')).toBeNull(); // American Express
    expect(cardBrand('6011111111111117')).toBeNull(); // Discover
  });

  it('checks Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4000008400001629')).toBe(true);
    expect(passesLuhn('41x1')).toBe(false);
  });

  it('accepts every test card with a future expiry and any 3-digit CVV', () => {
    for (const number of [
      '4111111111111111',
      '5555555555554444',
      '4000000000003220',
      '4000000000000002',
      '4000000000000069',
      '4000008400001629',
    ]) {
      expect(validateCard(card({ number, cvv: '000' }), NOW), number).toEqual([]);
    }
  });

  it('names each refused field with its code and message key', () => {
    expect(codes({ number: '4111111111111112' })).toEqual(['number:CARD_NUMBER_INVALID']);
    expect(codes({ number: '411111111111111' })).toEqual(['number:CARD_NUMBER_INVALID']);
    expect(codes({ number: 'abcd' })).toEqual(['number:CARD_NUMBER_INVALID']);
    expect(codes({ number: '378282246310005' })).toEqual(['number:CARD_BRAND_NOT_ACCEPTED']);
    expect(codes({ cvv: '12' })).toEqual(['cvv:CVV_INVALID']);
    expect(codes({ cvv: '1234' })).toEqual(['cvv:CVV_INVALID']);
    expect(codes({ month: 13 })).toEqual(['expiration:EXPIRATION_INVALID']);
    expect(codes({ year: 2060 })).toEqual(['expiration:EXPIRATION_INVALID']);
    expect(codes({ month: 10, year: 2026 })).toEqual(['expiration:CARD_EXPIRED']);
    expect(codes({ holderName: ' ' })).toEqual(['holderName:HOLDER_NAME_INVALID']);
    expect(validateCard(card({ cvv: 'x' }), NOW)[0]?.messageKey).toBe('payment.cvvInvalid');
    expect(validateCard(card({ number: '6011111111111117' }), NOW)[0]?.messageKey).toBe(
      'payment.onlyVisaMastercard',
    );
  });

  it('keeps a card valid through its expiry month, and reads two-digit years', () => {
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
    expect(isExpired(1, 27, NOW)).toBe(false);
    expect(codes({ month: 11, year: 26 })).toEqual([]);
  });
});

describe('billing address', () => {
  const form = {
    first_name: 'Ana',
    last_name: 'Pérez',
    email: 'ana@example.com',
    address: 'Calle 50',
    city: 'Panamá',
    country: 'pa',
    postal_code: '0801',
  };

  it('builds the locality: the city in the US and Canada, {country}-{city} elsewhere', () => {
    expect(billingLocality('US', 'Miami')).toBe('Miami');
    expect(billingLocality('CA', 'Toronto')).toBe('Toronto');
    expect(billingLocality('pa', ' Panamá ')).toBe('PA-Panamá');
    expect(toBillingAddress(form)).toMatchObject({
      locality: 'PA-Panamá',
      country: 'PA',
      postalCode: '0801',
    });
  });

  it('names the first refused field, the postal code with its own code', () => {
    expect(billingProblem(toBillingAddress(form))).toBeNull();
    expect(billingProblem(toBillingAddress({ ...form, postal_code: '1' }))).toEqual({
      code: 'POSTAL_CODE_INVALID',
      erroredVariable: 'postalCode',
    });
    expect(billingProblem(toBillingAddress({ ...form, postal_code: 'K1A 0B1' }))).toBeNull();
    expect(billingProblem(toBillingAddress({ ...form, postal_code: '12345678901' }))?.erroredVariable).toBe(
      'postalCode',
    );
    expect(billingProblem(toBillingAddress({ ...form, email: 'nope' }))?.erroredVariable).toBe('email');
    expect(billingProblem(toBillingAddress({ ...form, city: '' }))?.erroredVariable).toBe('locality');
    expect(billingProblem(toBillingAddress({ ...form, country: 'Panama' }))?.erroredVariable).toBe('country');
  });
});

describe('card data in API requests', () => {
  it('finds card numbers written whole, in groups or inside text, that pass Luhn', () => {
    expect(containsCardNumber('4111111111111111')).toBe(true);
    expect(containsCardNumber('my card 4111-1111-1111-1111 thanks')).toBe(true);
    expect(containsCardNumber('5555 5555 5555 4444 12/29')).toBe(true);
    expect(containsCardNumber('4111111111111112')).toBe(false);
    expect(containsCardNumber('order 12345678901234567890123')).toBe(false);
    expect(containsCardNumber('+507 6123 4567')).toBe(false);
    // Digits inside an id are part of it: this visitor id holds a 16-digit run that passes the checksum.
    expect(containsCardNumber('ab4111111111111111cd')).toBe(false);
    expect(containsCardNumber('visitor-4111111111111111')).toBe(true);
  });

  it('finds card field names whatever their spelling', () => {
    for (const key of [
      'card_number',
      'cardNumber',
      'number-with-card',
      'CVV',
      'cvc',
      'security_code',
      'card_cvv',
    ]) {
      expect(isCardDataKey(key), key).toBe(true);
    }
    for (const key of [
      'card_token',
      'card_last4',
      'card_brand',
      'number',
      'gift_card_number',
      'postal_code',
    ]) {
      expect(isCardDataKey(key), key).toBe(false);
    }
  });

  it('answers the path, never the value', () => {
    expect(cardDataPath({ a: [{ b: 'x 4111 1111 1111 1111' }] })).toEqual(['a', '0', 'b']);
    expect(cardDataPath({ payment: { cvv: '' } })).toEqual(['payment', 'cvv']);
    expect(cardDataPath({ n: 5555555555554444 })).toEqual(['n']);
    // A millisecond timestamp that happens to pass the checksum is no card.
    expect(cardDataPath({ at: 1795650000007 })).toBeNull();
    expect(cardDataPath({ id: 12, ref: '1234567890123' })).toBeNull();
  });
});

describe('gateway errors as API errors', () => {
  it('maps each code to its status, API code and message key, with errored_variable', () => {
    const declined = gatewayErrorToAppError({ code: 'DECLINED' });
    expect([declined.status, declined.code, declined.messageKey]).toEqual([
      402,
      'PAYMENT_DECLINED',
      'payment.paymentError',
    ]);
    const postal = gatewayErrorToAppError({ code: 'POSTAL_CODE_INVALID', erroredVariable: 'postalCode' });
    expect([postal.status, postal.messageKey, postal.extra]).toEqual([
      400,
      'payment.postalCodeInvalid',
      { errored_variable: 'postalCode' },
    ]);
    expect(gatewayErrorToAppError({ code: 'EXPIRED_CARD' }).messageKey).toBe('payment.expiredCard');
    expect(gatewayErrorToAppError({ code: 'AUTHENTICATION_FAILED' }).messageKey).toBe(
      'payment.authenticationFailed',
    );
    expect(gatewayErrorToAppError({ code: 'UNKNOWN_TOKEN' }).messageKey).toBe('payment.cardUnknown');
    expect(gatewayErrorToAppError({ code: 'BILLING_INVALID' }).messageKey).toBe('payment.checkBillingInfo');
    expect(gatewayErrorToAppError({ code: 'TIMEOUT' }).status).toBe(504);
  });
});
