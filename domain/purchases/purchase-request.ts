/**
 * What a purchase asks for, whatever the channel (web, mobile app, PayPal return): the booking selection
 * and how it is paid (docs/decisions/0039). Pure: the API parses into these, the pipeline consumes them.
 */
import type { SelectionInput } from '../booking/price-selection.server';

/** The quote's selection (booking/quote, PayPal orders) with the pickup a pickup add-on needs. */
export interface PurchaseSelection extends SelectionInput {
  /** The point and the words as sent; the purchase checks both (purchase-checks.server.ts). */
  pickup: { lat: number; lng: number; address?: string | undefined } | null;
}

export type PaymentChoice =
  | { method: 'card'; cardToken: string; transactionId: string }
  | { method: 'paypal'; orderId: string }
  | { method: 'wallet' };
