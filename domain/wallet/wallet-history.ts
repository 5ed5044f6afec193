/**
 * The wallet's history as the API and the balance page show it (docs/decisions/0041, "Wallet history"):
 * one line per ledger entry of the wallet, its signed amount in USD, the cause's kind and what it
 * refers to. Pure: the rows come from wallet-history.server.ts.
 */
import { centsToUsd } from '../pricing/money';

/** The ledger transaction kinds that move a user's wallet (every `postTransaction` touching one). */
export const WALLET_HISTORY_KINDS = [
  'signup_credit',
  'gift_card_redeem',
  'referral_reward',
  'referral_reward_reversal',
  'purchase_credit',
  'purchase_credit_return',
  // Goodwill credit an admin granted or removed (docs/decisions/0073-admin-travellers-and-companies).
  'goodwill_credit',
  'goodwill_debit',
  'purchase_refund_credit',
] as const;
export type WalletHistoryKind = (typeof WALLET_HISTORY_KINDS)[number];

export interface WalletHistoryRow {
  id: number;
  created_at: Date | string;
  amount_cents: number;
  kind: string;
  reference_type: string;
  reference_id: string;
  /** A purchase's booking code and experience name (in the reader's language). */
  purchase_code: string | null;
  experience_name: string | null;
  /** A gift card's code hint and sender. */
  code_hint: string | null;
  sender_name: string | null;
}

export interface WalletHistoryItem {
  id: number;
  created_at: string;
  /** USD, signed: positive adds to the balance, negative spends it. */
  amount: number;
  kind: string;
  reference: { type: string; id: number; label?: string };
}

/**
 * What a line refers to, in words the page can show as they are: the booking (experience · code) or
 * the gift card (sender · its code's last group, the rest hidden). Sign-up credit and referral rewards
 * need no label: their kind says it all (and a referral's friend is not named).
 */
function referenceLabel(row: WalletHistoryRow): string | undefined {
  if ((row.reference_type === 'purchase' || row.reference_type === 'purchase_refund') && row.purchase_code) {
    return row.experience_name ? `${row.experience_name} · ${row.purchase_code}` : row.purchase_code;
  }
  if (row.reference_type === 'gift_card' && row.code_hint) {
    const hidden = `••••-••••-••••-${row.code_hint}`;
    return row.sender_name ? `${row.sender_name} · ${hidden}` : hidden;
  }
  return undefined;
}

export function walletHistoryItem(row: WalletHistoryRow): WalletHistoryItem {
  const label = referenceLabel(row);
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    amount: centsToUsd(row.amount_cents),
    kind: row.kind,
    reference: { type: row.reference_type, id: Number(row.reference_id), ...(label ? { label } : {}) },
  };
}
