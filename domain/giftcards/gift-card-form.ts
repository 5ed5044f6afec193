/**
 * The /giftcards form judged by the shared request schema (gift-card-input.ts): the API body a draft
 * becomes, and the first message per field (catalogue keys under `giftCards.errors`).
 */
import { centsToUsd, toCents } from '../pricing/money';
import type { GiftCardDraft } from './gift-card-draft';
import { type GiftCardRequestInput, giftCardRequest } from './gift-card-input';
import { isDeliveryDateAllowed } from './gift-card-rules';

export const GIFT_CARD_FIELDS = [
  'amount',
  'design',
  'message',
  'deliveryDate',
  'senderName',
  'senderEmail',
  'receiverName',
  'receiverEmail',
] as const;
export type GiftCardField = (typeof GIFT_CARD_FIELDS)[number];

/** Where the schema's paths land on the form. */
const FIELD_OF_PATH: Record<string, GiftCardField> = {
  amount: 'amount',
  celebration_type: 'design',
  custom_message: 'message',
  delivery_date: 'deliveryDate',
  'delivery_details.sender_user.name': 'senderName',
  'delivery_details.sender_user.email': 'senderEmail',
  'delivery_details.receiver_user.name': 'receiverName',
  'delivery_details.receiver_user.email': 'receiverEmail',
};

/** The amount as a USD number when it reads as one ("37.5" → 37.5), else the text for the schema to refuse. */
function amountOf(text: string): number | string {
  try {
    return centsToUsd(toCents(text.trim()));
  } catch {
    return text;
  }
}

/** The body of create-gift-card and the PayPal gift-card order, without payment and captcha. */
export function giftCardBody(draft: GiftCardDraft): GiftCardRequestInput {
  return {
    amount: amountOf(draft.amount),
    celebration_type: draft.celebrationType,
    custom_message: draft.message.trim() === '' ? null : draft.message,
    delivery_date: draft.deliveryDate,
    delivery_details: {
      sender_user: draft.sender,
      receiver_user: draft.receiver,
      receiver_lang: draft.receiverLang,
    },
    coupon_code: draft.coupon,
  };
}

export type GiftCardErrors = Partial<Record<GiftCardField, string>>;

/**
 * The first message key of each field that the schema refuses, and the delivery date outside "today
 * (on the westernmost clock) to a year ahead" at `now`. Empty when the draft can be paid.
 */
export function giftCardErrors(draft: GiftCardDraft, now: Date): GiftCardErrors {
  const errors: GiftCardErrors = {};
  const parsed = giftCardRequest.safeParse(giftCardBody(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join('.')];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.deliveryDate && draft.deliveryDate === '')
    errors.deliveryDate = 'giftCards.errors.deliveryDateRequired';
  else if (!errors.deliveryDate && !isDeliveryDateAllowed(draft.deliveryDate, now))
    errors.deliveryDate = 'giftCards.errors.deliveryDateOutOfRange';
  return errors;
}

/** The amount in cents when it is a valid gift card amount, else null (the preview then shows none). */
export function validAmountCents(text: string): number | null {
  const parsed = giftCardRequest.shape.amount.safeParse(text);
  return parsed.success ? parsed.data : null;
}
