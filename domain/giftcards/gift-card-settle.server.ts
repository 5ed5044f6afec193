/**
 * A gift card's payment settled (docs/decisions/0041 "Buying"), in the transaction that moves its payment
 * attempt (domain/purchases/settle-purchase.server.ts): paid, its sale posted to the ledger, the buyer's
 * receipt queued and the card delivered at once when its day has come; or, refused, canceled with its
 * coupon use given back. Every step is conditional on the card's status, so nothing happens twice.
 */
import { giftCardLifecycle } from './gift-card-lifecycle';
import { step } from '../lifecycle-sql';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { platformAccountId, postTransaction } from '../wallet/ledger.server';
import { deliverGiftCardIfDue } from './gift-card-delivery.server';
import { giftCardReceiptEmail } from './gift-card-receipt-email';
import { type CelebrationType, isDeliveryDue, redeemableUntil } from './gift-card-rules';

interface PaidCard {
  id: number;
  amount_cents: number;
  total_cents: number;
  celebration_type: CelebrationType;
  receiver_name: string;
  receiver_email: string;
  delivery_date: string;
  buyer_lang: 'es' | 'en';
  buyer_email: string;
  buyer_first_name: string;
  buyer_last_name: string;
  coupon_code: string | null;
}

/**
 * The sale in the ledger: what the buyer paid and what the promotion gave become the card's liability
 * (its full amount, owed to whoever redeems it). Keyed by the card, so it is never posted twice.
 */
async function postSale(tx: DbOrTx, card: PaidCard, now: Date): Promise<void> {
  const discount = card.amount_cents - card.total_cents;
  const entries = [
    { accountId: await platformAccountId(tx, 'gift_card_liability'), amountCents: card.amount_cents },
  ];
  if (card.total_cents > 0) {
    entries.push({
      accountId: await platformAccountId(tx, 'customer_payments'),
      amountCents: -card.total_cents,
    });
  }
  if (discount > 0) {
    entries.push({ accountId: await platformAccountId(tx, 'promotions_expense'), amountCents: -discount });
  }
  await postTransaction(
    tx,
    { kind: 'gift_card_sale', referenceType: 'gift_card', referenceId: String(card.id), entries },
    now,
  );
}

/**
 * Marks a card waiting for its payment as paid, with everything that comes with it. Answers false when
 * the card was not waiting (it was canceled meanwhile): the caller then refunds the charge.
 */
export async function markGiftCardPaid(
  tx: Tx,
  giftCardId: number,
  now: Date,
  links: EmailLinks,
): Promise<boolean> {
  const paid = step(giftCardLifecycle, 'paid', 'system', { enumType: 'gift_card_status' });
  const [card] = await queryRows<PaidCard>(
    tx,
    sql`with paid as (
        update gift_cards set status = ${paid.to}, paid_at = ${now}, redeemable_until = ${redeemableUntil(now)}
        where id = ${giftCardId} and status in (${paid.from}) returning *)
      select paid.id, paid.amount_cents, paid.total_cents, paid.celebration_type, paid.receiver_name,
        paid.receiver_email::text as receiver_email, paid.delivery_date::text as delivery_date,
        paid.buyer_lang, u.email::text as buyer_email, u.first_name as buyer_first_name,
        u.last_name as buyer_last_name, c.code::text as coupon_code
      from paid join users u on u.id = paid.buyer_user_id
        left join coupons c on c.id = paid.coupon_id`,
  );
  if (!card) return false;
  await postSale(tx, card, now);
  const email = giftCardReceiptEmail(
    {
      id: card.id,
      lang: card.buyer_lang,
      buyerFirstName: card.buyer_first_name,
      amountCents: card.amount_cents,
      discountCents: card.amount_cents - card.total_cents,
      totalCents: card.total_cents,
      couponCode: card.coupon_code,
      celebrationType: card.celebration_type,
      receiverName: card.receiver_name,
      receiverEmail: card.receiver_email,
      deliveryDate: card.delivery_date,
      deliveredNow: isDeliveryDue(card.delivery_date, now),
    },
    links,
  );
  await enqueueEmail(
    tx,
    { email: card.buyer_email, name: `${card.buyer_first_name} ${card.buyer_last_name}`.trim() },
    email,
    now,
  );
  // Last, as the receiver's e-mail (when due today) follows the payment it depends on.
  await deliverGiftCardIfDue(tx, giftCardId, now, links);
  return true;
}

/** A refused payment: the card is canceled and the buyer may use the coupon again. */
export async function releaseGiftCard(tx: DbOrTx, giftCardId: number): Promise<void> {
  const cancel = step(giftCardLifecycle, 'canceled', 'system', { enumType: 'gift_card_status' });
  const canceled = await queryRows<{ id: number }>(
    tx,
    sql`update gift_cards set status = ${cancel.to} where id = ${giftCardId} and status in (${cancel.from})
      returning id`,
  );
  if (canceled.length === 0) return;
  await queryRows(tx, sql`delete from coupon_uses where gift_card_id = ${giftCardId}`);
}
