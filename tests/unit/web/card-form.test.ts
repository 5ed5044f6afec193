import { describe, expect, it } from 'vitest';
import {
  billingOf,
  cardChanged,
  cardDigits,
  type CardFormValues,
  expiryChoices,
  formatCardNumber,
  prefilledForm,
  tokenRequest,
  validateCardForm,
} from '../../../app/lib/card-form';

const NOW = new Date(2026, 10, 22, 10, 0);

const valid: CardFormValues = {
  holderName: 'Ana Pérez',
  number: '4111 1111 1111 1111',
  month: '12',
  year: '2028',
  cvv: '123',
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'Ana@Example.com ',
  address: 'Calle 50',
  city: 'Panamá',
  country: 'PA',
  postalCode: '0801',
};

describe('card form', () => {
  it('formats the number in groups of four as typed, dashes and spaces stripped, 16 digits at most', () => {
    expect(formatCardNumber('4111-1111 11111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111 ')).toBe('4111');
    expect(formatCardNumber('5555555555554444999')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('ab12')).toBe('12');
    expect(cardDigits('5105-1051 0510 5100')).toBe('5105105105105100');
  });

  it('accepts a complete Visa or Mastercard form', () => {
    expect(validateCardForm(valid, NOW)).toEqual({});
    expect(validateCardForm({ ...valid, number: '5555-5555-5555-4444' }, NOW)).toEqual({});
    // The current month is still valid.
    expect(validateCardForm({ ...valid, month: '11', year: '2026' }, NOW)).toEqual({});
  });

  it('refuses other brands, short numbers, past expiry and bad CVVs with their messages', () => {
    expect(validateCardForm({ ...valid, number: '3782 822463 10005' }, NOW).number).toBe(
      'payment.onlyVisaMastercard',
    );
    expect(validateCardForm({ ...valid, number: '6011111111111117' }, NOW).number).toBe(
      'payment.onlyVisaMastercard',
    );
    expect(validateCardForm({ ...valid, number: '4111 1111 1111' }, NOW).number).toBe(
      'payment.cardNumberInvalid',
    );
    expect(validateCardForm({ ...valid, number: '' }, NOW).number).toBe('paymentPage.errors.required');
    expect(validateCardForm({ ...valid, month: '10', year: '2026' }, NOW).month).toBe('payment.expiredCard');
    expect(validateCardForm({ ...valid, month: '', year: '' }, NOW).month).toBe('paymentPage.errors.expiry');
    expect(validateCardForm({ ...valid, month: '05', year: '' }, NOW)).toEqual({
      year: 'paymentPage.errors.expiry',
    });
    expect(validateCardForm({ ...valid, cvv: '12' }, NOW).cvv).toBe('payment.cvvInvalid');
    expect(validateCardForm({ ...valid, cvv: '1234' }, NOW).cvv).toBe('payment.cvvInvalid');
    expect(validateCardForm({ ...valid, cvv: '' }, NOW).cvv).toBe('paymentPage.errors.required');
  });

  it('requires every billing field, a real-looking e-mail, a listed country and a postal code', () => {
    const errors = validateCardForm(
      { ...valid, holderName: 'A', firstName: ' ', email: 'ana@', country: 'ZZ', postalCode: '#1', city: '' },
      NOW,
    );
    expect(errors).toEqual({
      holderName: 'paymentPage.errors.holderName',
      firstName: 'paymentPage.errors.required',
      email: 'paymentPage.errors.email',
      country: 'paymentPage.errors.country',
      postalCode: 'payment.postalCodeInvalid',
      city: 'paymentPage.errors.required',
    });
  });

  it('sends the card only as digits to the token call, and the billing trimmed', () => {
    expect(tokenRequest(valid)).toEqual({
      card_number: '4111111111111111',
      expiration_month: 12,
      expiration_year: 2028,
      cvv: '123',
      holder_name: 'Ana Pérez',
    });
    const billing = billingOf(valid);
    expect(billing).toEqual({
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      address: 'Calle 50',
      city: 'Panamá',
      country: 'PA',
      postal_code: '0801',
    });
    expect(JSON.stringify(billing)).not.toContain('4111');
  });

  it('prefills from the profile, keeping only a billing country it lists', () => {
    const user = {
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      address: null,
      booking_city: 'David',
      booking_country: null,
      country: 'pa',
      postal_code: null,
    };
    expect(prefilledForm(user)).toMatchObject({
      holderName: 'Ana Pérez',
      email: 'ana@example.com',
      city: 'David',
      country: 'PA',
      number: '',
    });
    // Any ISO 3166-1 country bills (decision 0047); a code outside the list is not prefilled.
    expect(prefilledForm({ ...user, country: 'de' }).country).toBe('DE');
    expect(prefilledForm({ ...user, country: 'ZZ' }).country).toBe('');
    expect(prefilledForm(null).email).toBe('');
  });

  it('offers twelve months and twelve years from now, and tells a changed card', () => {
    const { months, years } = expiryChoices(NOW);
    expect(months[0]).toBe('01');
    expect(months).toHaveLength(12);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2037');
    expect(cardChanged(valid, { ...valid, number: '4111-1111-1111-1111' })).toBe(false);
    expect(cardChanged(valid, { ...valid, city: 'Colón' })).toBe(false);
    expect(cardChanged(valid, { ...valid, cvv: '321' })).toBe(true);
  });
});
