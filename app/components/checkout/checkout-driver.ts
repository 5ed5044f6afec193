/**
 * The checkout machine at work (docs/decisions/0051-checkout-machine): the calls of each attempt, turned into
 * the machine's events, with no React in it (use-checkout.ts binds it to a page). It keeps one
 * Idempotency-Key per attempt, sent again while a purchase whose answer was lost is retried, and finished
 * when the attempt ends.
 */
import type { UserJson } from '../../../domain/accounts/user-json';
import { ApiError } from '../../lib/api-client';
import type { CardFormValues } from '../../lib/card-form';
import {
  checkoutAttempt,
  isRetryablePurchaseFailure,
  type PaypalReturn,
  withSameKey,
} from '../../lib/checkout-attempt';
import { type PaymentErrorView, paymentErrorView } from '../../lib/payment-errors';
import { asFailure, authenticateCard, isWebAddress } from '../payment/card-authentication';
import type { Api, CheckoutAdapter, Settled } from './checkout-adapter';
import { CHOOSING, type CheckoutEvent, type CheckoutState, checkoutReducer } from './checkout-machine';
import { rememberPaypalOrder } from './paypal-return';

/** Waits between sends of the same purchase when the answer was lost or the first one still runs. */
export const SAME_KEY_WAITS = [1000, 2000, 4000] as const;

/** What the driver needs of the page: read anew at each use (the language may change). */
export interface CheckoutPorts {
  api: Api;
  t: (key: string) => string;
  setUser: (user: UserJson) => void;
  /** A new Idempotency-Key. */
  newKey: () => string;
  /** Follows PayPal's approval address. */
  leaveFor: (url: string) => void;
}

export type Checkout<Order, Result, Uncharged> = ReturnType<typeof createCheckout<Order, Result, Uncharged>>;

export function createCheckout<Order, Result, Uncharged>(adapter: CheckoutAdapter<Order, Result, Uncharged>) {
  let connected: CheckoutPorts | null = null;
  const ports = (): CheckoutPorts => {
    if (!connected) throw new Error('A checkout runs once connected to its page.');
    return connected;
  };
  let state: CheckoutState<Result> = CHOOSING;
  const listeners = new Set<() => void>();
  const attempt = checkoutAttempt(() => ports().newKey());
  /** Settles the bank's challenge: true once completed, false when closed. */
  let challengeGate: ((completed: boolean) => void) | null = null;
  /** Set just before leaving for PayPal: that navigation is expected, not a payment interrupted. */
  const leaving = { current: false };

  /** Applies `event`; false when the machine ignored it. */
  const send = (event: CheckoutEvent<Result>): boolean => {
    const next = checkoutReducer(state, event);
    if (next === state) return false;
    state = next;
    for (const listener of listeners) listener();
    return true;
  };

  const refuse = (error: PaymentErrorView, refusedCard?: CardFormValues) => {
    attempt.finish();
    send({ type: 'failed', error, ...(refusedCard ? { refusedCard } : {}) });
  };
  const fail = (error: unknown) => refuse(paymentErrorView(asFailure(error), ports().t));

  const settle = async (settled: Settled<Result>, viaPaypal: boolean) => {
    attempt.finish();
    if (settled.kind === 'pending') {
      send({ type: 'pending', notice: settled.message });
      return;
    }
    if (!send({ type: 'paid', result: settled.result })) return;
    const { api, setUser } = ports();
    await adapter.paid(settled.result, { viaPaypal, api, setUser });
  };

  /** The purchase call, sent again with the same key while its failure may not be final. */
  const purchase = async (
    order: Order,
    payment: Parameters<typeof adapter.place>[1]['payment'],
    captchaToken: string,
  ) => {
    let answer: Settled<Result>;
    try {
      answer = await withSameKey(
        attempt.current(),
        (key) => adapter.place(ports().api, { order, payment, captchaToken, key }),
        { waits: SAME_KEY_WAITS, retryable: (error) => isRetryablePurchaseFailure(asFailure(error)) },
      );
    } catch (error) {
      fail(error);
      return;
    }
    await settle(answer, false);
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    leaving: leaving as { readonly current: boolean },
    /** The page's API client, language and session, given again whenever they change. */
    connect(next: CheckoutPorts) {
      connected = next;
    },

    /** Card: token, 3-D Secure for `amount` (USD), then the purchase. */
    async payByCard(input: { order: Order; form: CardFormValues; amount: number; captchaToken: string }) {
      if (!send({ type: 'start', step: 'tokenizing' })) return;
      const { api, t } = ports();
      const outcome = await authenticateCard({
        api,
        t,
        form: input.form,
        amount: input.amount,
        step: (step) => {
          if (step !== 'tokenizing') send({ type: step });
        },
        challenge: (url, transactionId) =>
          new Promise<boolean>((resolve) => {
            challengeGate = resolve;
            send({ type: 'challenge', url, transactionId });
          }),
      });
      challengeGate = null;
      switch (outcome.kind) {
        case 'failed':
          fail(outcome.error);
          return;
        case 'fieldRefused':
          refuse({ message: outcome.message, action: null });
          return;
        case 'cardRefused':
          refuse({ message: outcome.message, action: null }, input.form);
          return;
        case 'canceled':
          attempt.finish();
          send({ type: 'canceled', notice: ports().t('paymentPage.threeDs.canceled') });
          return;
      }
      send({ type: 'authenticated' });
      await purchase(input.order, outcome.payment, input.captchaToken);
    },

    /** Nothing to charge a card for: wallet credit covers it, or it costs nothing. */
    async payWithoutCard(input: { order: Order; payment: Uncharged; captchaToken: string }) {
      if (!send({ type: 'start', step: 'purchasing' })) return;
      await purchase(input.order, input.payment, input.captchaToken);
    },

    /** PayPal: the order is created here and approved at PayPal; `paypalReturned` completes it. */
    async payWithPaypal(input: { order: Order; captchaToken: string }) {
      if (!send({ type: 'start', step: 'paypal' })) return;
      try {
        const order = await adapter.openPaypalOrder(ports().api, input);
        if (!isWebAddress(order.approve_url)) throw new ApiError(502, 'PAYPAL_URL', '');
        rememberPaypalOrder(order.id);
        leaving.current = true;
        ports().leaveFor(order.approve_url);
      } catch (error) {
        fail(error);
      }
    },

    /** PayPal's return, read as the page starts (paypal-return.ts). */
    async paypalReturned(back: PaypalReturn) {
      const { t } = ports();
      if (back.kind === 'canceled') send({ type: 'noticed', notice: t('paymentPage.paypalCanceled') });
      if (back.kind === 'unknown') send({ type: 'noticed', notice: t('paymentPage.paypalUnknown') });
      if (back.kind !== 'approved' || !send({ type: 'start', step: 'authorizingPaypal' })) return;
      let answer: Settled<Result>;
      try {
        answer = await adapter.completePaypalOrder(ports().api, back.orderId);
      } catch (error) {
        fail(error);
        return;
      }
      await settle(answer, true);
    },

    /** The bank's challenge reached our redirect page (the frame's message was checked by the dialog). */
    completeChallenge: () => challengeGate?.(true),
    cancelChallenge: () => challengeGate?.(false),
  };
}
