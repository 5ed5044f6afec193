/**
 * The gift card draft kept in the browser (`localGiftCardData`, docs/product.md § Constants; docs/decisions/0041): what the
 * buyer typed on /giftcards, read back by /giftcards/payment and kept until the payment succeeds. It holds
 * the form's values only, never a price: the payment page asks the server's quote again.
 */
import { CELEBRATION_TYPES, type CelebrationType, GIFT_CARD_MESSAGE_MAX_LENGTH } from './gift-card-rules';

export type GiftCardLang = 'es' | 'en';

export interface GiftCardPerson {
  name: string;
  email: string;
}

export interface GiftCardDraft {
  /** The amount as typed, USD ("50", "37.50"). */
  amount: string;
  celebrationType: CelebrationType;
  message: string;
  /** yyyy-MM-dd */
  deliveryDate: string;
  sender: GiftCardPerson;
  receiver: GiftCardPerson;
  /** The language of the receiver's e-mail (the sender's guess). */
  receiverLang: GiftCardLang;
  /** A coupon the server's quote accepted, or null. */
  coupon: string | null;
}

/*
 * Checked by hand rather than with a zod schema, like the booking draft (domain/booking/booking-draft.ts):
 * app/lib/browser-storage.ts, this reader's caller, is part of every page's first script (decision 0035).
 * The bounds only keep a hand-edited value from blowing up the page; the form's schema judges the values.
 */
type Record_ = Record<string, unknown>;
const isObject = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

function personOf(value: unknown): GiftCardPerson | null {
  if (!isObject(value) || !isText(value.name, 200) || !isText(value.email, 320)) return null;
  return { name: value.name, email: value.email };
}

/** The stored draft when every field has its type; anything else (an old shape, a hand edit) is null. */
export function readGiftCardDraft(stored: string | null): GiftCardDraft | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const { amount, celebrationType, message, deliveryDate, receiverLang, coupon } = value;
  const sender = personOf(value.sender);
  const receiver = personOf(value.receiver);
  if (
    !isText(amount, 20) ||
    !(CELEBRATION_TYPES as readonly unknown[]).includes(celebrationType) ||
    !isText(message, GIFT_CARD_MESSAGE_MAX_LENGTH * 4) ||
    !isText(deliveryDate, 10) ||
    !sender ||
    !receiver ||
    (receiverLang !== 'es' && receiverLang !== 'en') ||
    !(coupon === null || isText(coupon, 60))
  )
    return null;
  return {
    amount,
    celebrationType: celebrationType as CelebrationType,
    message,
    deliveryDate,
    sender,
    receiver,
    receiverLang,
    coupon,
  };
}
