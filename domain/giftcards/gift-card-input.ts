/**
 * The gift card's request as the buyer fills it in (docs/product.md § Coupons and gift cards; docs/decisions/0041): one zod schema for
 * the /giftcards form and the create-gift-card and PayPal gift-card order calls. Messages are catalogue
 * keys (`giftCards.errors.*`). The amount is USD with at most two decimals, checked in cents.
 */
import { z } from 'zod';
import { hasRefusedCharacters } from '../input-text';
import { emailSchema } from '../accounts/email';
import { personNameSchema } from '../accounts/names';
import { toCents } from '../pricing/money';
import {
  CELEBRATION_TYPES,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_MIN_CENTS,
  isCalendarDate,
} from './gift-card-rules';

const ERR = 'giftCards.errors';

/** Amount in USD (a number, or a numeric string from a form field) → integer cents within the bounds. */
export const giftCardAmount = z
  .union([z.number(), z.string().trim()], { error: `${ERR}.amountRequired` })
  .transform((value, context) => {
    try {
      return toCents(value);
    } catch {
      context.addIssue({ code: 'custom', message: `${ERR}.amountInvalid` });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .number()
      .int()
      .min(GIFT_CARD_MIN_CENTS, `${ERR}.amountRange`)
      .max(GIFT_CARD_MAX_CENTS, `${ERR}.amountRange`),
  );

const person = z.object({
  name: personNameSchema(`${ERR}.nameInvalid`),
  email: emailSchema(`${ERR}.emailRequired`, `${ERR}.emailInvalid`),
});

/**
 * A plain-text message: NFC, trimmed, at most 300 characters, with the characters plain text refuses
 * (input-text.ts). Always rendered escaped.
 */
export const giftCardMessage = z
  .string({ error: `${ERR}.messageInvalid` })
  .transform((value) => value.normalize('NFC').replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(GIFT_CARD_MESSAGE_MAX_LENGTH, `${ERR}.messageTooLong`)
      .refine((value) => !hasRefusedCharacters(value), `${ERR}.messageInvalid`),
  );

/** A coupon as typed: trimmed, and no code at all when left empty. */
export const couponCodeField = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => (value ? value : null));

/** The request without payment: what a PayPal gift-card order keeps until approval. */
export const giftCardRequest = z.object({
  amount: giftCardAmount,
  celebration_type: z.enum(CELEBRATION_TYPES, { error: `${ERR}.designRequired` }),
  custom_message: giftCardMessage.nullish().transform((value) => (value ? value : null)),
  /** "yyyy-MM-dd"; today or later is checked against the server's clock (isDeliveryDateAllowed). */
  delivery_date: z
    .string({ error: `${ERR}.deliveryDateRequired` })
    .refine(isCalendarDate, `${ERR}.deliveryDateInvalid`),
  delivery_details: z.object({
    sender_user: person,
    receiver_user: person,
    /** The language of the receiver's e-mail (the sender's guess); the buyer's own when absent. */
    receiver_lang: z.enum(['es', 'en']).optional(),
  }),
  coupon_code: couponCodeField,
});

export type GiftCardRequestInput = z.input<typeof giftCardRequest>;
export type GiftCardRequest = z.output<typeof giftCardRequest>;
