import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signUp } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import {
  authenticatedCard,
  type CardPayment,
  chargesSince,
  giveCredit,
  ledgerSum,
  purchase,
  purchasePayload,
  sandboxCharges,
  seatsAt,
  TEST_CARDS,
} from '../helpers/checkout';
import { createGiftCard, giftCardPayload, insertCoupon } from '../helpers/gift-card-purchase';
import { createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A coupon's limits under concurrency (docs/decisions/0045): uses per traveller and uses by everybody
 * hold however many purchases or gift cards claim the coupon at once, on one server or two; the refused
 * ones take nothing (no seat, no credit, no charge). On PostgreSQL the requests really run side by side
 * on a pool of connections; the embedded engine runs one transaction at a time and checks the same
 * outcome.
 */
let t: TestApp;
let f: BookingFixture;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  f = await prepareBookingFixture(t);
  const promotion = { kind: 'promotion' as const, percent: 15 };
  await insertCoupon(t, { ...promotion, code: 'L-ONCE', maxUsesPerUser: 1 });
  await insertCoupon(t, { ...promotion, code: 'L-ONCE-WALLET', maxUsesPerUser: 1 });
  await insertCoupon(t, { ...promotion, code: 'L-ONCE-DECLINED', maxUsesPerUser: 1 });
  await insertCoupon(t, { ...promotion, code: 'L-TWICE', maxUsesPerUser: 2 });
  await insertCoupon(t, { ...promotion, code: 'L-FIRST3', maxUses: 3 });
  await insertCoupon(t, { ...promotion, code: 'L-FIRST3-TWO-SERVERS', maxUses: 3 });
  await insertCoupon(t, { ...promotion, code: 'L-ONCE-TWO-SERVERS', maxUsesPerUser: 1 });
  await insertCoupon(t, { code: 'G-ONCE', percent: 10, maxUsesPerUser: 1 });
  await insertCoupon(t, { code: 'G-FIRST2', percent: 10, maxUses: 2 });
}, 300_000);
afterAll(() => t?.close());

/** One adult on the fixture (50 USD) less 15 %, plus the 1 USD service fee. */
const DISCOUNTED = 43.5;

const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode);
const refusals = (answers: LightMyRequestResponse[]) =>
  answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json());

async function cards(token: string, count: number, amount = DISCOUNTED): Promise<CardPayment[]> {
  const made: CardPayment[] = [];
  for (let i = 0; i < count; i++) made.push(await authenticatedCard(t, token, amount));
  return made;
}

async function usesOf(code: string) {
  const [row] = await queryRows<{ uses: number }>(
    t.database.db,
    sql`select count(*)::int as uses from coupon_uses u join coupons c on c.id = u.coupon_id
      where c.code = ${code}`,
  );
  return row!.uses;
}

/** Purchases of any status a traveller has: a refused request leaves none behind. */
async function purchasesOf(userId: number) {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from purchases where user_id = ${userId}`,
  );
  return row!.count;
}

async function balanceOf(person: { id: number; token: string }) {
  const wallet = await t.app.inject({
    method: 'GET',
    url: `/api/v1/get-wallet/${person.id}`,
    headers: { 'api-token': 'test-token', authorization: `Bearer ${person.token}` },
  });
  return wallet.json().available_balance as number;
}

describe('a once-per-traveller coupon under concurrency', () => {
  it('gives one of 8 simultaneous card purchases the discount and refuses the others, taking nothing', async () => {
    const person = await signUp(t);
    const date = '2026-12-01';
    const paid = await cards(person.token, 8);
    const before = await sandboxCharges(t);
    const answers = await Promise.all(
      paid.map((card) =>
        purchase(t, person.token, purchasePayload(f, card, { booking_date: date, coupon_code: 'L-ONCE' })),
      ),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    const booked = answers.find((answer) => answer.statusCode === 201)!.json().data;
    expect(booked).toMatchObject({ coupon_code: 'L-ONCE', total_payment: DISCOUNTED, status: 'confirmed' });
    const refused = refusals(answers);
    expect(refused).toHaveLength(7);
    for (const body of refused) {
      expect(body).toEqual({
        code: 'COUPON_MAX_USES_BY_USER',
        message: 'Ya usaste este cupón todas las veces permitidas.',
        error_reason: 'COUPON_MAX_USES_BY_USER',
      });
    }
    // Nothing taken by the refused seven: one seat, one purchase, one use, one charge.
    expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: 1, purchases: 1 });
    expect(await purchasesOf(person.id)).toBe(1);
    expect(await usesOf('L-ONCE')).toBe(1);
    const charged = await chargesSince(t, before);
    expect(charged.map((charge) => [charge.status, charge.amount])).toEqual([['captured', DISCOUNTED]]);
    expect(await ledgerSum(t)).toBe(0);
  }, 300_000);

  it('spends the credit of one wallet-only purchase of 8, and none of the refused ones', async () => {
    const person = await signUp(t);
    await giveCredit(t, person.id, 20_000);
    const date = '2026-12-02';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        purchase(
          t,
          person.token,
          purchasePayload(
            f,
            { method: 'wallet' },
            { booking_date: date, coupon_code: 'L-ONCE-WALLET', apply_wallet: true },
          ),
          undefined,
          'en',
        ),
      ),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    for (const body of refusals(answers)) {
      expect(body).toMatchObject({
        code: 'COUPON_MAX_USES_BY_USER',
        message: 'You have already used this coupon as many times as it allows.',
      });
    }
    // 200 USD of credit (no sign-up credit before the e-mail is verified, decision 0043), less one
    // discounted booking.
    expect(await balanceOf(person)).toBe(200 - DISCOUNTED);
    expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: 1, purchases: 1 });
    expect(await ledgerSum(t)).toBe(0);
  }, 300_000);

  it('holds a limit of 2 per traveller: 2 of 6 simultaneous purchases get the discount', async () => {
    const person = await signUp(t);
    const date = '2026-12-03';
    const paid = await cards(person.token, 6);
    const before = await sandboxCharges(t);
    const answers = await Promise.all(
      paid.map((card) =>
        purchase(t, person.token, purchasePayload(f, card, { booking_date: date, coupon_code: 'L-TWICE' })),
      ),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(2);
    expect(new Set(refusals(answers).map((body) => body.code))).toEqual(new Set(['COUPON_MAX_USES_BY_USER']));
    expect(await usesOf('L-TWICE')).toBe(2);
    expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: 2, purchases: 2 });
    expect((await chargesSince(t, before)).filter((charge) => charge.status === 'captured')).toHaveLength(2);
  }, 300_000);

  it('gives the use back when the card is declined, so the traveller can still use the coupon once', async () => {
    const person = await signUp(t);
    const date = '2026-12-04';
    const declined = await authenticatedCard(t, person.token, DISCOUNTED, TEST_CARDS.declined);
    const payload = (card: CardPayment) =>
      purchasePayload(f, card, { booking_date: date, coupon_code: 'L-ONCE-DECLINED' });
    expect((await purchase(t, person.token, payload(declined))).statusCode).toBe(402);
    expect(await usesOf('L-ONCE-DECLINED')).toBe(0);
    const [good, again] = await cards(person.token, 2);
    expect((await purchase(t, person.token, payload(good!))).statusCode).toBe(201);
    const refused = await purchase(t, person.token, payload(again!));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('COUPON_MAX_USES_BY_USER');
  }, 300_000);
});

describe('a coupon limited to its first uses, under concurrency', () => {
  it('gives exactly 3 of 8 travellers buying at once the discount, and takes nothing from the others', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    const date = '2026-12-05';
    const paid: CardPayment[] = [];
    for (const person of people) paid.push((await cards(person.token, 1))[0]!);
    const before = await sandboxCharges(t);
    const answers = await Promise.all(
      people.map((person, i) =>
        purchase(
          t,
          person.token,
          purchasePayload(f, paid[i], { booking_date: date, coupon_code: 'L-FIRST3' }),
          undefined,
          'en',
        ),
      ),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(3);
    for (const body of refusals(answers)) {
      expect(body).toEqual({
        code: 'COUPON_EXPIRED',
        message: 'This coupon has expired.',
        error_reason: 'COUPON_EXPIRED',
      });
    }
    expect(await usesOf('L-FIRST3')).toBe(3);
    expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: 3, purchases: 3 });
    const charged = await chargesSince(t, before);
    expect(charged.map((charge) => charge.status)).toEqual(['captured', 'captured', 'captured']);
    expect(await ledgerSum(t)).toBe(0);
  }, 300_000);
});

describe('two servers on one database', () => {
  it('hold both limits when the purchases arrive at either server at once', async () => {
    const second = await createSecondApp(t);
    const other: TestApp = { ...t, app: second };
    try {
      const people = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
      const paid: CardPayment[] = [];
      for (const person of people) paid.push((await cards(person.token, 1))[0]!);
      const first3 = await Promise.all(
        people.map((person, i) =>
          purchase(
            i % 2 === 0 ? t : other,
            person.token,
            purchasePayload(f, paid[i], { booking_date: '2026-12-07', coupon_code: 'L-FIRST3-TWO-SERVERS' }),
          ),
        ),
      );
      expect(statuses(first3).filter((status) => status === 201)).toHaveLength(3);
      expect(new Set(refusals(first3).map((body) => body.code))).toEqual(new Set(['COUPON_EXPIRED']));

      const person = people[0]!;
      const own = await cards(person.token, 8);
      const once = await Promise.all(
        own.map((card, i) =>
          purchase(
            i % 2 === 0 ? t : other,
            person.token,
            purchasePayload(f, card, { booking_date: '2026-12-08', coupon_code: 'L-ONCE-TWO-SERVERS' }),
          ),
        ),
      );
      expect(statuses(once).filter((status) => status === 201)).toHaveLength(1);
      expect(new Set(refusals(once).map((body) => body.code))).toEqual(new Set(['COUPON_MAX_USES_BY_USER']));
      expect(await seatsAt(t, f.experienceId, '2026-12-08', '08:00')).toEqual({ counter: 1, purchases: 1 });
    } finally {
      await second.close();
    }
  }, 300_000);
});

describe('gift-card coupons under concurrency', () => {
  const buy = (token: string, card: unknown, coupon: string) =>
    createGiftCard(t, token, {
      ...giftCardPayload({ amount: 40, coupon_code: coupon }),
      payment: card,
      captcha_token: 'off',
    });

  it('buys one card of 6 bought at once with a once-per-buyer coupon, and charges only that one', async () => {
    const buyer = await signUp(t);
    const paid = await cards(buyer.token, 6, 36);
    const before = await sandboxCharges(t);
    const answers = await Promise.all(paid.map((card) => buy(buyer.token, card, 'G-ONCE')));
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    expect(new Set(refusals(answers).map((body) => body.code))).toEqual(new Set(['COUPON_MAX_USES_BY_USER']));
    expect(await usesOf('G-ONCE')).toBe(1);
    const [owned] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from gift_cards where buyer_user_id = ${buyer.id}`,
    );
    expect(owned!.count).toBe(1);
    expect((await chargesSince(t, before)).map((charge) => charge.amount)).toEqual([36]);
  }, 300_000);

  it('sells exactly 2 discounted cards to 5 buyers at once with a coupon for its first 2 uses', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
    const paid: CardPayment[] = [];
    for (const buyer of buyers) paid.push((await cards(buyer.token, 1, 36))[0]!);
    const answers = await Promise.all(buyers.map((buyer, i) => buy(buyer.token, paid[i], 'G-FIRST2')));
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(2);
    expect(new Set(refusals(answers).map((body) => body.code))).toEqual(new Set(['COUPON_EXPIRED']));
    expect(await usesOf('G-FIRST2')).toBe(2);
  }, 300_000);
});
