import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { type PageRequest, type PaginationMeta, pageOffset, paginationMeta } from '../catalog/pagination';
import { centsToUsd } from '../pricing/money';
import { isBooking } from '../purchases/booking-rows';
import { walletBalanceCents } from './ledger.server';
import { type WalletHistoryItem, type WalletHistoryRow, walletHistoryItem } from './wallet-history';

export interface WalletHistoryPage {
  data: WalletHistoryItem[];
  pagination: PaginationMeta;
  /** The wallet's balance in USD (the sum of all its entries, not only this page's). */
  available_balance: number;
}

/**
 * One page of a user's wallet history (docs/decisions/0041), newest first: every ledger entry of the
 * wallet with its transaction's kind and reference, and the booking or gift card it names. Entries are
 * immutable, so pages are stable apart from new lines arriving on top. The caller checks the owner.
 */
export async function walletHistory(
  db: DbOrTx,
  userId: number,
  page: PageRequest,
  lang: Lang,
): Promise<WalletHistoryPage> {
  // A failed payment's credit went out and came back (decision 0047): neither line is the traveller's
  // history, and together they add nothing to the balance.
  // An admin's refund to the wallet names its refund row (docs/decisions/0074-admin-booking-support).
  const purchase = sql`left join purchase_refunds pr on lt.reference_type = 'purchase_refund'
      and pr.id::text = lt.reference_id
    left join purchases p on p.id::text = case when lt.reference_type = 'purchase' then lt.reference_id
      else pr.purchase_id::text end`;
  const wallet = sql`la.kind = 'user_wallet' and la.user_id = ${userId} and (p.id is null or ${isBooking('p')})`;
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ledger_entries le join ledger_accounts la on la.id = le.account_id
        join ledger_transactions lt on lt.id = le.transaction_id
        ${purchase}
        where ${wallet}`,
  );
  const rows = await queryRows<WalletHistoryRow>(
    db,
    sql`select le.id::int as id, le.created_at, le.amount_cents, lt.kind, lt.reference_type, lt.reference_id,
          p.code as purchase_code,
          case when p.id is null then null
            else ${localizedValue('experience_translations', 'experience_id', sql`p.experience_id`, 'name', lang)}
          end as experience_name,
          gc.code_hint, gc.sender_name
        from ledger_entries le
        join ledger_accounts la on la.id = le.account_id
        join ledger_transactions lt on lt.id = le.transaction_id
        ${purchase}
        left join gift_cards gc on lt.reference_type = 'gift_card' and gc.id::text = lt.reference_id
        where ${wallet}
        order by le.created_at desc, le.id desc
        limit ${page.limit} offset ${pageOffset(page)}`,
  );
  return {
    data: rows.map(walletHistoryItem),
    pagination: paginationMeta(count?.total ?? 0, page.page, page.limit),
    available_balance: centsToUsd(await walletBalanceCents(db, userId)),
  };
}
