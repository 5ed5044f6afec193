/**
 * The card and billing form of /booking/payment, as pure rules (docs/product.md § Validation, card): the
 * number is typed in groups and sent as digits, Visa (4…) and Mastercard (51–55) only, 16 digits, a
 * 3-digit CVV, an expiry not in the past, and every billing field filled.
 *
 */
import { isIsoCountry } from '../../common/countries/iso-countries';
import { validateCard } from '../../domain/payments/card-rules';

export const CARD_DIGITS = 16;

/** Card numbers are typed with spaces or dashes ("4111-1111 …"): only the digits count. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '').replace(/\D/g, '');
}

/** "4111111111111111" → "4111 1111 1111 1111" as it is typed; never more than 16 digits. */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).slice(0, CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The card's own rules are the gateway's (domain/payments/card-rules.ts), so the browser and the server
 * judge a card alike; an empty field is asked for before it is judged.
 */
function cardRules(
  card: { digits: string; month: number | null; year: number | null; cvv: string },
  now: Date,
): { number?: string; expiry?: string; cvv?: string } {
  const problems = validateCard(
    { number: card.digits, cvv: card.cvv, month: card.month ?? 0, year: card.year ?? 0 },
    now,
  );
  const key = (field: 'number' | 'expiration' | 'cvv') =>
    problems.find((problem) => problem.field === field)?.messageKey;
  const errors: { number?: string; expiry?: string; cvv?: string } = {};
  const number = card.digits === '' ? 'paymentPage.errors.required' : key('number');
  const expiry = card.month === null || card.year === null ? 'paymentPage.errors.expiry' : key('expiration');
  const cvv = card.cvv === '' ? 'paymentPage.errors.required' : key('cvv');
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvv) errors.cvv = cvv;
  return errors;
}

export interface CardFormValues {
  holderName: string;
  number: string;
  /** "1"–"12", or "" while not chosen. */
  month: string;
  /** Four digits, or "" while not chosen. */
  year: string;
  cvv: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  /** ISO 3166-1 alpha-2, or "" while not chosen. */
  country: string;
  postalCode: string;
}

export type CardField = keyof CardFormValues;

/** The fields in the order they appear, which is the order of the error summary. */
export const CARD_FIELDS: readonly CardField[] = [
  'holderName',
  'number',
  'month',
  'year',
  'cvv',
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'country',
  'postalCode',
];

export const EMPTY_CARD_FORM: CardFormValues = {
  holderName: '',
  number: '',
  month: '',
  year: '',
  cvv: '',
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  country: '',
  postalCode: '',
};

/** What the signed-in person's profile already says, so they do not type it again. */
export function prefilledForm(
  user: {
    first_name: string;
    last_name: string;
    email: string;
    address: string | null;
    booking_city: string | null;
    booking_country: string | null;
    country: string | null;
    postal_code: string | null;
  } | null,
): CardFormValues {
  if (!user) return EMPTY_CARD_FORM;
  const country = [user.booking_country, user.country].find(
    (code): code is string => !!code && isIsoCountry(code.toUpperCase()),
  );
  return {
    ...EMPTY_CARD_FORM,
    holderName: `${user.first_name} ${user.last_name}`.trim(),
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    address: user.address ?? '',
    city: user.booking_city ?? '',
    country: country?.toUpperCase() ?? '',
    postalCode: user.postal_code ?? '',
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export type CardFormErrors = Partial<Record<CardField, string>>;

/** Every field's first broken rule, as a message key; an empty object when the form may be sent. */
export function validateCardForm(form: CardFormValues, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  const month = /^\d{1,2}$/.test(form.month) ? Number(form.month) : null;
  const year = /^\d{4}$/.test(form.year) ? Number(form.year) : null;
  const card = cardRules({ digits: cardDigits(form.number), month, year, cvv: form.cvv.trim() }, now);
  if (form.holderName.trim().length < 3)
    errors.holderName =
      form.holderName.trim() === '' ? 'paymentPage.errors.required' : 'paymentPage.errors.holderName';
  if (card.number) errors.number = card.number;
  if (card.expiry) {
    // The message sits under the month; an unchosen year alone is named on the year.
    if (month !== null && year === null) errors.year = card.expiry;
    else errors.month = card.expiry;
  }
  if (card.cvv) errors.cvv = card.cvv;
  for (const field of ['firstName', 'lastName', 'address', 'city'] as const)
    if (form[field].trim() === '') errors[field] = 'paymentPage.errors.required';
  if (form.email.trim() === '') errors.email = 'paymentPage.errors.required';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'paymentPage.errors.email';
  if (!isIsoCountry(form.country)) errors.country = 'paymentPage.errors.country';
  if (form.postalCode.trim() === '') errors.postalCode = 'paymentPage.errors.required';
  else if (!POSTAL_CODE.test(form.postalCode.trim())) errors.postalCode = 'payment.postalCodeInvalid';
  return errors;
}

/** The one body that carries card data, and only to the gateway's token endpoint (never to /api). */
export function tokenRequest(form: CardFormValues) {
  return {
    card_number: cardDigits(form.number),
    expiration_month: Number(form.month),
    expiration_year: Number(form.year),
    cvv: form.cvv.trim(),
    holder_name: form.holderName.trim(),
  };
}

/** The billing address of the enrolment check (decision 0039: the server builds the locality). */
export function billingOf(form: CardFormValues) {
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    email: form.email.trim().toLowerCase(),
    address: form.address.trim(),
    city: form.city.trim(),
    country: form.country,
    postal_code: form.postalCode.trim(),
  };
}

/** Months "01"…"12" and the next twelve years from `now` for the expiry selects. */
export function expiryChoices(now: Date): { months: string[]; years: string[] } {
  const first = now.getFullYear();
  return {
    months: Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0')),
    years: Array.from({ length: 12 }, (_, index) => String(first + index)),
  };
}

/** Whether a card field changed: after a failed 3-D Secure check, only another card unblocks paying. */
export function cardChanged(before: CardFormValues, after: CardFormValues): boolean {
  return (
    cardDigits(before.number) !== cardDigits(after.number) ||
    before.month !== after.month ||
    before.year !== after.year ||
    before.cvv !== after.cvv ||
    before.holderName !== after.holderName
  );
}
