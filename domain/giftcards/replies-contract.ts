/**
 * The gift-card purchase calls' bodies and answers (docs/decisions/0041), for validation and OpenAPI.
 * The request itself is domain/giftcards/gift-card-input.ts's schema, shared with the form.
 */
import { z } from 'zod';
import { couponCodeField, giftCardAmount, giftCardRequest } from './gift-card-input';
import { GIFT_CARD_STATUSES, type GiftCardJson } from './gift-card-json';
import { couponErrorReply } from '../booking/replies-contract';
import { paymentBody } from '../purchases/bodies-contract';

const usd = z.number().nonnegative().describe('USD, at most two decimals');
const captcha = z.string().max(4000).nullish().describe('The captcha solution (GET captcha/config)');

export const giftCardQuoteBody = z.object({
  amount: giftCardAmount.describe('USD, 5.00 to 200.00, at most two decimals'),
  coupon_code: couponCodeField,
});

export const giftCardQuoteReply = z.object({
  amount: usd.describe('What the card is worth'),
  discount: usd.describe('What the coupon takes off'),
  total: usd.describe('What the buyer pays'),
  coupon: z
    .object({
      code: z.string(),
      percent: z.number().nonnegative().max(100).describe('The percent given (lowered when capped)'),
      max_price: usd.nullable().describe('Refused above this amount; null: any'),
      max_discount: usd.nullable().describe('The largest discount; null: no cap'),
    })
    .nullable(),
  notice: z
    .object({ code: z.literal('couponHasMaxDiscount'), message: z.string() })
    .optional()
    .describe('The coupon’s percent was lowered to its largest discount'),
});

/**
 * A purchase's payment, plus `none`: "nothing to charge", for a card whose price (the server's, never the
 * client's) is 0, a 100 % gift-card coupon. Wallet credit is refused (not transferable).
 */
export const giftCardPaymentBody = z.discriminatedUnion('method', [
  ...paymentBody.options,
  z
    .object({ method: z.literal('none') })
    .describe(
      'Nothing to charge: only when the card’s price is 0 (400 GIFT_CARD_PAYMENT_REQUIRED otherwise)',
    ),
]);

export const createGiftCardBody = giftCardRequest.extend({
  payment: giftCardPaymentBody.describe(
    'By card or PayPal when the price is above 0 (400 PAYMENT_METHOD_NOT_NEEDED at 0); `none` when it is 0; wallet credit is refused (not transferable)',
  ),
  captcha_token: captcha,
});

export const giftCardPaypalOrderBody = giftCardRequest.extend({ captcha_token: captcha });

export const giftCardReply = z.object({
  id: z.int().positive(),
  amount: usd,
  total: usd.describe('What the buyer paid'),
  delivery_date: z.string().describe('yyyy-MM-dd; the receiver’s e-mail goes out from 00:00 in Panamá'),
  status: z.enum(GIFT_CARD_STATUSES),
}) satisfies z.ZodType<GiftCardJson>;

export const giftCardDataReply = z.object({ data: giftCardReply });

/** A refused, pending or invalid request: the code programs read and the message people read. */
export const giftCardErrorReply = couponErrorReply;
