/**
 * A bought gift card as the gift-card calls answer it (docs/decisions/0041): what its buyer may see. The
 * code is never here: it exists only in the receiver's e-mail.
 */
import { centsToUsd } from '../pricing/money';

export const GIFT_CARD_STATUSES = ['pending_payment', 'paid', 'redeemed', 'canceled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export interface GiftCardRow {
  id: number;
  amountCents: number;
  totalCents: number;
  deliveryDate: string;
  status: GiftCardStatus;
}

export interface GiftCardJson {
  id: number;
  /** What the card is worth, USD. */
  amount: number;
  /** What the buyer paid, USD. */
  total: number;
  /** yyyy-MM-dd on the marketplace's clock. */
  delivery_date: string;
  status: GiftCardStatus;
}

export function giftCardJson(row: GiftCardRow): GiftCardJson {
  return {
    id: row.id,
    amount: centsToUsd(row.amountCents),
    total: centsToUsd(row.totalCents),
    delivery_date: row.deliveryDate,
    status: row.status,
  };
}
