import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { type PaginationMeta, paginationMeta, pageOffset } from '../catalog/pagination';
import { centsToUsd } from '../pricing/money';
import { walletBalanceCents } from './ledger.server';

/**
 * The wallet's history (docs/decisions/0041 § Wallet history): each ledger entry of the user's wallet,
 * newest first, with what caused it. Interim reader of the wallet pages' branch, written to the contract
 * of `GET /api/v1/wallet-history/{userId}`; the backend's own function of the same name replaces it.
 */
export const WALLET_HISTORY_KINDS = [
  'signup_credit',
  'gift_card_redeem',
  'referral_reward',
  'purchase_credit',
  'purchase_credit_return',
] as const;

export type WalletHistoryKind = (typeof WALLET_HISTORY_KINDS)[number];

export interface WalletHistoryLine {
  id: number;
  created_at: string;
  /** Signed USD: positive adds credit, negative spends it. */
  amount: number;
  kind: WalletHistoryKind;
  reference: { type: string; id: string; label?: string };
}

export interface WalletHistory {
  data: WalletHistoryLine[];
  pagination: PaginationMeta;
  available_balance: number;
}

interface Row {
  id: number;
  created_at: Date | string;
  amount_cents: number;
  kind: WalletHistoryKind;
  reference_type: string;
  reference_id: string;
  label: string | null;
}

export async function walletHistory(
  db: DbOrTx,
  userId: number,
  { page, limit }: { page: number; limit: number },
): Promise<WalletHistory> {
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ledger_entries le
      join ledger_accounts la on la.id = le.account_id
      where la.kind = 'user_wallet' and la.user_id = ${userId}`,
  );
  // The label names the cause without exposing anything that is not the reader's: their booking's code,
  // or the last four characters of a gift card's code and who sent it.
  const rows = await queryRows<Row>(
    db,
    sql`select le.id::int as id, le.created_at, le.amount_cents, lt.kind, lt.reference_type, lt.reference_id,
        case
          when lt.reference_type = 'purchase' then p.code
          when lt.reference_type = 'gift_card' then concat_ws(' · ', '…' || gc.code_hint, gc.sender_name)
        end as label
      from ledger_entries le
      join ledger_accounts la on la.id = le.account_id
      join ledger_transactions lt on lt.id = le.transaction_id
      left join purchases p on lt.reference_type = 'purchase' and p.id::text = lt.reference_id
      left join gift_cards gc on lt.reference_type = 'gift_card' and gc.id::text = lt.reference_id
      where la.kind = 'user_wallet' and la.user_id = ${userId}
      order by le.created_at desc, le.id desc
      limit ${limit} offset ${pageOffset({ page, limit })}`,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      amount: centsToUsd(row.amount_cents),
      kind: row.kind,
      reference: {
        type: row.reference_type,
        id: row.reference_id,
        ...(row.label ? { label: row.label } : {}),
      },
    })),
    pagination: paginationMeta(count?.total ?? 0, page, limit),
    available_balance: centsToUsd(await walletBalanceCents(db, userId)),
  };
}
