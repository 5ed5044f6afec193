/**
 * The card's authentication shared by every checkout that charges a card (the booking's and the gift
 * card's, docs/decisions/0039 and 0041): the gateway's token, then 3-D Secure (set-up, enrolment, the
 * bank's challenge, validation) for the amount about to be charged. What to buy with the result is the
 * caller's business.
 */
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import {
  authCheckEnrollmentEndpoint,
  authSetupEndpoint,
  validateAuthorizationEndpoint,
} from '../../../domain/payments/contract';
import { ApiError, type useApi } from '../../lib/api-client';
import { billingOf, type CardFormValues, tokenRequest } from '../../lib/card-form';
import { enrollmentErrorKey, paymentErrorView } from '../../lib/payment-errors';

type Api = ReturnType<typeof useApi>;

/** Any failure as an ApiError: no answer at all is a 0-status one. */
export const asFailure = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, 'NETWORK', '', [], {});

/**
 * The card's one trip: its data goes to the gateway's token endpoint and nowhere else (never /api, never
 * storage, never a log); the product only ever sees the token.
 */
export async function tokenizeCard(form: CardFormValues): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/sandbox/gateway/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokenRequest(form)),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const token = [data.token, data.card_token, data.id].find((value) => typeof value === 'string');
  if (!response.ok || typeof token !== 'string')
    throw new ApiError(
      response.status,
      typeof data.code === 'string' ? data.code : 'TOKEN_FAILED',
      typeof data.message === 'string' ? data.message : '',
      [],
      data,
    );
  return token;
}

/** Only a web address is followed to PayPal's approval page (never `javascript:` or the like). */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export type CardAuthentication =
  /** The card may be charged: the payment field of the purchase or gift-card call. */
  | { kind: 'authenticated'; payment: { method: 'card'; card_token: string; transaction_id: string } }
  /** No token (the gateway refused or did not answer): shown like any failed call. */
  | { kind: 'failed'; error: unknown }
  /** The postal code was refused: fixed in its own field, so paying stays open. */
  | { kind: 'fieldRefused'; message: string }
  /** The card's authentication failed: paying waits until another card is entered (docs/product.md § Errors). */
  | { kind: 'cardRefused'; message: string }
  /** The traveller closed the bank's challenge. */
  | { kind: 'canceled' };

export type CardAuthenticationStep = 'tokenizing' | 'authenticating' | 'validating';

/**
 * Tokenizes `form` and authenticates the card for `amount` (USD). `step` reports progress; `challenge`
 * shows the bank's page and resolves true once it is completed, false when canceled.
 */
export async function authenticateCard(input: {
  api: Api;
  t: (key: string) => string;
  form: CardFormValues;
  amount: number;
  step: (step: CardAuthenticationStep) => void;
  challenge: (url: string, transactionId: string) => Promise<boolean>;
}): Promise<CardAuthentication> {
  const { api, t } = input;
  input.step('tokenizing');
  let cardToken: string;
  try {
    cardToken = await tokenizeCard(input.form);
  } catch (error) {
    return { kind: 'failed', error };
  }
  let transactionId: string;
  try {
    input.step('authenticating');
    const setUp = await api(authSetupEndpoint, { body: { card_token: cardToken } });
    let enrolment: SuccessAnswer<typeof authCheckEnrollmentEndpoint>;
    try {
      enrolment = await api(authCheckEnrollmentEndpoint, {
        body: {
          card_token: cardToken,
          reference_id: setUp.reference_id,
          amount: input.amount,
          billing: billingOf(input.form),
        },
      });
    } catch (error) {
      const failure = asFailure(error);
      const message = t(enrollmentErrorKey(failure));
      return failure.body?.errored_variable === 'postalCode'
        ? { kind: 'fieldRefused', message }
        : { kind: 'cardRefused', message };
    }
    transactionId = enrolment.transaction_id;
    if (enrolment.step_up && enrolment.step_up_url) {
      const completed = await input.challenge(enrolment.step_up_url, transactionId);
      if (!completed) return { kind: 'canceled' };
    }
    input.step('validating');
    const validation = await api(validateAuthorizationEndpoint, {
      body: { transaction_id: transactionId },
    });
    if (!validation.authorized) return { kind: 'cardRefused', message: t('payment.authenticationFailed') };
  } catch (error) {
    // Any failure of the card's authentication blocks paying with it (docs/product.md § Errors).
    return { kind: 'cardRefused', message: paymentErrorView(asFailure(error), t).message };
  }
  return {
    kind: 'authenticated',
    payment: { method: 'card', card_token: cardToken, transaction_id: transactionId },
  };
}
