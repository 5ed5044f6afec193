import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { redeemableUntil } from '../../domain/giftcards/gift-card-rules';
import { signUp } from '../helpers/accounts';
import { authenticatedCard, chargesSince, sandboxCharges, TEST_CARDS } from '../helpers/checkout';
import {
  cardFor,
  couponUsesOf,
  createGiftCard,
  giftCardPayload,
  insertCoupon,
  receiptsTo,
  saleEntries,
  storedGiftCard,
  unbalancedTransactions,
} from '../helpers/gift-card-purchase';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/**
 * Paying for a gift card by card (docs/decisions/0041 "Buying"): the purchase's payment machinery
 * (3-D Secure for the card's total, one charge per Idempotency-Key) settles a card: paid, its sale in the
 * ledger and the buyer's receipt in the outbox; or canceled with its coupon use given back.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
  await insertCoupon(t, { code: 'GC-TEN', percent: 10 });
}, 120_000);
afterAll(() => t?.close());

const body = (payment: unknown, overrides: Record<string, unknown> = {}) => ({
  ...giftCardPayload(overrides),
  payment,
  captcha_token: 'off',
});

describe('POST /api/v1/create-gift-card by card', () => {
  it('pays a card with the frictionless Visa: paid, the sale in the ledger, the receipt in the outbox', async () => {
    const buyer = await signUp(t, {}, 'en');
    const before = await sandboxCharges(t);
    const card = await authenticatedCard(t, buyer.token, 45);
    const answer = await createGiftCard(
      t,
      buyer.token,
      body(card, { coupon_code: 'GC-TEN' }),
      undefined,
      'en',
    );
    expect(answer.statusCode).toBe(201);
    const data = answer.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      amount: 50,
      total: 45,
      delivery_date: '2026-12-24',
      status: 'paid',
    });

    const stored = await storedGiftCard(t, data.id);
    expect(stored).toMatchObject({ status: 'paid', amount_cents: 5000, total_cents: 4500, buyer_lang: 'en' });
    expect(new Date(stored!.paid_at!).getTime()).toBe(TEST_NOW.getTime());
    expect(new Date(stored!.redeemable_until).getTime()).toBe(redeemableUntil(TEST_NOW).getTime());
    // No code exists before the card is delivered (on 24 December).
    expect(stored!.code_hash).toBeNull();

    const charges = await chargesSince(t, before);
    expect(charges).toEqual([expect.objectContaining({ amount: 45, status: 'captured' })]);
    expect(await couponUsesOf(t, data.id)).toBe(1);
    expect(await saleEntries(t, data.id)).toEqual({
      customer_payments: -4500,
      promotions_expense: -500,
      gift_card_liability: 5000,
    });
    expect(await unbalancedTransactions(t)).toBe(0);

    const [receipt, ...more] = await receiptsTo(t, buyer.email);
    expect(more).toEqual([]);
    expect(receipt!.lang_code).toBe('en');
    expect(receipt!.subject).toBe('Your $50 gift card for Sofía Gómez');
    for (const text of [
      '$50',
      '$45',
      '−$5',
      'Coupon GC-TEN',
      'Birthday',
      'sofia@example.com',
      'December 24, 2026',
    ]) {
      expect(receipt!.text).toContain(text);
    }
    expect(receipt!.text).toContain('goes only in the receiver');
  });

  it('writes the receipt in Spanish for a Spanish buyer, without a coupon line', async () => {
    const buyer = await signUp(t);
    const card = await authenticatedCard(t, buyer.token, 20);
    const answer = await createGiftCard(
      t,
      buyer.token,
      body(card, { amount: 20, celebration_type: 'travel' }),
    );
    expect(answer.statusCode).toBe(201);
    expect(await saleEntries(t, answer.json().data.id)).toEqual({
      customer_payments: -2000,
      gift_card_liability: 2000,
    });
    const [receipt] = await receiptsTo(t, buyer.email);
    expect(receipt!.lang_code).toBe('es');
    expect(receipt!.text).toContain('Viajes');
    expect(receipt!.text).not.toContain('Cupón');
  });

  it('refuses a 3-D Secure result made for another amount, before anything is charged', async () => {
    const buyer = await signUp(t);
    const before = await sandboxCharges(t);
    const card = await authenticatedCard(t, buyer.token, 50);
    const answer = await createGiftCard(t, buyer.token, body(card, { coupon_code: 'GC-TEN' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('AUTHENTICATION_AMOUNT_MISMATCH');
    expect(await chargesSince(t, before)).toEqual([]);
  });

  it('pays with a challenge card once the challenge is answered, and refuses it unanswered', async () => {
    const buyer = await signUp(t);
    const unanswered = await cardFor(t, buyer.token, 30, TEST_CARDS.challenge);
    const refused = await createGiftCard(t, buyer.token, body(unanswered, { amount: 30 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('AUTHENTICATION_FAILED');
    const answered = await cardFor(t, buyer.token, 30, TEST_CARDS.challenge, 'authenticate');
    const paid = await createGiftCard(t, buyer.token, body(answered, { amount: 30 }));
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({ amount: 30, total: 30, status: 'paid' });
  });

  it('answers 402 for a declined card: the card is canceled and the coupon may be used again', async () => {
    const buyer = await signUp(t);
    const card = await authenticatedCard(t, buyer.token, 45, TEST_CARDS.declined);
    const answer = await createGiftCard(t, buyer.token, body(card, { coupon_code: 'GC-TEN' }));
    expect(answer.statusCode).toBe(402);
    expect(answer.json().code).toMatch(/DECLINED/);
    expect(answer.json().message).toMatch(/\S/);
    const [row] = await queryRows<{ id: number; status: string }>(
      t.database.db,
      sql`select g.id, g.status from gift_cards g join users u on u.id = g.buyer_user_id
        where u.id = ${buyer.id}`,
    );
    expect(row!.status).toBe('canceled');
    expect(await couponUsesOf(t, row!.id)).toBe(0);
    expect(await saleEntries(t, row!.id)).toEqual({});
    expect(await receiptsTo(t, buyer.email)).toEqual([]);
  });

  it('charges once per Idempotency-Key: a replay answers the first answer, another body 422', async () => {
    const buyer = await signUp(t);
    const before = await sandboxCharges(t);
    const card = await authenticatedCard(t, buyer.token, 50);
    const key = randomUUID();
    const first = await createGiftCard(t, buyer.token, body(card), key);
    expect(first.statusCode).toBe(201);
    const replays = await Promise.all([1, 2, 3].map(() => createGiftCard(t, buyer.token, body(card), key)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(first.json());
    }
    expect(await chargesSince(t, before)).toHaveLength(1);
    const [cards] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from gift_cards where buyer_user_id = ${buyer.id}`,
    );
    expect(cards!.count).toBe(1);
    const other = await createGiftCard(t, buyer.token, body(card, { amount: 60 }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a blocked buyer', async () => {
    const buyer = await signUp(t);
    const card = await authenticatedCard(t, buyer.token, 50);
    await queryRows(t.database.db, sql`update users set is_blocked = true where id = ${buyer.id}`);
    const answer = await createGiftCard(t, buyer.token, body(card));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('USER_BLOCKED');
  });
});
