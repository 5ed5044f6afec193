import { z } from 'zod';

/**
 * E.164: a plus, a country code that never starts with 0, at most 15 digits in all. At least 8 digits
 * keeps out a bare country code; the shortest national numbers of the markets (Panama, 8 digits with
 * +507) are well above it.
 */
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * Spaces are removed before storing (docs/product.md § Phone and birth date): "+507 6123 4567" is kept as
 * "+50761234567".
 */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidPhone(value: string): boolean {
  return E164.test(normalizePhone(value));
}

export function phoneSchema(messageKey = 'signUpForm.errors.phoneInvalid') {
  return z.string({ error: messageKey }).transform(normalizePhone).pipe(z.string().regex(E164, messageKey));
}
