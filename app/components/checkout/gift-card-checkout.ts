/**
 * The gift card as a checkout's purchase (docs/decisions/0041): the draft on /giftcards/payment, paid by
 * card or through PayPal, or confirmed with payment `none` when the server prices it at 0 (a 100 % coupon;
 * the server refuses that for a card with a price). Never with wallet credit (not transferable).
 */
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import {
  createGiftCardEndpoint,
  paypalGiftcardOrdersEndpoint,
  paypalOrdersGiftcardCapturePaypalOrderEndpoint,
} from '../../../domain/giftcards/contract';
import type { GiftCardDraft } from '../../../domain/giftcards/gift-card-draft';
import { giftCardBody } from '../../../domain/giftcards/gift-card-form';
import type { GiftCardJson } from '../../../domain/giftcards/gift-card-json';
import { clearGiftCardDraft } from '../../lib/draft-storage';
import type { CheckoutAdapter, Settled } from './checkout-adapter';

export interface GiftCardOrder {
  draft: GiftCardDraft;
}

/**
 * What create-gift-card and the PayPal capture answer: the card (201), or, when the bank's answer was lost,
 * a payment still pending (202 PAYMENT_PENDING, settled later by the server's reconciler).
 */
type PaidAnswer =
  | SuccessAnswer<typeof createGiftCardEndpoint>
  | SuccessAnswer<typeof paypalOrdersGiftcardCapturePaypalOrderEndpoint>
  | { code: string; message: string };

const settled = (answer: PaidAnswer): Settled<GiftCardJson> =>
  'data' in answer ? { kind: 'paid', result: answer.data } : { kind: 'pending', message: answer.message };

export const giftCardCheckout: CheckoutAdapter<GiftCardOrder, GiftCardJson, { method: 'none' }> = {
  place: async (api, { order: { draft }, payment, captchaToken, key }) =>
    settled(
      await api(createGiftCardEndpoint, {
        body: { ...giftCardBody(draft), payment, captcha_token: captchaToken },
        headers: { 'Idempotency-Key': key },
      }),
    ),
  openPaypalOrder: (api, { order: { draft }, captchaToken }) =>
    api(paypalGiftcardOrdersEndpoint, { body: { ...giftCardBody(draft), captcha_token: captchaToken } }),
  completePaypalOrder: async (api, orderId) =>
    settled(await api(paypalOrdersGiftcardCapturePaypalOrderEndpoint, { body: { order_id: orderId } })),
  paid: () => clearGiftCardDraft(),
};
