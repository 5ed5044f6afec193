/**
 * The domain's inputs from validated request bodies (the schemas: domain/booking/replies-contract.ts,
 * domain/purchases/bodies-contract.ts, domain/giftcards/replies-contract.ts).
 */
import type { z } from 'zod';
import type { SelectionInput } from '../../domain/booking/price-selection.server';
import type { QuoteBody } from '../../domain/booking/replies-contract';
import type { GiftCardPaymentChoice } from '../../domain/giftcards/create-gift-card.server';
import type { giftCardPaymentBody } from '../../domain/giftcards/replies-contract';
import type { PurchaseBody } from '../../domain/purchases/bodies-contract';
import type { PaymentChoice, PurchaseSelection } from '../../domain/purchases/purchase-request';
import { bookingAffiliate } from '../../domain/referrals/landing-cookies';

/** The domain's selection from a booking body; the affiliate is the body's, else the `affiliate` cookie's. */
export function selectionInput(body: QuoteBody, affiliateCookie: string | undefined): SelectionInput {
  return {
    experienceId: body.experience_id,
    date: body.booking_date,
    hour: body.booking_hour,
    participants: body.participants,
    addOnIds: body.additional_products,
    couponCode: body.coupon_code,
    applyWallet: body.apply_wallet,
    affiliateCode: bookingAffiliate(body.affiliateCode, affiliateCookie),
  };
}

/** The pipeline's selection from a validated body; the affiliate is the body's, else the cookie's. */
export function toSelection(body: QuoteBody, affiliateCookie: string | undefined): PurchaseSelection {
  return { ...selectionInput(body, affiliateCookie), pickup: body.pickup ?? null };
}

export function toPayment(payment: PurchaseBody['payment']): PaymentChoice {
  if (payment.method === 'card') {
    return { method: 'card', cardToken: payment.card_token, transactionId: payment.transaction_id };
  }
  return payment.method === 'paypal' ? { method: 'paypal', orderId: payment.order_id } : { method: 'wallet' };
}

/** The order's payment from a validated body. */
export function toGiftCardPayment(payment: z.infer<typeof giftCardPaymentBody>): GiftCardPaymentChoice {
  return payment.method === 'none' ? { method: 'none' } : toPayment(payment);
}
