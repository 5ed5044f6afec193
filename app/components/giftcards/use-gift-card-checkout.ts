import { useCallback, useRef, useState } from 'react';
import type { GiftCardDraft } from '../../../domain/giftcards/gift-card-draft';
import { giftCardBody } from '../../../domain/giftcards/gift-card-form';
import { useTranslation } from '../../i18n/translation-context';
import { ApiError, useUntypedApi } from '../../lib/api-client';
import { clearGiftCardDraft } from '../../lib/browser-storage';
import type { CardFormValues } from '../../lib/card-form';
import { checkoutAttempt, isRetryablePurchaseFailure, withSameKey } from '../../lib/checkout-attempt';
import { type PaymentErrorView, paymentErrorView } from '../../lib/payment-errors';
import { asFailure, authenticateCard, isWebAddress } from '../payment/card-authentication';
import {
  rememberPaypalOrder,
  useChallengeGate,
  usePaypalReturn,
  useUnloadWarning,
} from '../payment/checkout-hooks';

/** The paid gift card (201 of create-gift-card and of the PayPal capture, docs/decisions/0041). */
export interface GiftCardJson {
  id: number;
  amount: number;
  total: number;
  delivery_date: string;
  status: string;
}

export type GiftCardStep =
  | 'tokenizing'
  | 'authenticating'
  | 'challenge'
  | 'validating'
  | 'purchasing'
  | 'paypal'
  | 'authorizingPaypal';

export interface GiftCardCheckoutState {
  running: GiftCardStep | null;
  error: PaymentErrorView | null;
  notice: string | null;
  /** The card whose 3-D Secure failed: paying waits until another card is entered (spec § 4). */
  failedCard: CardFormValues | null;
  challenge: { url: string } | null;
  giftCard: GiftCardJson | null;
}

const IDLE: GiftCardCheckoutState = {
  running: null,
  error: null,
  notice: null,
  failedCard: null,
  challenge: null,
  giftCard: null,
};

/** Waits between sends of the same gift card when the answer was lost or the first one still runs. */
const SAME_KEY_WAITS = [1000, 2000, 4000] as const;

/** What create-gift-card and the PayPal capture answer: the card (201), or a payment still pending (202). */
type PaidAnswer = { data: GiftCardJson } | { code: string; message: string };

/**
 * Paying for the gift card draft on /giftcards/payment (docs/decisions/0041): by card with 3-D Secure for
 * the card's total, or through PayPal, and PayPal's return; a card that costs nothing is confirmed
 * without a payment. Never with wallet credit (not transferable).
 * One Idempotency-Key per attempt, as for bookings.
 */
export function useGiftCardCheckout() {
  const api = useUntypedApi();
  const { t } = useTranslation();
  const [state, setState] = useState<GiftCardCheckoutState>(IDLE);
  const [attempt] = useState(() => checkoutAttempt(() => crypto.randomUUID()));
  const gate = useChallengeGate();
  /** Set just before leaving for PayPal: that navigation is expected, not a payment interrupted. */
  const leaving = useRef(false);

  const update = (patch: Partial<GiftCardCheckoutState>) => setState((current) => ({ ...current, ...patch }));

  const fail = useCallback(
    (error: unknown, patch: Partial<GiftCardCheckoutState> = {}) => {
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

  /** The card is paid: the draft is done with. A pending payment says so and keeps the draft. */
  const settle = useCallback(
    (answer: PaidAnswer) => {
      attempt.finish();
      if ('data' in answer) {
        clearGiftCardDraft();
        setState({ ...IDLE, giftCard: answer.data });
      } else {
        setState((current) => ({ ...current, running: null, challenge: null, notice: answer.message }));
      }
    },
    [attempt],
  );

  /** create-gift-card for the draft, with the same Idempotency-Key while a lost answer is retried. */
  const purchase = useCallback(
    async (draft: GiftCardDraft, payment: object, captchaToken: string) => {
      const body = { ...giftCardBody(draft), payment, captcha_token: captchaToken };
      try {
        const answer = await withSameKey(
          attempt.current(),
          (key) => api<PaidAnswer>('create-gift-card', { body, headers: { 'Idempotency-Key': key } }),
          { waits: SAME_KEY_WAITS, retryable: (error) => isRetryablePurchaseFailure(asFailure(error)) },
        );
        settle(answer);
      } catch (error) {
        fail(error);
      }
    },
    [api, attempt, fail, settle],
  );

  /** Card: token and 3-D Secure for the total, then create-gift-card with the same key while retried. */
  const payByCard = useCallback(
    async (input: { draft: GiftCardDraft; form: CardFormValues; total: number; captchaToken: string }) => {
      setState((current) => ({ ...current, error: null, notice: null }));
      const outcome = await authenticateCard({
        api,
        t,
        form: input.form,
        amount: input.total,
        step: (running) => update({ running }),
        challenge: async (url) => {
          const completed = await gate.wait(() => update({ running: 'challenge', challenge: { url } }));
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
          fail(null, { error: { message: outcome.message, action: null }, failedCard: input.form });
          return;
        case 'canceled':
          attempt.finish();
          update({ running: null, challenge: null, notice: t('paymentPage.threeDs.canceled') });
          return;
      }
      update({ running: 'purchasing' });
      await purchase(input.draft, outcome.payment, input.captchaToken);
    },
    [api, attempt, fail, gate, purchase, t],
  );

  /**
   * Nothing to charge: the server priced the card at 0 (a 100 % coupon), so it is bought with payment
   * `none`; the server refuses that for a card with a price, whatever this page believed.
   */
  const confirmFree = useCallback(
    async (input: { draft: GiftCardDraft; captchaToken: string }) => {
      setState((current) => ({ ...current, running: 'purchasing', error: null, notice: null }));
      await purchase(input.draft, { method: 'none' }, input.captchaToken);
    },
    [purchase],
  );

  /** PayPal: the order is created here, approved at PayPal, captured when the buyer comes back. */
  const payWithPaypal = useCallback(
    async (input: { draft: GiftCardDraft; captchaToken: string }) => {
      setState((current) => ({ ...current, running: 'paypal', error: null, notice: null }));
      try {
        const order = await api<{ id: string; approve_url: string }>('paypal/giftcard/orders', {
          body: { ...giftCardBody(input.draft), captcha_token: input.captchaToken },
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

  usePaypalReturn((back) => {
    if (back.kind === 'canceled') update({ notice: t('paymentPage.paypalCanceled') });
    else if (back.kind === 'unknown') update({ notice: t('paymentPage.paypalUnknown') });
    if (back.kind !== 'approved') return;
    update({ running: 'authorizingPaypal' });
    api<PaidAnswer>('paypal/orders/giftcard/capture-paypal-order', { body: { order_id: back.orderId } })
      .then(settle)
      .catch((error: unknown) => fail(error));
  });

  useUnloadWarning(state.running !== null, leaving);

  return {
    state,
    payByCard,
    payWithPaypal,
    confirmFree,
    completeChallenge: gate.complete,
    cancelChallenge: gate.cancel,
  };
}
