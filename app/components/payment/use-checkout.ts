import { useCallback, useRef, useState } from 'react';
import type { UserJson } from '../../../domain/accounts/user-json';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { useTranslation } from '../../i18n/translation-context';
import { ApiError, useUntypedApi } from '../../lib/api-client';
import { clearBookingDraft } from '../../lib/browser-storage';
import type { CardFormValues } from '../../lib/card-form';
import {
  checkoutAttempt,
  isRetryablePurchaseFailure,
  purchaseBody,
  withSameKey,
} from '../../lib/checkout-attempt';
import { type PaymentErrorView, paymentErrorView } from '../../lib/payment-errors';
import { useSession } from '../../lib/session';
import { asFailure, authenticateCard, isWebAddress } from './card-authentication';
import { rememberPaypalOrder, useChallengeGate, usePaypalReturn, useUnloadWarning } from './checkout-hooks';

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

/**
 * Paying for the draft on /booking/payment (docs/decisions/0039): by card with 3-D Secure, with wallet
 * credit, or through PayPal (also as a guest), and PayPal's return. One Idempotency-Key per attempt.
 */
export function useCheckout() {
  const api = useUntypedApi();
  const { t } = useTranslation();
  const { setUser } = useSession();
  const [state, setState] = useState<CheckoutState>(IDLE);
  const [attempt] = useState(() => checkoutAttempt(() => crypto.randomUUID()));
  const gate = useChallengeGate();
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
      setState((current) => ({ ...current, error: null, notice: null }));
      const outcome = await authenticateCard({
        api,
        t,
        form: input.form,
        amount: input.amount,
        step: (running) => update({ running }),
        challenge: async (url, transactionId) => {
          const completed = await gate.wait(() =>
            update({ running: 'challenge', challenge: { url, transactionId } }),
          );
          if (completed) update({ challenge: null });
          return completed;
        },
      });
      switch (outcome.kind) {
        case 'failed':
          fail(outcome.error);
          return;
        case 'fieldRefused':
          fail(null, { error: { message: outcome.message, action: null } });
          return;
        case 'cardRefused':
          setState((current) => ({
            ...current,
            running: null,
            challenge: null,
            error: { message: outcome.message, action: null },
            failedCard: input.form,
          }));
          return;
        case 'canceled':
          attempt.finish();
          update({ running: null, challenge: null, notice: t('paymentPage.threeDs.canceled') });
          return;
      }
      const payment = outcome.payment;
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
    [api, attempt, fail, gate, purchase, t],
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
        rememberPaypalOrder(order.id);
        leaving.current = true;
        window.location.assign(order.approve_url);
      } catch (error) {
        fail(error);
      }
    },
    [api, fail],
  );

  // PayPal's return: `?paypal=approved&paypal_order=ID` for the order this tab started, or `?paypal=canceled`.
  usePaypalReturn((back) => {
    if (back.kind === 'canceled') {
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
  });

  useUnloadWarning(state.running !== null, leaving);

  return {
    state,
    payByCard,
    payWithWallet,
    payWithPaypal,
    completeChallenge: gate.complete,
    cancelChallenge: gate.cancel,
  };
}
