import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/client';
import { call } from './accounts';
import { BILLING, cardToken, TEST_CARDS } from './checkout';
import type { TestApp } from './test-app';

/** A gift card request as the /giftcards form sends it (TEST_NOW is 2026-11-22). */
export function giftCardPayload(overrides: Record<string, unknown> = {}) {
  return {
    amount: 50,
    celebration_type: 'birthday',
    custom_message: '¡Feliz cumpleaños, Sofía!',
    delivery_date: '2026-12-24',
    delivery_details: {
      sender_user: { name: 'Ana Pérez', email: 'ana@example.com' },
      receiver_user: { name: 'Sofía Gómez', email: 'sofia@example.com' },
    },
    ...overrides,
  };
}

export function createGiftCard(
  t: TestApp,
  token: string | undefined,
  payload: unknown,
  key: string = randomUUID(),
  lang: 'es' | 'en' = 'es',
): Promise<LightMyRequestResponse> {
  return call(t, 'create-gift-card', {
    token,
    payload,
    lang,
    headers: { 'idempotency-key': key },
  });
}

/**
 * A card tokenized and taken through 3-D Secure for `amount` USD. A challenge card is answered with
 * `challenge` on the sandbox's page ('authenticate', or none to leave it unanswered).
 */
export async function cardFor(
  t: TestApp,
  session: string,
  amount: number,
  number: string = TEST_CARDS.visa,
  challenge?: 'authenticate',
) {
  const token = await cardToken(t, number);
  const setup = await call(t, 'auth-setup', { token: session, payload: { card_token: token } });
  const enrolment = await call(t, 'auth-check-enrollment', {
    token: session,
    payload: { card_token: token, reference_id: setup.json().reference_id, amount, billing: BILLING },
  });
  if (enrolment.statusCode !== 200) throw new Error(`enrolment failed: ${enrolment.body}`);
  const { transaction_id: transactionId, step_up_url: stepUpUrl } = enrolment.json() as {
    transaction_id: string;
    step_up_url?: string;
  };
  if (stepUpUrl && challenge) {
    const answered = await t.app.inject({
      method: 'POST',
      url: stepUpUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=${challenge}&lang=es`,
    });
    if (answered.statusCode !== 303) throw new Error(`challenge failed: ${answered.body}`);
  }
  return { method: 'card' as const, card_token: token, transaction_id: transactionId };
}

export interface StoredGiftCard {
  id: number;
  status: string;
  amount_cents: number;
  total_cents: number;
  paid_at: Date | null;
  redeemable_until: Date;
  code_hash: string | null;
  buyer_lang: string;
  receiver_lang: string;
}

export async function storedGiftCard(t: TestApp, id: number): Promise<StoredGiftCard | undefined> {
  const [row] = await queryRows<StoredGiftCard>(
    t.database.db,
    sql`select id, status, amount_cents, total_cents, paid_at, redeemable_until, code_hash, buyer_lang,
        receiver_lang from gift_cards where id = ${id}`,
  );
  return row;
}

/** Ledger transactions whose entries do not sum to zero: never any. */
export async function unbalancedTransactions(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from (select transaction_id from ledger_entries
      group by transaction_id having sum(amount_cents) <> 0) unbalanced`,
  );
  return row!.count;
}

/** The sale's entries for a card, by account kind. */
export async function saleEntries(t: TestApp, giftCardId: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ kind: string; amount: number }>(
    t.database.db,
    sql`select la.kind::text as kind, le.amount_cents as amount from ledger_entries le
      join ledger_transactions lt on lt.id = le.transaction_id
      join ledger_accounts la on la.id = le.account_id
      where lt.kind = 'gift_card_sale' and lt.reference_type = 'gift_card'
        and lt.reference_id = ${String(giftCardId)}`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.amount]));
}

export async function couponUsesOf(t: TestApp, giftCardId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from coupon_uses where gift_card_id = ${giftCardId}`,
  );
  return row!.count;
}

export async function receiptsTo(t: TestApp, email: string) {
  return queryRows<{ subject: string; text: string; html: string; lang_code: string }>(
    t.database.db,
    sql`select subject, text, html, lang_code from email_outbox
      where template = 'gift-card-receipt' and to_email = ${email} order by id`,
  );
}

/** A coupon for gift cards (or of another kind), as an operator would create it. */
export async function insertCoupon(
  t: TestApp,
  coupon: {
    code: string;
    percent: number;
    kind?: 'promotion' | 'gift_card';
    maxPriceCents?: number | null;
    maxDiscountCents?: number | null;
    validUntil?: Date | null;
    /** Uses by everybody; null (the default): unlimited. */
    maxUses?: number | null;
    maxUsesPerUser?: number;
  },
): Promise<void> {
  await queryRows(
    t.database.db,
    sql`insert into coupons (code, kind, percent, max_price_by_experience_cents, max_discount_applied_cents,
        valid_until, max_uses, max_uses_per_user)
      values (${coupon.code}, ${coupon.kind ?? 'gift_card'}, ${coupon.percent}, ${coupon.maxPriceCents ?? null},
        ${coupon.maxDiscountCents ?? null}, ${coupon.validUntil ?? null}, ${coupon.maxUses ?? null},
        ${coupon.maxUsesPerUser ?? 1000})`,
  );
}
