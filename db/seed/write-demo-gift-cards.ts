import { sql } from 'drizzle-orm';
import { giftCardCodeHash } from '../../domain/giftcards/gift-card-code-hash.server';
import {
  giftCardCodeHint,
  newGiftCardCode,
  normalizeGiftCardCode,
} from '../../domain/giftcards/gift-card-code';
import { redeemableUntil } from '../../domain/giftcards/gift-card-rules';
import { postGiftCardRedeem } from '../../domain/giftcards/redeem-gift-card.server';
import { wallClockIn } from '../../common/time/zoned-time';
import { GIFT_CARD_DELIVERY_ZONE } from '../../domain/giftcards/gift-card-rules';
import { type DbOrTx, queryRows } from '../client';
import { DEMO_TRAVELLER } from './plan-demo-agenda';

const DAY_MS = 86_400_000;

/**
 * The demo gift card anyone may redeem (README.md § Demo accounts and the agenda): a fixed code, since it is demo data
 * printed for newcomers. Typed as people would (`DEMO-GIFT-CARD-2026`), it reads as the code below (O is
 * 0, I is 1). Only its hash is stored, like any other card's.
 */
export const DEMO_GIFT_CARD_CODE = 'DEM0-G1FT-CARD-2026';
export const DEMO_GIFT_CARD_CENTS = 5000;
/** The card Sofía redeemed, in her wallet history. */
export const DEMO_REDEEMED_GIFT_CARD_CENTS = 2500;

interface DemoCard {
  code: string;
  amountCents: number;
  celebrationType: string;
  message: string;
  senderName: string;
  senderEmail: string;
  paidAt: Date;
}

async function insertDeliveredCard(db: DbOrTx, card: DemoCard): Promise<number> {
  const code = normalizeGiftCardCode(card.code)!;
  const deliveryDate = wallClockIn(GIFT_CARD_DELIVERY_ZONE, card.paidAt).date;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into gift_cards (code_hash, code_hint, amount_cents, total_cents, celebration_type, custom_message,
          delivery_date, sender_name, sender_email, receiver_name, receiver_email, receiver_lang, buyer_lang,
          status, payment_method, paid_at, redeemable_until, delivered_at, created_at)
        values (${giftCardCodeHash(code)}, ${giftCardCodeHint(code)}, ${card.amountCents}, ${card.amountCents},
          ${card.celebrationType}, ${card.message}, ${deliveryDate}, ${card.senderName}, ${card.senderEmail},
          ${`${DEMO_TRAVELLER.firstName} ${DEMO_TRAVELLER.lastName}`}, ${DEMO_TRAVELLER.email}, 'es', 'es',
          'paid', 'card', ${card.paidAt}, ${redeemableUntil(card.paidAt)}, ${card.paidAt}, ${card.paidAt})
        returning id`,
  );
  return row!.id;
}

/**
 * The demo traveller's gift cards (docs/decisions/0041): one she redeemed a month and a half ago, its
 * credit posted to her wallet the way redemption posts it (so her history shows it), and one delivered
 * to her and not redeemed, whose code the README prints for anyone to try on /profile/credit-giftcard/
 * redeem.
 */
export async function writeDemoGiftCards(db: DbOrTx, userId: number, now: Date): Promise<void> {
  const boughtAt = new Date(now.getTime() - 50 * DAY_MS);
  const redeemedAt = new Date(now.getTime() - 45 * DAY_MS);
  const redeemed = await insertDeliveredCard(db, {
    // Drawn like any card's and never shown: it was redeemed already.
    code: newGiftCardCode(),
    amountCents: DEMO_REDEEMED_GIFT_CARD_CENTS,
    celebrationType: 'birthday',
    message: '¡Feliz cumpleaños, hermanita! Para tu próxima aventura.',
    senderName: 'Diego Viajero',
    senderEmail: 'diego.viajero@rumbo.test',
    paidAt: boughtAt,
  });
  await queryRows(
    db,
    sql`update gift_cards set status = 'redeemed', redeemed_by_user_id = ${userId}, redeemed_at = ${redeemedAt}
        where id = ${redeemed}`,
  );
  await postGiftCardRedeem(
    db,
    { id: redeemed, amountCents: DEMO_REDEEMED_GIFT_CARD_CENTS },
    userId,
    redeemedAt,
  );

  await insertDeliveredCard(db, {
    code: DEMO_GIFT_CARD_CODE,
    amountCents: DEMO_GIFT_CARD_CENTS,
    celebrationType: 'travel',
    message: 'Para que conozcas el Caribe. ¡Buen viaje!',
    senderName: 'Equipo Rumbo',
    senderEmail: 'hola@rumbo.test',
    paidAt: new Date(now.getTime() - 2 * DAY_MS),
  });
}
