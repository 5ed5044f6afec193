import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json';
import es from '../../../common/i18n/es.json';
import { createTranslator } from '../../../common/i18n/translator';
import { DECLINED_INVALID_DATA, enrollmentErrorKey, paymentErrorView } from '../../../app/lib/payment-errors';

const tEs = createTranslator('es', es);
const tEn = createTranslator('en', en, es);
const fail = (status: number, code: string, message = 'Mensaje del servidor', body = {}) => ({
  status,
  code,
  message,
  body,
});

describe('payment error messages', () => {
  it('shows the server’s translated message for a refusal it explains', () => {
    expect(paymentErrorView(fail(402, 'EXPIRED_CARD', 'La tarjeta está vencida.'), tEs)).toEqual({
      message: 'La tarjeta está vencida.',
      action: null,
    });
  });

  it('replaces the blocked, deleted and unavailable accounts with the catalogue’s words', () => {
    expect(paymentErrorView(fail(403, 'USER_BLOCKED'), tEs).message).toBe(es.payment.userBlocked);
    expect(paymentErrorView(fail(403, 'USER_BLOCKED'), tEn).message).toBe(en.payment.userBlocked);
    expect(paymentErrorView(fail(403, 'USER_DELETED'), tEs).message).toBe(es.payment.paymentError);
    expect(paymentErrorView(fail(403, 'USER_UNAVAILABLE'), tEn).message).toBe(en.payment.paymentError);
  });

  it('hides the issuer’s generic decline, network failures and server errors behind payment.paymentError', () => {
    expect(paymentErrorView(fail(402, 'DECLINED', DECLINED_INVALID_DATA), tEs).message).toBe(
      es.payment.paymentError,
    );
    expect(paymentErrorView(fail(0, 'NETWORK', 'x'), tEs).message).toBe(es.payment.paymentError);
    expect(paymentErrorView(fail(500, 'INTERNAL', 'stack'), tEn).message).toBe(en.payment.paymentError);
    expect(paymentErrorView(fail(400, 'X', '  '), tEs).message).toBe(es.payment.paymentError);
  });

  it('offers sign-in for a PayPal address with an account and another hour when sold out', () => {
    expect(paymentErrorView(fail(409, 'PAYPAL_SIGN_IN_FIRST', ''), tEs)).toEqual({
      message: es.payment.paypalSignInFirst,
      action: 'signIn',
    });
    expect(paymentErrorView(fail(401, 'UNAUTHENTICATED'), tEn)).toEqual({
      message: en.payment.loginToContinue,
      action: 'signIn',
    });
    expect(paymentErrorView(fail(409, 'CAPACITY_EXCEEDED'), tEs)).toEqual({
      message: es.paymentPage.capacity,
      action: 'otherHour',
    });
  });

  it('names the postal code when the enrolment check blames it, the card otherwise', () => {
    expect(enrollmentErrorKey(fail(400, 'POSTAL_CODE_INVALID', '', { errored_variable: 'postalCode' }))).toBe(
      'payment.checkEnrollmentPostalCodeError',
    );
    expect(enrollmentErrorKey(fail(400, 'BILLING_INVALID', '', { errored_variable: 'city' }))).toBe(
      'payment.checkEnrollmentGeneralError',
    );
    expect(enrollmentErrorKey(fail(0, 'NETWORK'))).toBe('payment.checkEnrollmentGeneralError');
  });
});
