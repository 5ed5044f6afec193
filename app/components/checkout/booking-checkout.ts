/**
 * The booking as a checkout's purchase (docs/decisions/0039): the draft on /booking/payment, with or
 * without wallet credit; paid by card, wholly by wallet credit, or through PayPal (also as a guest).
 */
import { sessionEndpoint } from '../../../domain/accounts/auth-contract';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import { purchaseExperienceEndpoint } from '../../../domain/purchases/contract';
import {
  paypalOrdersAuthorizePaypalOrderEndpoint,
  paypalOrdersEndpoint,
} from '../../../domain/purchases/paypal-contract';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { clearBookingDraft } from '../../lib/draft-storage';
import { purchaseBody } from '../../lib/checkout-attempt';
import type { CheckoutAdapter } from './checkout-adapter';

export interface BookingOrder {
  draft: BookingDraft;
  applyWallet: boolean;
}

export const bookingCheckout: CheckoutAdapter<BookingOrder, PurchaseJson, { method: 'wallet' }> = {
  async place(api, { order: { draft, applyWallet }, payment, captchaToken, key }) {
    const answer = await api(purchaseExperienceEndpoint, {
      body: { ...purchaseBody(draft, { applyWallet, captchaToken }), payment },
      headers: { 'Idempotency-Key': key },
    });
    return { kind: 'paid', result: answer.data };
  },
  openPaypalOrder: (api, { order: { draft, applyWallet }, captchaToken }) =>
    api(paypalOrdersEndpoint, { body: purchaseBody(draft, { applyWallet, captchaToken }) }),
  async completePaypalOrder(api, orderId) {
    const answer = await api(paypalOrdersAuthorizePaypalOrderEndpoint, { body: { order_id: orderId } });
    return { kind: 'paid', result: answer.data };
  },
  async paid(_purchase, { viaPaypal, api, setUser }) {
    clearBookingDraft();
    if (!viaPaypal) return;
    // A guest was signed in by the approval: the header and the page learn who they are now.
    const session = await api(sessionEndpoint).catch(() => null);
    if (session?.user) setUser(session.user);
  },
};
