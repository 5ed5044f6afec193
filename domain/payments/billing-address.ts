/**
 * The billing address of the 3-D Secure enrolment check (docs/decisions/0039): how the product builds it
 * from the payment form and the rules a gateway applies to it. Pure.
 */
import { isIsoCountry } from '../../common/countries/iso-countries';
import type { BillingAddress } from './payment-gateway';

/** The payment form's billing fields, as the API receives them. */
export interface BillingForm {
  first_name: string;
  last_name: string;
  email: string;
  address: string;
  city: string;
  country: string;
  postal_code: string;
}

/** Countries whose issuers want the city alone as locality; others get `{country}-{city}` (docs/product.md § Booking and payment input). */
const CITY_ONLY_COUNTRIES = new Set(['US', 'CA']);

export function billingLocality(country: string, city: string): string {
  const code = country.trim().toUpperCase();
  const place = city.trim();
  return CITY_ONLY_COUNTRIES.has(code) ? place : `${code}-${place}`;
}

export function toBillingAddress(form: BillingForm): BillingAddress {
  return {
    firstName: form.first_name.trim(),
    lastName: form.last_name.trim(),
    email: form.email.trim(),
    address: form.address.trim(),
    locality: billingLocality(form.country, form.city),
    postalCode: form.postal_code.trim(),
    country: form.country.trim().toUpperCase(),
  };
}

/** 3 to 10 letters, digits, spaces or dashes: every postal code format of the Americas fits. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

export interface BillingProblem {
  code: 'POSTAL_CODE_INVALID' | 'BILLING_INVALID';
  /** The gateway's name of the field (`postalCode`), as the API answers it in `errored_variable`. */
  erroredVariable: keyof BillingAddress;
}

const present = (value: string, max: number) => value.trim().length > 0 && value.length <= max;

/**
 * The first field a gateway would refuse, in the form's order, or null. The postal code has its own code
 * because the payment page words it apart (payment.checkEnrollmentPostalCodeError).
 */
export function billingProblem(billing: BillingAddress): BillingProblem | null {
  const invalid = (erroredVariable: keyof BillingAddress): BillingProblem => ({
    code: 'BILLING_INVALID',
    erroredVariable,
  });
  if (!present(billing.firstName, 60)) return invalid('firstName');
  if (!present(billing.lastName, 60)) return invalid('lastName');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(billing.email) || billing.email.length > 254)
    return invalid('email');
  if (!present(billing.address, 120)) return invalid('address');
  if (!isIsoCountry(billing.country)) return invalid('country');
  const city = CITY_ONLY_COUNTRIES.has(billing.country)
    ? billing.locality
    : billing.locality.slice(billing.country.length + 1);
  if (!present(city, 80)) return invalid('locality');
  if (!POSTAL_CODE_PATTERN.test(billing.postalCode)) {
    return { code: 'POSTAL_CODE_INVALID', erroredVariable: 'postalCode' };
  }
  return null;
}
