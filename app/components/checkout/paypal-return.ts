/**
 * The PayPal order a tab sends the traveller to approve, kept in session storage across the trip to
 * PayPal (the page is loaded anew on return), and read back once (docs/decisions/0046).
 */
import { PAYPAL_ORDER_KEY, type PaypalReturn, paypalReturn } from '../../lib/checkout-attempt';

/** Remembers the PayPal order this tab sends the traveller to approve. */
export function rememberPaypalOrder(orderId: string) {
  try {
    sessionStorage.setItem(PAYPAL_ORDER_KEY, orderId);
  } catch {
    // Without the marker the return is not acted on: the traveller is told to try again.
  }
}

/** What the return address says, checked against the remembered order, which is forgotten: read once. */
export function takePaypalReturn(params: URLSearchParams): PaypalReturn {
  let saved: string | null;
  try {
    saved = sessionStorage.getItem(PAYPAL_ORDER_KEY);
    sessionStorage.removeItem(PAYPAL_ORDER_KEY);
  } catch {
    saved = null;
  }
  return paypalReturn(params, saved);
}
