import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { giftCardCodeHash } from '../../domain/giftcards/gift-card-code-hash.server';
import { giftCardCodeHint, newGiftCardCode } from '../../domain/giftcards/gift-card-code';
import { type CelebrationType, redeemableUntil } from '../../domain/giftcards/gift-card-rules';
import { uniqueEmail } from './accounts';
import { TEST_NOW } from './test-app';

export interface InsertGiftCardOptions {
  amountCents?: number;
  celebrationType?: CelebrationType;
  customMessage?: string | null;
  deliveryDate?: string;
  senderName?: string;
  senderEmail?: string;
  receiverName?: string;
  receiverEmail?: string;
  receiverLang?: 'es' | 'en';
  buyerUserId?: number | null;
  paidAt?: Date;
  /** Defaults to 6 months after `paidAt` (the product's rule). */
  redeemableUntil?: Date;
  status?: 'pending_payment' | 'paid' | 'redeemed' | 'canceled';
  /**
   * true: delivered already, with a code drawn here (answered in `code`, only its hash stored), as the
   * delivery would leave it. false (default): paid and waiting for its day.
   */
  delivered?: boolean;
  deliveredAt?: Date;
}

export interface InsertedGiftCard {
  id: number;
  /** The normalised code of a delivered card (what the e-mail showed); undefined when not delivered. */
  code: string | undefined;
  amountCents: number;
  receiverEmail: string;
  senderName: string;
  redeemableUntil: Date;
}

/**
 * A gift card as the purchase's settle step leaves it (docs/decisions/0041): paid, with its delivery
 * day, languages and redemption deadline; optionally delivered, with a code whose hash and hint are
 * stored. The purchase itself (payment attempts, coupon, the sale's ledger posting) is not made: the
 * redemption and the delivery only read the card.
 */
export async function insertGiftCard(
  db: DbOrTx,
  options: InsertGiftCardOptions = {},
): Promise<InsertedGiftCard> {
  const paidAt = options.paidAt ?? TEST_NOW;
  const until = options.redeemableUntil ?? redeemableUntil(paidAt);
  const amountCents = options.amountCents ?? 5000;
  const receiverEmail = options.receiverEmail ?? uniqueEmail('receiver');
  const senderName = options.senderName ?? 'Marta Gómez';
  const code = options.delivered ? newGiftCardCode() : undefined;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into gift_cards (code_hash, code_hint, amount_cents, total_cents, celebration_type, custom_message,
          delivery_date, sender_name, sender_email, receiver_name, receiver_email, receiver_lang, buyer_lang,
          buyer_user_id, status, payment_method, paid_at, redeemable_until, delivered_at, created_at)
        values (${code ? giftCardCodeHash(code) : null}, ${code ? giftCardCodeHint(code) : null},
          ${amountCents}, ${amountCents}, ${options.celebrationType ?? 'birthday'},
          ${options.customMessage === undefined ? '¡Feliz cumpleaños! Disfruta tu próxima aventura.' : options.customMessage},
          ${options.deliveryDate ?? '2026-11-22'}, ${senderName}, ${options.senderEmail ?? uniqueEmail('sender')},
          ${options.receiverName ?? 'Lucía Rivas'}, ${receiverEmail}, ${options.receiverLang ?? 'es'}, 'es',
          ${options.buyerUserId ?? null}, ${options.status ?? 'paid'}, 'card', ${paidAt}, ${until},
          ${code ? (options.deliveredAt ?? paidAt) : null}, ${paidAt})
        returning id`,
  );
  return { id: row!.id, code, amountCents, receiverEmail, senderName, redeemableUntil: until };
}

/** The stored columns a test checks (never a code: the table has none). */
export async function giftCardRow(db: DbOrTx, id: number) {
  const [row] = await queryRows<{
    status: string;
    code_hash: string | null;
    code_hint: string | null;
    delivered_at: Date | null;
    redeemed_by_user_id: number | null;
    redeemed_at: Date | null;
  }>(
    db,
    sql`select status::text as status, code_hash, code_hint, delivered_at, redeemed_by_user_id, redeemed_at
        from gift_cards where id = ${id}`,
  );
  return row!;
}
