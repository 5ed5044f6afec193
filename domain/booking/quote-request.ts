/**
 * When the booking card asks the server for its quote, and with what (docs/decisions/0033: the server's
 * quote is the authority). Pure: the card's quote hook turns it into a query key.
 */
import type { Participants } from '../pricing/participants';
import type { CardSelection } from './draft-restore';

/** The body of `POST booking/quote` for the card's selection. */
export interface CardQuoteRequest {
  experience_id: number;
  booking_date: string;
  booking_hour: string;
  participants: Participants;
  additional_products: number[];
  coupon_code: string | null;
}

/**
 * The quote to ask for, or null while there is none to ask: no day or hour yet, or a selection the
 * browser's own price already refuses (the same rules the server runs). Add-ons are sorted, so choosing
 * them in another order is the same question.
 */
export function cardQuoteRequest(
  experienceId: number,
  selection: CardSelection,
  couponCode: string | null,
  locallyPriced: boolean,
): CardQuoteRequest | null {
  if (!selection.date || !selection.hour || !locallyPriced) return null;
  return {
    experience_id: experienceId,
    booking_date: selection.date,
    booking_hour: selection.hour,
    participants: selection.participants,
    additional_products: [...selection.addOnIds].sort((a, b) => a - b),
    coupon_code: couponCode,
  };
}
