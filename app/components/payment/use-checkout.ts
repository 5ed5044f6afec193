import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserJson } from '../../../domain/accounts/user-json';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { useTranslation } from '../../i18n/translation-context';
import { ApiError, useApi } from '../../lib/api-client';
import { clearBookingDraft } from '../../lib/browser-storage';
import { billingOf, type CardFormValues, tokenRequest } from '../../lib/card-form';
import {
  checkoutAttempt,
  isRetryablePurchaseFailure,
  PAYPAL_ORDER_KEY,
  paypalReturn,
  purchaseBody,
  type PurchasePayment,
  withSameKey,
} from '../../lib/checkout-attempt';
import { enrollmentErrorKey, type PaymentErrorView, paymentErrorView } from '../../lib/payment-errors';
import { useSession } from '../../lib/session';

export type CheckoutStep =
  | 'tokenizing'
  | 'authenticating'
  | 'challenge'
  | 'validating'
  | 'purchasing'
  | 'paypal'
  | 'authorizingPaypal';

export interface CheckoutState {
  running: CheckoutStep | null;
  error: PaymentErrorView | null;
  /** A notice that is not a failure (PayPal canceled, the bank's check canceled). */
  notice: string | null;
  /** The card whose 3-D Secure failed: paying waits until another card is entered (spec § 4). */
  failedCard: CardFormValues | null;
  challenge: { url: string; transactionId: string } | null;
  purchase: PurchaseJson | null;
}

const IDLE: CheckoutState = {
  running: null,
  error: null,
  notice: null,
  failedCard: null,
  challenge: null,
  purchase: null,
};

/** Waits between sends of the same purchase when the answer was lost or the first one still runs. */
const SAME_KEY_WAITS = [1000, 2000, 4000] as const;

const asFailure = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, 'NETWORK', '', [], {});

/**
 * The card's one trip: its data goes to the gateway's token endpoint and nowhere else (never /api, never
 * storage, never a log); the product only ever sees the token.
 */
async function tokenizeCard(form: CardFormValues): Promise<string> {
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
function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Paying for the draft on /booking/payment (docs/decisions/0039): by card with 3-D Secure, with wallet
 * credit, or through PayPal (also as a guest), and PayPal's return. One Idempotency-Key per attempt.
 */
export function useCheckout() {
  const api = useApi();
  const { t } = useTranslation();
  const { setUser } = useSession();
  const [state, setState] = useState<CheckoutState>(IDLE);
  const [attempt] = useState(() => checkoutAttempt(() => crypto.randomUUID()));
  const challengeDone = useRef<{ resolve: () => void; reject: () => void } | null>(null);
  /** Set just before leaving for PayPal: that navigation is expected, not a payment interrupted. */
  const leaving = useRef(false);

  const update = (patch: Partial<CheckoutState>) => setState((current) => ({ ...current, ...patch }));

  const succeed = useCallback(
    (purchase: PurchaseJson) => {
      clearBookingDraft();
      attempt.finish();
      setState({ ...IDLE, purchase });
    },
    [attempt],
  );

  const fail = useCallback(
    (error: unknown, patch: Partial<CheckoutState> = {}) => {
      attempt.finish();
      setState((current) => ({
        ...current,
        running: null,
        challenge: null,
        error: paymentErrorView(asFailure(error), t),
        ...patch,
      }));
    },
    [attempt, t],
  );

  const purchase = useCallback(
    async (body: ReturnType<typeof purchaseBody>) => {
      update({ running: 'purchasing' });
      const key = attempt.current();
      const answer = await withSameKey(
        key,
        (sameKey) =>
          api<{ data: PurchaseJson }>('purchase-experience', {
            body,
            headers: { 'Idempotency-Key': sameKey },
          }),
        { waits: SAME_KEY_WAITS, retryable: (error) => isRetryablePurchaseFailure(asFailure(error)) },
      );
      succeed(answer.data);
    },
    [api, attempt, succeed],
  );

  /** Card: token, 3-D Secure (set-up, enrolment, the bank's challenge, validation), then the purchase. */
  const payByCard = useCallback(
    async (input: {
      draft: BookingDraft;
      form: CardFormValues;
      amount: number;
      applyWallet: boolean;
      captchaToken: string | null;
    }) => {
      setState((current) => ({ ...current, running: 'tokenizing', error: null, notice: null }));
      const cardFailed = (message: string) =>
        setState((current) => ({
          ...current,
          running: null,
          challenge: null,
          error: { message, action: null },
          failedCard: input.form,
        }));
      let cardToken: string;
      try {
        cardToken = await tokenizeCard(input.form);
      } catch (error) {
        fail(error);
        return;
      }
      let transactionId: string;
      try {
        update({ running: 'authenticating' });
        const setUp = await api<{ reference_id: string }>('auth-setup', { body: { card_token: cardToken } });
        let enrolment: { transaction_id: string; step_up: boolean; step_up_url?: string | null };
        try {
          enrolment = await api('auth-check-enrollment', {
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
          // A refused postal code is fixed in its own field, not by another card: Pay stays open.
          if (failure.body?.errored_variable === 'postalCode')
            fail(error, { error: { message, action: null } });
          else cardFailed(message);
          return;
        }
        transactionId = enrolment.transaction_id;
        if (enrolment.step_up && enrolment.step_up_url) {
          const url = enrolment.step_up_url;
          const completed = await new Promise<boolean>((resolve) => {
            challengeDone.current = { resolve: () => resolve(true), reject: () => resolve(false) };
            update({ running: 'challenge', challenge: { url, transactionId } });
          });
          challengeDone.current = null;
          if (!completed) {
            attempt.finish();
            update({ running: null, challenge: null, notice: t('paymentPage.threeDs.canceled') });
            return;
          }
          update({ challenge: null });
        }
        update({ running: 'validating' });
        const validation = await api<{ authorized: boolean }>('validate-authorization', {
          body: { transaction_id: transactionId },
        });
        if (!validation.authorized) {
          cardFailed(t('payment.authenticationFailed'));
          return;
        }
      } catch (error) {
        // Any failure of the card's authentication blocks paying with it (spec § 4).
        cardFailed(paymentErrorView(asFailure(error), t).message);
        return;
      }
      const payment: PurchasePayment = {
        method: 'card',
        card_token: cardToken,
        transaction_id: transactionId,
      };
      try {
        await purchase(
          purchaseBody(input.draft, {
            applyWallet: input.applyWallet,
            payment,
            captchaToken: input.captchaToken,
          }),
        );
      } catch (error) {
        fail(error);
      }
    },
    [api, attempt, fail, purchase, t],
  );

  /** Wallet credit covers the whole total: nothing to charge. */
  const payWithWallet = useCallback(
    async (input: { draft: BookingDraft; captchaToken: string | null }) => {
      setState((current) => ({ ...current, error: null, notice: null }));
      try {
        await purchase(
          purchaseBody(input.draft, {
            applyWallet: true,
            payment: { method: 'wallet' },
            captchaToken: input.captchaToken,
          }),
        );
      } catch (error) {
        fail(error);
      }
    },
    [purchase, fail],
  );

  /** PayPal: the order is created here, approved at PayPal, authorized when the traveller comes back. */
  const payWithPaypal = useCallback(
    async (input: { draft: BookingDraft; applyWallet: boolean; captchaToken: string | null }) => {
      setState((current) => ({ ...current, running: 'paypal', error: null, notice: null }));
      try {
        const order = await api<{ id: string; approve_url: string }>('paypal/orders', {
          body: purchaseBody(input.draft, {
            applyWallet: input.applyWallet,
            captchaToken: input.captchaToken,
          }),
        });
        if (!isWebAddress(order.approve_url)) throw new ApiError(502, 'PAYPAL_URL', '');
        try {
          sessionStorage.setItem(PAYPAL_ORDER_KEY, order.id);
        } catch {
          // Without the marker the return is not acted on: the traveller is told to try again.
        }
        leaving.current = true;
        window.location.assign(order.approve_url);
      } catch (error) {
        fail(error);
      }
    },
    [api, fail],
  );

  // PayPal's return: `?paypal=approved&paypal_order=ID` for the order this tab started, or `?paypal=canceled`.
  const [searchParams, setSearchParams] = useSearchParams();
  const paypalState = searchParams.get('paypal');
  useEffect(() => {
    if (paypalState === null) return;
    let saved: string | null;
    try {
      saved = sessionStorage.getItem(PAYPAL_ORDER_KEY);
      sessionStorage.removeItem(PAYPAL_ORDER_KEY);
    } catch {
      saved = null;
    }
    const back = paypalReturn(searchParams, saved);
    setSearchParams(
      (params) => {
        params.delete('paypal');
        params.delete('paypal_order');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // The return is read from the address and session storage once, as the page starts: outside React.
    if (back.kind === 'canceled') {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      update({ notice: t('paymentPage.paypalCanceled') });
      return;
    }
    if (back.kind === 'unknown') {
      update({ notice: t('paymentPage.paypalUnknown') });
      return;
    }
    if (back.kind !== 'approved') return;
    update({ running: 'authorizingPaypal' });
    void api<{ data: PurchaseJson }>('paypal/orders/authorize-paypal-order', {
      body: { order_id: back.orderId },
    })
      .then(async (answer) => {
        succeed(answer.data);
        // A guest was signed in by the approval: the header and the page learn who they are now.
        const session = await api<{ user: UserJson | null }>('session').catch(() => null);
        if (session?.user) setUser(session.user);
      })
      .catch((error: unknown) => fail(error));
    // Once per return: the parameters are removed right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paypalState]);

  // Leaving while a payment runs could leave the traveller unsure whether they paid: ask first.
  const running = state.running;
  useEffect(() => {
    if (running === null) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  /** The bank's challenge reached our redirect page (the frame's message was checked by the dialog). */
  const completeChallenge = useCallback(() => challengeDone.current?.resolve(), []);
  const cancelChallenge = useCallback(() => challengeDone.current?.reject(), []);

  return { state, payByCard, payWithWallet, payWithPaypal, completeChallenge, cancelChallenge };
}
