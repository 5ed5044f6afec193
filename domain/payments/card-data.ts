/**
 * Whether a request carries card data (docs/product.md § Booking and payment input): the browser sends a card only to the
 * gateway's tokenization endpoint, so a card number or CVV in an /api request is a mistake or an attack,
 * refused before it can be stored, logged or mailed. Pure.
 */
import { passesLuhn } from './card-rules';

/** Key names, lower-cased without separators, that hold a CVV or a card number whatever their value. */
const CVV_KEYS = ['cvv', 'cvc', 'cvn', 'securitycode', 'cardcode', 'cardverification'];

export function isCardDataKey(key: string): boolean {
  const plain = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (CVV_KEYS.some((name) => plain === name || plain.endsWith(name) || plain.startsWith(name))) return true;
  if (plain === 'pan' || plain === 'cardno' || plain === 'ccnumber' || plain === 'ccnum') return true;
  // A gift card's code is the product's own voucher, not a payment card.
  return plain.includes('card') && plain.includes('num') && !plain.includes('gift');
}

/** Digits in groups separated by one space or dash: how card numbers are written. */
/**
 * Digits, possibly grouped by spaces or dashes, standing alone: a run inside a word or an id (a hex
 * visitor id, a token) is part of that word, not a card number someone typed, and a random id would
 * otherwise pass the checksum one time in ten.
 */
const DIGIT_RUN = /(?<![A-Za-z0-9_])\d+(?:[ -]\d+)*(?![A-Za-z0-9_])/g;

/** A card sent as a JSON number: Visa, Mastercard and the like have 15 to 19 digits; a millisecond
 * timestamp (13) is not one. */
const CARD_NUMBER_DIGITS = 15;

/**
 * Whether a text holds a 13 to 19 digit card number passing Luhn, written whole or in groups. Within a
 * longer run of groups ("4111 1111 1111 1111 12/29") every span of whole groups of that length is
 * tried; an unbroken run longer than 19 digits (a reference, a hash) is no card number.
 */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const groups = match[0].split(/[ -]/);
    for (let start = 0; start < groups.length; start++) {
      let digits = '';
      for (let end = start; end < groups.length; end++) {
        digits += groups[end];
        if (digits.length > 19) break;
        if (digits.length >= 13 && passesLuhn(digits)) return true;
      }
    }
  }
  return false;
}

/** Past this depth the JSON parser has already refused the body (MAX_JSON_DEPTH); a guard against loops. */
const MAX_DEPTH = 64;

/**
 * The first place of a parsed JSON value that carries card data, as a path of keys (never the value),
 * or null. Numbers are checked too: a card number fits in a JSON number.
 */
export function cardDataPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (depth > MAX_DEPTH) return null;
  if (typeof value === 'string') return containsCardNumber(value) ? path : null;
  if (typeof value === 'number' || typeof value === 'bigint') {
    const digits = String(value);
    return Number.isInteger(Number(value)) &&
      digits.length >= CARD_NUMBER_DIGITS &&
      containsCardNumber(digits)
      ? path
      : null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = cardDataPath(value[index], [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (isCardDataKey(key)) return [...path, key];
      const found = cardDataPath(item, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}
