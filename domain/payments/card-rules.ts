/**
 * The card rules of the payment form (docs/product.md § Booking and payment input): pure, so the browser validates the form with
 * the same code the sandbox gateway's tokenization runs. Nothing here keeps or logs a card number.
 */
import type { CardBrand } from './payment-gateway';

/** What people type: spaces and dashes between groups of digits. */
export function normalizeCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes (a typo in one digit never does). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** VISA starts with 4, MASTERCARD with 51 to 55 (docs/product.md § Booking and payment input); any other prefix is not accepted. */
export function cardBrand(number: string): CardBrand | null {
  const digits = normalizeCardNumber(number);
  if (/^4/.test(digits)) return 'VISA';
  if (/^5[1-5]/.test(digits)) return 'MASTERCARD';
  return null;
}

/** Expiry years typed with two digits (`29`) are this century's. */
export function fullExpiryYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year;
}

/** A card is valid through the last day of its expiry month (UTC, as gateways compare). */
export function isExpired(month: number, year: number, now: Date): boolean {
  const fullYear = fullExpiryYear(year);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return fullYear < currentYear || (fullYear === currentYear && month < currentMonth);
}

/** Card expiry dates further ahead than this are typos. */
const MAX_YEARS_AHEAD = 20;

export type CardField = 'number' | 'cvv' | 'expiration' | 'holderName';

export type CardErrorCode =
  | 'CARD_NUMBER_INVALID'
  | 'CARD_BRAND_NOT_ACCEPTED'
  | 'CVV_INVALID'
  | 'EXPIRATION_INVALID'
  | 'CARD_EXPIRED'
  | 'HOLDER_NAME_INVALID';

export interface CardFieldError {
  field: CardField;
  code: CardErrorCode;
  /** Catalogue key of the message to show next to the field. */
  messageKey: string;
}

export const CARD_ERROR_MESSAGE_KEYS: Record<CardErrorCode, string> = {
  CARD_NUMBER_INVALID: 'payment.cardNumberInvalid',
  CARD_BRAND_NOT_ACCEPTED: 'payment.onlyVisaMastercard',
  CVV_INVALID: 'payment.cvvInvalid',
  EXPIRATION_INVALID: 'payment.expirationInvalid',
  CARD_EXPIRED: 'payment.expiredCard',
  HOLDER_NAME_INVALID: 'payment.holderNameInvalid',
};

export interface CardInput {
  number: string;
  cvv: string;
  month: number;
  year: number;
  /** Checked only when given (the tokenization call sends it; a partial form may not yet). */
  holderName?: string;
}

const fieldError = (field: CardField, code: CardErrorCode): CardFieldError => ({
  field,
  code,
  messageKey: CARD_ERROR_MESSAGE_KEYS[code],
});

/** A number's own problem: its brand first (docs/product.md § Booking and payment input), then its length and checksum. */
function numberError(number: string): CardFieldError | null {
  const digits = normalizeCardNumber(number);
  if (!/^\d+$/.test(digits)) return fieldError('number', 'CARD_NUMBER_INVALID');
  if (!cardBrand(digits)) return fieldError('number', 'CARD_BRAND_NOT_ACCEPTED');
  if (digits.length !== 16 || !passesLuhn(digits)) return fieldError('number', 'CARD_NUMBER_INVALID');
  return null;
}

function expirationError(month: number, year: number, now: Date): CardFieldError | null {
  const fullYear = fullExpiryYear(year);
  const valid =
    Number.isInteger(month) &&
    Number.isInteger(year) &&
    month >= 1 &&
    month <= 12 &&
    fullYear <= now.getUTCFullYear() + MAX_YEARS_AHEAD &&
    fullYear >= 2000;
  if (!valid) return fieldError('expiration', 'EXPIRATION_INVALID');
  if (isExpired(month, fullYear, now)) return fieldError('expiration', 'CARD_EXPIRED');
  return null;
}

/**
 * Every problem of a card form, one per field, in the form's order: an empty list means the gateway may
 * be asked for a token. Both accepted brands have 16 digits and a 3-digit CVV.
 */
export function validateCard(card: CardInput, now: Date): CardFieldError[] {
  const errors: CardFieldError[] = [];
  const number = numberError(card.number);
  if (number) errors.push(number);
  const expiration = expirationError(card.month, card.year, now);
  if (expiration) errors.push(expiration);
  if (!/^\d{3}$/.test(card.cvv.trim())) errors.push(fieldError('cvv', 'CVV_INVALID'));
  if (card.holderName !== undefined) {
    const name = card.holderName.trim();
    if (name.length < 2 || name.length > 100 || /\d/.test(name)) {
      errors.push(fieldError('holderName', 'HOLDER_NAME_INVALID'));
    }
  }
  return errors;
}

/** The last four digits, the only part of a number the product ever shows or keeps. */
export function lastFour(number: string): string {
  return normalizeCardNumber(number).slice(-4);
}
