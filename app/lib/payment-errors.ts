/**
 * What a failed payment tells the traveller (docs/product.md § Errors, payment): the server's message
 * (the API translates it) or `payment.paymentError`, with the product's own words for the issuer's, and what they can do
 * next: sign in (a PayPal address that already has an account) or choose another hour (sold out).
 */

/** The parts of a refused API call this reads (app/lib/api-client's ApiError fits). */
export interface PaymentFailure {
  status: number;
  code: string;
  message: string;
  body?: Record<string, unknown>;
}

export type PaymentErrorAction = 'signIn' | 'otherHour' | null;

export interface PaymentErrorView {
  /** A translated message: the server's own, or a catalogue key's text through `t`. */
  message: string;
  action: PaymentErrorAction;
}

/** The issuer's generic refusal, which names no field the traveller could fix. */
export const DECLINED_INVALID_DATA = 'Declined - One or more fields in the request contains invalid data';

export function paymentErrorView(failure: PaymentFailure, t: (key: string) => string): PaymentErrorView {
  const generic = t('payment.paymentError');
  switch (failure.code) {
    case 'USER_BLOCKED':
      return { message: t('payment.userBlocked'), action: null };
    case 'USER_DELETED':
    case 'USER_UNAVAILABLE':
      return { message: generic, action: null };
    case 'PAYPAL_SIGN_IN_FIRST':
      return { message: failure.message || t('payment.paypalSignInFirst'), action: 'signIn' };
    case 'CAPACITY_EXCEEDED':
      return { message: t('paymentPage.capacity'), action: 'otherHour' };
    case 'UNAUTHENTICATED':
      return { message: t('payment.loginToContinue'), action: 'signIn' };
  }
  // No answer at all, or a server failure: nothing the server said is worth repeating.
  if (failure.status === 0 || failure.status >= 500) return { message: generic, action: null };
  const message = failure.message.trim();
  if (message === '' || message === DECLINED_INVALID_DATA) return { message: generic, action: null };
  return { message, action: null };
}

/** The enrolment check's refusal (docs/product.md § Errors): the postal code, or anything else about the card. */
export function enrollmentErrorKey(failure: PaymentFailure): string {
  const variable = failure.body?.errored_variable;
  return variable === 'postalCode'
    ? 'payment.checkEnrollmentPostalCodeError'
    : 'payment.checkEnrollmentGeneralError';
}
