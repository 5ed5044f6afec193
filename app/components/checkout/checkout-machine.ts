/**
 * Every paid checkout as one state machine (docs/decisions/0051-checkout-machine): choosing a method, then
 * the card's token, its 3-D Secure (the bank's challenge when it asks for one), paying, and paid or failed.
 * Pure: the events come from the driver (checkout-driver.ts), which makes the calls. Whatever is bought
 * (a booking, a gift card) only changes what `paid` holds.
 */
import type { CardFormValues } from '../../lib/card-form';
import type { PaymentErrorView } from '../../lib/payment-errors';

/** The card whose 3-D Secure failed: paying by card waits until another card is entered (product.md § Payments). */
type Refused = { refusedCard: CardFormValues | null };

/** The steps while a payment runs; their names are the Pay button's words (`paymentPage.steps.*`). */
export type RunningStep =
  | 'tokenizing'
  | 'authenticating'
  | 'challenge'
  | 'validating'
  | 'purchasing'
  | 'paypal'
  | 'authorizingPaypal';

export type CheckoutState<Result> =
  /** Nothing runs: a method is being chosen; `notice` is news that is not a failure (PayPal canceled…). */
  | ({ kind: 'choosing'; notice: string | null } & Refused)
  | ({ kind: 'tokenizing' } & Refused)
  | ({ kind: 'authenticating' } & Refused)
  /** The bank's page is shown in the 3-D Secure dialog. */
  | ({ kind: 'challenge'; url: string; transactionId: string } & Refused)
  | ({ kind: 'validating' } & Refused)
  /** The purchase call (card, wallet credit, nothing to charge), retried with the same key. */
  | ({ kind: 'purchasing' } & Refused)
  /** PayPal's order is created and the traveller sent to approve it. */
  | ({ kind: 'paypal' } & Refused)
  /** Back from PayPal: the approved order is authorized or captured. */
  | ({ kind: 'authorizingPaypal' } & Refused)
  | { kind: 'paid'; result: Result }
  | ({ kind: 'failed'; error: PaymentErrorView } & Refused);

export type CheckoutEvent<Result> =
  /** An attempt starts: by card (its token first), a purchase without a card, PayPal, or PayPal's return. */
  | { type: 'start'; step: 'tokenizing' | 'purchasing' | 'paypal' | 'authorizingPaypal' }
  | { type: 'authenticating' }
  | { type: 'challenge'; url: string; transactionId: string }
  | { type: 'validating' }
  /** The card passed 3-D Secure: its purchase starts. */
  | { type: 'authenticated' }
  | { type: 'paid'; result: Result }
  /** The server took the order but the payment is still pending: said, and the draft kept. */
  | { type: 'pending'; notice: string }
  /** `refusedCard`: the card that failed its authentication. */
  | { type: 'failed'; error: PaymentErrorView; refusedCard?: CardFormValues }
  /** The traveller closed the bank's challenge. */
  | { type: 'canceled'; notice: string }
  /** News while nothing runs (PayPal's return said canceled, or named an order this tab did not start). */
  | { type: 'noticed'; notice: string };

export const CHOOSING: CheckoutState<never> = { kind: 'choosing', notice: null, refusedCard: null };

const RUNNING: ReadonlySet<string> = new Set<RunningStep>([
  'tokenizing',
  'authenticating',
  'challenge',
  'validating',
  'purchasing',
  'paypal',
  'authorizingPaypal',
]);

/** The step under way, or null when nothing runs (the Pay button, the warnings before leaving). */
export function runningStep(state: CheckoutState<unknown>): RunningStep | null {
  return RUNNING.has(state.kind) ? (state.kind as RunningStep) : null;
}

/** The refusal shown, when the last attempt failed. */
export function failureOf(state: CheckoutState<unknown>): PaymentErrorView | null {
  return state.kind === 'failed' ? state.error : null;
}

export function noticeOf(state: CheckoutState<unknown>): string | null {
  return state.kind === 'choosing' ? state.notice : null;
}

export function refusedCardOf(state: CheckoutState<unknown>): CardFormValues | null {
  return state.kind === 'paid' ? null : state.refusedCard;
}

/**
 * The next state, or `state` itself when the event does not apply to it (a second Pay while one runs, a
 * late answer after a failure): such events are ignored.
 */
export function checkoutReducer<Result>(
  state: CheckoutState<Result>,
  event: CheckoutEvent<Result>,
): CheckoutState<Result> {
  if (state.kind === 'paid') return state;
  const { refusedCard } = state;
  const idle = state.kind === 'choosing' || state.kind === 'failed';
  const running = !idle;
  switch (event.type) {
    case 'start':
      return idle ? { kind: event.step, refusedCard } : state;
    case 'authenticating':
      return state.kind === 'tokenizing' ? { kind: 'authenticating', refusedCard } : state;
    case 'challenge':
      return state.kind === 'authenticating'
        ? { kind: 'challenge', url: event.url, transactionId: event.transactionId, refusedCard }
        : state;
    case 'validating':
      return state.kind === 'authenticating' || state.kind === 'challenge'
        ? { kind: 'validating', refusedCard }
        : state;
    case 'authenticated':
      return state.kind === 'validating' ? { kind: 'purchasing', refusedCard } : state;
    case 'paid':
      return state.kind === 'purchasing' || state.kind === 'authorizingPaypal'
        ? { kind: 'paid', result: event.result }
        : state;
    case 'pending':
      return state.kind === 'purchasing' || state.kind === 'authorizingPaypal'
        ? { kind: 'choosing', notice: event.notice, refusedCard }
        : state;
    case 'failed':
      return running
        ? { kind: 'failed', error: event.error, refusedCard: event.refusedCard ?? refusedCard }
        : state;
    case 'canceled':
      return state.kind === 'challenge' ? { kind: 'choosing', notice: event.notice, refusedCard } : state;
    case 'noticed':
      return idle ? { kind: 'choosing', notice: event.notice, refusedCard } : state;
  }
}
