/**
 * The pure parts of paying on /booking/payment (docs/decisions/0039): one Idempotency-Key per checkout
 * attempt, reused while the same attempt is retried; the 3-D Secure frame's messages; PayPal's return
 * address; and the mobile success page's return path.
 */
import { safeRedirectPath } from './safe-redirect';

/**
 * The key of the checkout attempt under way. `current()` creates it on the first call of an attempt and
 * answers the same key until `finish()`: a purchase call that lost its answer on the network is sent
 * again with it, so the server answers the first result instead of charging twice. An attempt that ended
 * (an error shown, a success) finishes, and the next Pay starts with a new key.
 */
export function checkoutAttempt(newKey: () => string) {
  let key: string | null = null;
  return {
    current(): string {
      key ??= newKey();
      return key;
    },
    finish() {
      key = null;
    },
  };
}

/** The failures worth sending the same purchase again for: no answer, or the first one still running. */
export function isRetryablePurchaseFailure(failure: { status: number; code: string }): boolean {
  return failure.status === 0 || failure.code === 'PURCHASE_IN_PROGRESS';
}

/**
 * Sends `call(key)` and, while it fails in a retryable way, sends it again with the same key after each of
 * `waits` (milliseconds). The last failure is thrown.
 */
export async function withSameKey<T>(
  key: string,
  call: (key: string) => Promise<T>,
  options: {
    waits: readonly number[];
    retryable: (error: unknown) => boolean;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call(key);
    } catch (error) {
      const wait = options.waits[attempt];
      if (wait === undefined || !options.retryable(error)) throw error;
      await sleep(wait);
    }
  }
}

/** The messages between the 3-D Secure frame's last page (/booking/3ds-complete) and this page. */
export const THREE_DS_COMPLETE = 'rumbo:3ds-complete';
export const THREE_DS_ACK = 'rumbo:3ds-ack';
/** docs/product.md § Constants: the frame posts every 5000 ms and gives up after more than 3 attempts. */
export const THREE_DS_RETRY_MS = 5000;
export const THREE_DS_MAX_ATTEMPTS = 3;

/**
 * Whether a `message` event is our frame saying 3-D Secure is done: only from this origin and from the
 * frame's own window (another tab or frame of the site cannot finish someone's payment step).
 */
export function isThreeDsCompletion(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; frame: unknown },
): boolean {
  if (event.origin !== expected.origin || expected.frame == null || event.source !== expected.frame)
    return false;
  const data = event.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === THREE_DS_COMPLETE;
}

/** Whether the parent acknowledged (on the frame's side): same origin, the parent window, the ack type. */
export function isThreeDsAck(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; parent: unknown },
): boolean {
  const data = event.data;
  return (
    event.origin === expected.origin &&
    event.source === expected.parent &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === THREE_DS_ACK
  );
}

/** The frame's next move after `posted` unanswered posts: post again, or show the error. */
export function threeDsNextStep(posted: number): 'post' | 'give-up' {
  return posted > THREE_DS_MAX_ATTEMPTS ? 'give-up' : 'post';
}

/** The key in sessionStorage of the PayPal order under way, kept while the traveller is at PayPal. */
export const PAYPAL_ORDER_KEY = 'rumbo:paypalOrder';

export type PaypalReturn =
  | { kind: 'none' }
  | { kind: 'approved'; orderId: string }
  | { kind: 'canceled' }
  /** An approval for an order this browser did not start (or a malformed one): not acted on. */
  | { kind: 'unknown' };

/** What PayPal's return address says, checked against the order this tab sent there. */
export function paypalReturn(params: URLSearchParams, savedOrderId: string | null): PaypalReturn {
  const state = params.get('paypal');
  if (state === 'canceled') return { kind: 'canceled' };
  if (state !== 'approved') return { kind: 'none' };
  const orderId = params.get('paypal_order') ?? '';
  if (!/^[\w-]{1,100}$/.test(orderId) || savedOrderId !== orderId) return { kind: 'unknown' };
  return { kind: 'approved', orderId };
}

/** The mobile success page's Continue: the app's `?return=` when it is a path of this site, else /agenda. */
export function threeDsSuccessReturn(target: string | null): string {
  return safeRedirectPath(target, { fallback: '/agenda' });
}

export type PurchasePayment =
  | { method: 'card'; card_token: string; transaction_id: string }
  | { method: 'paypal'; order_id: string }
  | { method: 'wallet' };

/**
 * The purchase body of decision 0039 for a draft: PayPal's order takes it without `payment`. It names the
 * card only by its gateway token and 3-D Secure transaction, never by number or CVV.
 */
export function purchaseBody(
  draft: {
    experienceId: number;
    bookingDate: string;
    bookingHour: string;
    totalParticipants: Record<string, number>;
    additionalProducts: number[];
    bookingPickupLocation: { lat: number; lng: number; address: string } | null;
    coupon: string | null;
  },
  options: { applyWallet: boolean; payment?: PurchasePayment; captchaToken?: string | null },
) {
  return {
    experience_id: draft.experienceId,
    booking_date: draft.bookingDate,
    booking_hour: draft.bookingHour,
    participants: draft.totalParticipants,
    additional_products: draft.additionalProducts,
    ...(draft.bookingPickupLocation ? { pickup: draft.bookingPickupLocation } : {}),
    ...(draft.coupon ? { coupon_code: draft.coupon } : {}),
    apply_wallet: options.applyWallet,
    ...(options.payment ? { payment: options.payment } : {}),
    ...(options.captchaToken ? { captcha_token: options.captchaToken } : {}),
  };
}
