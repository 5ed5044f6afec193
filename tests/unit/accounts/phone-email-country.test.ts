import { describe, expect, it } from 'vitest';
import { countryCodeSchema, isIsoCountry } from '../../../domain/accounts/countries';
import { emailSchema, normalizeEmail } from '../../../domain/accounts/email';
import { isValidPhone, normalizePhone, phoneSchema } from '../../../domain/accounts/phone';

describe('phone (docs/product.md § Phone and birth date)', () => {
  it('removes spaces and keeps the + and country code as sent', () => {
    expect(normalizePhone('+507 6123 4567')).toBe('+50761234567');
    expect(phoneSchema().parse(' +57 300 123 4567 ')).toBe('+573001234567');
  });
  it.each(['+50761234567', '+1 202 555 0142', '+34 612 34 56 78'])('accepts %j', (phone) =>
    expect(isValidPhone(phone)).toBe(true),
  );
  it.each([
    ['61234567', 'no country code'],
    ['+507', 'country code only'],
    ['+0507 6123 4567', 'leading zero'],
    ['+507-6123-4567', 'hyphens'],
    ['+5076123456789012', 'more than 15 digits'],
    ['', 'empty'],
  ])('refuses %j (%s)', (phone) => expect(isValidPhone(phone)).toBe(false));
});

describe('e-mail', () => {
  it('is trimmed and lowercased before checking (docs/product.md § E-mail, names and passwords)', () => {
    expect(normalizeEmail('  Ana.Perez@Example.COM ')).toBe('ana.perez@example.com');
  });
  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example', 'a b@example.com', `${'a'.repeat(250)}@x.co`])(
    'refuses %j',
    (email) => expect(normalizeEmail(email)).toBeUndefined(),
  );
  it('names "required" and "format" with the form’s keys', () => {
    const schema = emailSchema('req', 'fmt');
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('req');
    expect(schema.safeParse('nope').error?.issues[0]?.message).toBe('fmt');
  });
});

describe('country codes', () => {
  it('accepts ISO-2 codes in either case and stores them uppercase', () => {
    expect(countryCodeSchema('k').parse('pa')).toBe('PA');
    for (const code of ['PA', 'CO', 'DO', 'GT', 'CR', 'PR', 'SV', 'US', 'ES', 'XK']) {
      expect(isIsoCountry(code)).toBe(true);
    }
  });
  it.each(['XX', 'UK', 'EU', 'PAN', 'P', ''])('refuses %j', (code) =>
    expect(countryCodeSchema('k').safeParse(code).success).toBe(false),
  );
});
