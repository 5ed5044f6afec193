/** Reading a bought gift card back, for the answers of the gift-card calls and their replays. */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { GiftCardRow } from './gift-card-json';

export async function loadGiftCard(
  db: DbOrTx,
  giftCardId: number,
): Promise<(GiftCardRow & { buyerUserId: number | null; buyerLang: 'es' | 'en' }) | null> {
  const [row] = await queryRows<GiftCardRow & { buyerUserId: number | null; buyerLang: 'es' | 'en' }>(
    db,
    sql`select id, amount_cents as "amountCents", total_cents as "totalCents",
        delivery_date::text as "deliveryDate", status, buyer_user_id as "buyerUserId",
        buyer_lang as "buyerLang"
      from gift_cards where id = ${giftCardId}`,
  );
  return row ?? null;
}
