/**
 * The booking as a checkout's purchase (docs/decisions/0039): the draft on /booking/payment, with or
 * without wallet credit; paid by card, wholly by wallet credit, or through PayPal (also as a guest).
 */
import type { UserJson } from '../../../domain/accounts/user-json';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { clearBookingDraft } from '../../lib/browser-storage';
import { purchaseBody } from '../../lib/checkout-attempt';
import type { CheckoutAdapter } from './checkout-adapter';

export interface BookingOrder {
  draft: BookingDraft;
  applyWallet: boolean;
}

export const bookingCheckout: CheckoutAdapter<BookingOrder, PurchaseJson, { method: 'wallet' }> = {
  purchasePath: 'purchase-experience',
  purchaseBody: ({ draft, applyWallet }, payment, captchaToken) =>
    purchaseBody(draft, { applyWallet, payment, captchaToken }),
  paypalOrderPath: 'paypal/orders',
  paypalOrderBody: ({ draft, applyWallet }, captchaToken) =>
    purchaseBody(draft, { applyWallet, captchaToken }),
  paypalReturnPath: 'paypal/orders/authorize-paypal-order',
  read: (answer) => ({ kind: 'paid', result: (answer as { data: PurchaseJson }).data }),
  async paid(_purchase, { viaPaypal, api, setUser }) {
    clearBookingDraft();
    if (!viaPaypal) return;
    // A guest was signed in by the approval: the header and the page learn who they are now.
    const session = await api<{ user: UserJson | null }>('session').catch(() => null);
    if (session?.user) setUser(session.user);
  },
};
