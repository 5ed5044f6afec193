/**
 * Delivering gift cards (docs/decisions/0041, "Delivering"): on its day, a paid card gets its code and
 * its receiver's e-mail. The code is drawn, its hash stored and the e-mail written to the outbox in one
 * transaction whose conditional update (`delivered_at is null`) lets only one writer through: a card
 * goes out once however many processes, runs or settle steps reach it, and the code exists in clear in
 * the e-mail alone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import { wallClockIn } from '../../common/time/zoned-time';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { formatUsd } from '../pricing/money';
import { giftCardArtworkPng } from './gift-card-artwork-png.server';
import { giftCardCodeHash } from './gift-card-code-hash.server';
import { giftCardCodeHint, newGiftCardCode } from './gift-card-code';
import { giftCardDeliveryEmail } from './gift-card-delivery-email';
import {
  type CelebrationType,
  GIFT_CARD_DELIVERY_ZONE,
  isCelebrationType,
  isDeliveryDue,
} from './gift-card-rules';

/** Cards the job delivers between two questions to its lease (each card is its own transaction). */
export const GIFT_CARD_DELIVERY_BATCH = 100;

export interface CardRow {
  id: number;
  status: string;
  delivered_at: Date | string | null;
  delivery_date: string;
  amount_cents: number;
  celebration_type: string;
  custom_message: string | null;
  sender_name: string;
  receiver_name: string;
  receiver_email: string;
  receiver_lang: string;
  redeemable_until: Date | string;
}

export async function readCard(db: DbOrTx, giftCardId: number): Promise<CardRow | undefined> {
  const [row] = await queryRows<CardRow>(
    db,
    sql`select id, status::text as status, delivered_at, delivery_date::text as delivery_date, amount_cents,
          celebration_type, custom_message, sender_name, receiver_name, receiver_email::text as receiver_email,
          receiver_lang, redeemable_until
        from gift_cards where id = ${giftCardId}`,
  );
  return row;
}

/**
 * Delivers the card when it is paid, not delivered yet and its day has begun on the marketplace's
 * clock: draws its code, stores the hash and hint, marks it delivered and writes the receiver's e-mail,
 * all in `tx` (the caller's: the settle step that marks a card paid delivers a card for today at once).
 * Answers whether this call delivered it; false leaves everything as it was.
 */
export async function deliverGiftCardIfDue(
  tx: Tx,
  giftCardId: number,
  now: Date,
  links: EmailLinks,
): Promise<boolean> {
  const card = await readCard(tx, giftCardId);
  if (!card || card.status !== 'paid' || card.delivered_at !== null) return false;
  if (!isDeliveryDue(card.delivery_date, now)) return false;
  return sendWithNewCode(tx, card, now, links, sql`delivered_at is null and status = 'paid'`);
}

/**
 * Draws a new code for `card`, stores its hash and hint, marks the card delivered now and writes the
 * receiver's e-mail with the code, when the card's row still meets `claim` (the conditional update lets one
 * writer through). The delivery uses it on the card's day; the back office's resend uses it again on a
 * delivered card not yet redeemed (docs/decisions/0075-admin-promotions): the old code then stops working,
 * since only one hash is kept. Answers whether it sent.
 */
export async function sendWithNewCode(
  tx: Tx,
  card: CardRow,
  now: Date,
  links: EmailLinks,
  claim: SQL,
): Promise<boolean> {
  const giftCardId = card.id;
  const design: CelebrationType = isCelebrationType(card.celebration_type)
    ? card.celebration_type
    : 'birthday';
  const lang: Lang = card.receiver_lang === 'en' ? 'en' : 'es';
  // Rendered (or taken from the cache) before the row is claimed, so its lock is held the least time.
  const artwork = await giftCardArtworkPng(
    design,
    {
      label: translate(lang, 'giftCards.preview.card'),
      amount: formatUsd(card.amount_cents, lang),
    },
    lang,
  );
  const code = newGiftCardCode();
  const claimed = await queryRows<{ id: number }>(
    tx,
    sql`update gift_cards set code_hash = ${giftCardCodeHash(code)}, code_hint = ${giftCardCodeHint(code)},
          delivered_at = coalesce(delivered_at, ${now})
        where id = ${giftCardId} and ${claim}
        returning id`,
  );
  if (claimed.length === 0) return false;
  const email = giftCardDeliveryEmail(
    {
      id: card.id,
      lang,
      amountCents: card.amount_cents,
      senderName: card.sender_name,
      receiverName: card.receiver_name,
      customMessage: card.custom_message,
      code,
      redeemableUntil: new Date(card.redeemable_until),
    },
    links,
    artwork,
  );
  await enqueueEmail(tx, { email: card.receiver_email, name: card.receiver_name }, email, now);
  return true;
}

/**
 * The job's part (run with the purchases' job, under its lease): delivers every paid card whose day has
 * come. Each card is claimed with `for update skip locked` and delivered in its own short transaction, so
 * two runs at once share the work instead of waiting on each other, and a crash loses at most the card
 * in hand (the next run finds it undelivered). `keepGoing` is asked between batches (the lease's
 * renewal); false ends the run early. Answers how many cards this run delivered.
 */
export async function deliverDueGiftCards(
  db: Db,
  now: Date,
  links: EmailLinks,
  keepGoing: () => Promise<boolean> = async () => true,
): Promise<number> {
  const today = wallClockIn(GIFT_CARD_DELIVERY_ZONE, now).date;
  let delivered = 0;
  let after = 0;
  for (let inBatch = 0; ; inBatch += 1) {
    if (inBatch === GIFT_CARD_DELIVERY_BATCH) {
      if (!(await keepGoing())) return delivered;
      inBatch = 0;
    }
    // Ids only grow past `after`: a card another run holds is passed over (it delivers it), never retried.
    const step = await db.transaction(async (tx) => {
      const [next] = await queryRows<{ id: number }>(
        tx,
        sql`select id from gift_cards
            where status = 'paid' and delivered_at is null and delivery_date <= ${today}::date and id > ${after}
            order by id limit 1
            for update skip locked`,
      );
      if (!next) return null;
      return {
        id: next.id,
        delivered: await deliverGiftCardIfDue(tx, next.id, now, links),
      };
    });
    if (!step) return delivered;
    after = step.id;
    if (step.delivered) delivered += 1;
  }
}
