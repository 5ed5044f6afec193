/**
 * The gift card as a checkout's purchase (docs/decisions/0041): the draft on /giftcards/payment, paid by
 * card or through PayPal, or confirmed with payment `none` when the server prices it at 0 (a 100 % coupon;
 * the server refuses that for a card with a price). Never with wallet credit (not transferable).
 */
import type { GiftCardDraft } from '../../../domain/giftcards/gift-card-draft';
import { giftCardBody } from '../../../domain/giftcards/gift-card-form';
import type { GiftCardJson } from '../../../domain/giftcards/gift-card-json';
import { clearGiftCardDraft } from '../../lib/browser-storage';
import type { CheckoutAdapter } from './checkout-adapter';

export interface GiftCardOrder {
  draft: GiftCardDraft;
}

/** What create-gift-card and the PayPal capture answer: the card (201), or a payment still pending (202). */
type PaidAnswer = { data: GiftCardJson } | { code: string; message: string };

export const giftCardCheckout: CheckoutAdapter<GiftCardOrder, GiftCardJson, { method: 'none' }> = {
  purchasePath: 'create-gift-card',
  purchaseBody: ({ draft }, payment, captchaToken) => ({
    ...giftCardBody(draft),
    payment,
    captcha_token: captchaToken,
  }),
  paypalOrderPath: 'paypal/giftcard/orders',
  paypalOrderBody: ({ draft }, captchaToken) => ({ ...giftCardBody(draft), captcha_token: captchaToken }),
  paypalReturnPath: 'paypal/orders/giftcard/capture-paypal-order',
  read(answer) {
    const paid = answer as PaidAnswer;
    return 'data' in paid ? { kind: 'paid', result: paid.data } : { kind: 'pending', message: paid.message };
  },
  paid: () => clearGiftCardDraft(),
};
