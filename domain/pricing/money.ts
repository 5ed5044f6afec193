/**
 * Money is an integer number of US cents everywhere inside the product (docs/product.md § Money); JSON
 * carries USD as a number with two decimals. This file is the only place that converts or rounds.
 */
import { AppError } from '../errors';

export type MoneyReason = 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large' | 'not_cents';

export class MoneyError extends AppError {
  declare readonly code: 'INVALID_AMOUNT';
  readonly reason: MoneyReason;

  constructor(reason: MoneyReason, message: string) {
    super(400, 'INVALID_AMOUNT', 'errors.validation', { details: message }, { reason });
    this.name = 'MoneyError';
    this.message = message;
    this.reason = reason;
  }
}

export type MoneyLocale = 'es' | 'en';

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * USD (number or decimal string such as "45.5") to cents. Goes through the decimal text rather than
 * `usd * 100`, because 0.29 * 100 is 28.999999999999996 in binary floating point.
 */
export function toCents(usd: number | string): number {
  let text: string;
  if (typeof usd === 'number') {
    if (!Number.isFinite(usd)) throw new MoneyError('not_a_number', 'Amount is not a number');
    if (usd < 0) throw new MoneyError('negative', 'Amount cannot be negative');
    // String() of a double is its shortest round-trip decimal, which is what the sender typed.
    text = String(usd);
    if (text.includes('e')) {
      throw usd < 1
        ? new MoneyError('too_many_decimals', 'Amount has more than two decimals')
        : new MoneyError('too_large', 'Amount is too large');
    }
  } else if (typeof usd === 'string') {
    text = usd.trim();
    if (text.startsWith('-') && DECIMAL.test(text.slice(1))) {
      throw new MoneyError('negative', 'Amount cannot be negative');
    }
  } else {
    throw new MoneyError('not_a_number', 'Amount is not a number');
  }

  if (/^\d+\.\d{3,}$/.test(text))
    throw new MoneyError('too_many_decimals', 'Amount has more than two decimals');
  const match = DECIMAL.exec(text);
  if (!match) throw new MoneyError('not_a_number', `"${text}" is not a decimal amount`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new MoneyError('too_large', 'Amount is too large');
  return cents;
}

/** Cents to USD for JSON: dividing an integer by 100 yields the double closest to the 2-decimal value. */
export function centsToUsd(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/**
 * A USD amount that the product's own JSON carried (centsToUsd's output, either sign) back to cents,
 * for showing it. Unlike toCents it is not a check of client input: a balance may be negative, and
 * rounding only removes the binary-fraction noise of a two-decimal number.
 */
export function usdToCents(usd: number): number {
  if (!Number.isFinite(usd)) throw new MoneyError('not_a_number', 'Amount is not a number');
  const cents = Math.round(usd * 100);
  assertCents(cents);
  return cents;
}

/** Cents as whole dollars, rounded down or up: the price slider's steps are whole dollars. */
export function centsToWholeUsd(cents: number, rounding: 'down' | 'up'): number {
  assertCents(cents);
  return rounding === 'down' ? Math.floor(cents / 100) : Math.ceil(cents / 100);
}

/** `45.00`: the plain decimal that machine-read formats (schema.org offers) expect, never localised. */
export function usdDecimalText(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `$45`, `$45.50`, `$1,250` in both languages (docs/design.md § Voice). Written by hand instead of
 * Intl.NumberFormat: the server and the browser must print the same string or hydration mismatches,
 * and ICU data differs between Node builds and browsers (es-ES would also print "1250,50", while the
 * dollar countries of the catalogue write $1,250.50). The locale parameter stays so a future
 * convention per language has one place to change.
 */
export function formatUsd(cents: number, _locale: MoneyLocale): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * `percent` % of `cents`, rounded to the cent half away from zero: the way people round by hand and
 * the way PostgreSQL's round(numeric) does, so receipts, SQL reports and this code agree; and
 * symmetric, so a refund of a discounted amount mirrors the charge exactly. Banker's rounding would
 * make two identical lines of a receipt round differently. Percent may carry up to 4 decimals; the
 * product is computed in BigInt so no float error can flip a half-cent.
 */
export function applyPercent(cents: number, percent: number): number {
  assertCents(cents);
  const scaledPercent = percentToMicro(percent);
  const numerator = BigInt(cents) * BigInt(scaledPercent);
  const denominator = 1_000_000n; // 100 (per cent) x 10^4 (percent scale)
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let quotient = abs / denominator;
  if ((abs % denominator) * 2n >= denominator) quotient += 1n;
  return Number(negative ? -quotient : quotient);
}

/**
 * The amount left after taking `percent` off, computed as cents - applyPercent so the discount and
 * the remainder always add up to the original: no cent is created or lost.
 */
export function subtractPercent(cents: number, percent: number): number {
  return cents - applyPercent(cents, percent);
}

function percentToMicro(percent: number): number {
  if (!Number.isFinite(percent)) throw new MoneyError('not_a_number', 'Percent is not a number');
  if (percent < 0) throw new MoneyError('negative', 'Percent cannot be negative');
  const scaled = Math.round(percent * 10_000);
  if (Math.abs(scaled - percent * 10_000) > 1e-6 * Math.max(1, percent)) {
    throw new MoneyError('too_many_decimals', 'Percent has more than four decimals');
  }
  if (!Number.isSafeInteger(scaled)) throw new MoneyError('too_large', 'Percent is too large');
  return scaled;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents))
    throw new MoneyError('not_cents', `${cents} is not a whole number of cents`);
}
