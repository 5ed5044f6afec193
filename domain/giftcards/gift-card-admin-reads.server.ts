/**
 * Gift cards as the back office reads them (docs/decisions/0075-admin-promotions): found by an e-mail, the
 * last characters of the code or the whole code (by its hash), and one card's story from its columns, its
 * receiver's e-mails in the outbox and the admins' records in the audit log.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { centsToUsd } from '../pricing/money';
import type { AdminGiftCard, AdminGiftCardDetail } from './gift-card-admin-contract';
import { maskedCode, readGiftCardSearch } from './gift-card-admin-rules';
import { giftCardCodeHash } from './gift-card-code-hash.server';
import { lastRedeemDay } from './gift-card-delivery-email';

interface CardRow {
  id: number;
  code_hint: string | null;
  amount_cents: number;
  total_cents: number;
  status: AdminGiftCard['status'];
  sender_name: string;
  sender_email: string;
  receiver_name: string;
  receiver_email: string;
  delivery_date: string;
  delivered_at: Date | string | null;
  redeemed_at: Date | string | null;
  redeemable_until: Date | string;
  created_at: Date | string;
  paid_at: Date | string | null;
  payment_method: string | null;
  coupon_code: string | null;
  redeemed_by: string | null;
}

const selectCards = (where: SQL) => sql`
  select g.id, g.code_hint, g.amount_cents, g.total_cents, g.status::text as status, g.sender_name,
    g.sender_email::text as sender_email, g.receiver_name, g.receiver_email::text as receiver_email,
    g.delivery_date::text as delivery_date, g.delivered_at, g.redeemed_at, g.redeemable_until, g.created_at,
    g.paid_at, g.payment_method, c.code::text as coupon_code, r.email::text as redeemed_by
  from gift_cards g
    left join coupons c on c.id = g.coupon_id
    left join users r on r.id = g.redeemed_by_user_id
    left join users b on b.id = g.buyer_user_id
  where ${where}
  order by g.created_at desc, g.id desc limit 100`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function cardReply(row: CardRow, now: Date): AdminGiftCard {
  const until = new Date(row.redeemable_until);
  return {
    id: row.id,
    code: maskedCode(row.code_hint),
    amount: centsToUsd(row.amount_cents),
    total: centsToUsd(row.total_cents),
    status: row.status,
    expired: row.status === 'paid' && until.getTime() <= now.getTime(),
    sender_name: row.sender_name,
    sender_email: row.sender_email,
    receiver_name: row.receiver_name,
    receiver_email: row.receiver_email,
    delivery_date: row.delivery_date,
    delivered_at: iso(row.delivered_at),
    redeemed_at: iso(row.redeemed_at),
    redeemable_until: until.toISOString(),
    last_redeem_day: lastRedeemDay(until),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The cards a search finds (none for a search that is neither an address nor code characters). */
export async function findGiftCards(db: DbOrTx, typed: string, now: Date): Promise<AdminGiftCard[]> {
  const search = readGiftCardSearch(typed);
  let where: SQL;
  if (search.by === 'email') {
    where = sql`(g.sender_email = ${search.email} or g.receiver_email = ${search.email} or b.email = ${search.email})`;
  } else if (search.by === 'code') {
    where = sql`g.code_hash = ${giftCardCodeHash(search.normalized)}`;
  } else if (search.by === 'hint') {
    where = sql`right(g.code_hint, ${search.ending.length}) = ${search.ending}`;
  } else {
    return [];
  }
  const rows = await queryRows<CardRow>(db, selectCards(where));
  return rows.map((row) => cardReply(row, now));
}

type HistoryLine = AdminGiftCardDetail['history'][number];

/** One card with its story, oldest first; undefined when unknown. */
export async function giftCardDetail(
  db: DbOrTx,
  id: number,
  now: Date,
): Promise<AdminGiftCardDetail | undefined> {
  const [row] = await queryRows<CardRow>(db, selectCards(sql`g.id = ${id}`));
  if (!row) return undefined;
  const history: HistoryLine[] = [];
  const add = (
    at: Date | string | null,
    event: HistoryLine['event'],
    detail: string | null = null,
    by: string | null = null,
  ) => {
    if (at !== null) history.push({ at: new Date(at).toISOString(), event, detail, by });
  };
  add(row.created_at, 'created');
  add(row.paid_at, 'paid', row.payment_method);
  add(row.delivered_at, 'delivered');
  const emails = await queryRows<{ created_at: Date | string; status: string }>(
    db,
    sql`select created_at, status::text as status from email_outbox
      where template = 'gift-card-delivery' and to_email = ${row.receiver_email}
        and position(${`gift-card-${id}@rumbo`} in html) > 0
      order by id`,
  );
  for (const email of emails) add(email.created_at, 'email', email.status);
  const records = await queryRows<{
    occurred_at: Date | string;
    action: string;
    after: { reason?: string; last_redeem_day?: string } | null;
    by: string | null;
  }>(
    db,
    sql`select a.occurred_at, a.action, a.after, u.email::text as by from audit_log a
      left join users u on u.id = a.actor_id
      where a.entity = 'gift_card' and a.entity_id = ${String(id)} order by a.id`,
  );
  for (const record of records) {
    if (record.action === 'gift_card.resend')
      add(record.occurred_at, 'resent', record.after?.reason ?? null, record.by);
    if (record.action === 'gift_card.extend') {
      const detail = `${record.after?.last_redeem_day ?? ''} · ${record.after?.reason ?? ''}`;
      add(record.occurred_at, 'extended', detail, record.by);
    }
  }
  add(row.redeemed_at, 'redeemed', row.redeemed_by);
  history.sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...cardReply(row, now),
    payment_method: row.payment_method,
    coupon_code: row.coupon_code,
    redeemed_by: row.redeemed_by,
    history,
  };
}
