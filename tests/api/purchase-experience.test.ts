import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUpVerified } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import {
  authenticatedCard,
  chargesSince,
  lastPurchaseId,
  giveCredit,
  ledgerSum,
  moneyMismatches,
  purchase,
  purchasePayload,
  sandboxCharges,
  seatsAt,
  TEST_CARDS,
} from '../helpers/checkout';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/** The purchase call's paths and refusals (issue 16); concurrency and faults have files of their own. */
let t: TestApp;
let f: BookingFixture;
/** Purchases after this one were made by the pipeline (the demo seed's were not). */
let seeded = 0;
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    experiences: 12,
    env: { CAPTCHA_PROVIDER: 'off' },
    clock: () => now,
  });
  f = await prepareBookingFixture(t);
  seeded = await lastPurchaseId(t);
}, 300_000);
afterAll(() => t?.close());

const ONE_ADULT = 51;

describe('POST /api/v1/purchase-experience', () => {
  it('books and charges a frictionless Visa once, at the server’s price', async () => {
    const traveller = await signUpVerified(t);
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT);
    const before = await sandboxCharges(t);
    const answer = await purchase(t, traveller.token, purchasePayload(f, card));
    expect(answer.statusCode).toBe(201);
    const data = answer.json().data;
    expect(data).toMatchObject({
      status: 'confirmed',
      booking_date: '2026-11-30',
      booking_hour: '08:00',
      total_cost: 51,
      wallet_discount: 0,
      total_payment: 51,
      displayed_total: 51,
      payment_method: 'card',
      card_brand: 'VISA',
      card_last4: '1111',
    });
    expect(data.voucher_url).toMatch(/^\/voucher\/RB-[A-Z0-9]{8}\?t=/);
    const charges = await chargesSince(t, before);
    expect(charges.map((charge) => [charge.amount, charge.status])).toEqual([[51, 'captured']]);
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('refuses a card whose 3-D Secure check was for a cheaper basket, holding no money and giving the seats back', async () => {
    const traveller = await signUpVerified(t);
    const card = await authenticatedCard(t, traveller.token, 1);
    const before = await sandboxCharges(t);
    const seats = await seatsAt(t, f.experienceId, '2026-11-30', '08:00');
    const answer = await purchase(t, traveller.token, purchasePayload(f, card), undefined, 'en');
    expect(answer.statusCode).toBe(402);
    expect(answer.json().code).toBe('AUTHENTICATION_FAILED');
    expect((await chargesSince(t, before)).filter((charge) => charge.status !== 'declined')).toEqual([]);
    expect(await seatsAt(t, f.experienceId, '2026-11-30', '08:00')).toEqual(seats);
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('takes part of the total from credit and the rest from a Mastercard', async () => {
    const traveller = await signUpVerified(t);
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT - 15, TEST_CARDS.mastercard);
    const answer = await purchase(
      t,
      traveller.token,
      purchasePayload(f, card, { apply_wallet: true }),
      randomUUID(),
      'en',
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({
      total_cost: 51,
      wallet_discount: 15,
      total_payment: 36,
      displayed_total: 51,
      card_brand: 'MASTERCARD',
    });
    const wallet = await call(t, `get-wallet/${traveller.id}`, { token: traveller.token });
    expect(wallet.json().available_balance).toBe(0);
  });

  it('pays with credit alone when it covers everything, and refuses when it does not', async () => {
    const traveller = await signUpVerified(t);
    const short = await purchase(
      t,
      traveller.token,
      purchasePayload(f, { method: 'wallet' }, { apply_wallet: true }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'WALLET_INSUFFICIENT',
      message: 'Tu saldo no alcanza para pagar el total.',
    });
    await giveCredit(t, traveller.id, 4000);
    const paid = await purchase(
      t,
      traveller.token,
      purchasePayload(f, { method: 'wallet' }, { apply_wallet: true }),
    );
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({
      payment_method: 'wallet',
      total_payment: 0,
      wallet_discount: 51,
    });
    const wallet = await call(t, `get-wallet/${traveller.id}`, { token: traveller.token });
    expect(wallet.json().available_balance).toBe(4);
    expect(await ledgerSum(t)).toBe(0);
  });

  it('answers a replay with the first answer and charges nothing more; another body under the key is 422', async () => {
    const traveller = await signUpVerified(t);
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT);
    const key = randomUUID();
    const payload = purchasePayload(f, card);
    const before = (await sandboxCharges(t)).length;
    const first = await purchase(t, traveller.token, payload, key);
    const again = await purchase(t, traveller.token, { ...payload, captcha_token: 'another' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await sandboxCharges(t)).length - before).toBe(1);
    const other = await purchase(t, traveller.token, { ...payload, booking_hour: '14:00' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await call(t, 'purchase-experience', { token: traveller.token, payload });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses a card token and its 3-D Secure transaction used for a second purchase', async () => {
    const traveller = await signUpVerified(t);
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT);
    expect((await purchase(t, traveller.token, purchasePayload(f, card))).statusCode).toBe(201);
    const before = await sandboxCharges(t);
    const replayed = await purchase(t, traveller.token, purchasePayload(f, card));
    expect(replayed.statusCode).toBeGreaterThanOrEqual(400);
    expect(replayed.statusCode).toBeLessThan(500);
    expect(await chargesSince(t, before)).toEqual([]);
  });

  it('gives everything back when the card is declined, and says so in the traveller’s words', async () => {
    const traveller = await signUpVerified(t);
    const date = '2026-12-01';
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT - 15, TEST_CARDS.declined).catch(
      () => null,
    );
    // A card declined at authorization: its 3-D Secure passed, the issuer refuses the money.
    if (card) {
      const answer = await purchase(
        t,
        traveller.token,
        purchasePayload(f, card, { booking_date: date, apply_wallet: true }),
      );
      expect(answer.statusCode).toBe(402);
      expect(answer.json().message).toBe(
        'No pudimos procesar tu pago. Revisa los datos o usa otro método de pago.',
      );
      expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: 0, purchases: 0 });
      const wallet = await call(t, `get-wallet/${traveller.id}`, { token: traveller.token });
      expect(wallet.json().available_balance).toBe(15);
    }
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('prices on the server: a tampered total is ignored, never charged', async () => {
    const traveller = await signUpVerified(t);
    // The body claims a total of 1 USD: the server charges its own price (the card was checked for it;
    // a check for another amount is refused, see above).
    const card = await authenticatedCard(t, traveller.token, ONE_ADULT);
    const before = await sandboxCharges(t);
    const answer = await purchase(t, traveller.token, { ...purchasePayload(f, card), total: 1 });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ total_cost: 51, total_payment: 51 });
    expect((await chargesSince(t, before)).map((charge) => charge.amount)).toEqual([51]);
  });

  it('validates the coupon again: one that expired after the quote is refused', async () => {
    const traveller = await signUpVerified(t);
    await queryRows(
      t.database.db,
      sql`insert into coupons (code, percent, valid_until, max_uses_per_user)
        values ('T-SOON', 10, ${new Date(TEST_NOW.getTime() + 60_000)}, 5)`,
    );
    const quote = await call(t, 'booking/quote', {
      token: traveller.token,
      payload: {
        ...purchasePayload(f, undefined),
        payment: undefined,
        captcha_token: undefined,
        coupon_code: 'T-SOON',
      },
    });
    expect(quote.statusCode).toBe(200);
    const card = await authenticatedCard(t, traveller.token, quote.json().data.total);
    now = new Date(TEST_NOW.getTime() + 5 * 60_000);
    try {
      const answer = await purchase(t, traveller.token, purchasePayload(f, card, { coupon_code: 'T-SOON' }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'COUPON_EXPIRED', error_reason: 'COUPON_EXPIRED' });
    } finally {
      now = TEST_NOW;
    }
  });

  it('answers 409 CAPACITY_EXCEEDED when the places went meanwhile, and charges nothing', async () => {
    const [first, second] = [await signUpVerified(t), await signUpVerified(t)];
    const date = '2026-12-02';
    const three = {
      participants: { adults: 3, children: 0, babies: 0, seniors: 0 },
      booking_date: date,
      booking_hour: '14:00',
    };
    const cardA = await authenticatedCard(t, first.token, 153);
    const cardB = await authenticatedCard(t, second.token, 153);
    expect((await purchase(t, first.token, purchasePayload(f, cardA, three))).statusCode).toBe(201);
    const before = (await sandboxCharges(t)).length;
    const late = await purchase(t, second.token, purchasePayload(f, cardB, three), randomUUID(), 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CAPACITY_EXCEEDED' });
    expect(late.json().message).toContain('You were not charged');
    expect((await sandboxCharges(t)).length).toBe(before);
    expect(await seatsAt(t, f.experienceId, date, '14:00')).toEqual({ counter: 3, purchases: 3 });
  });

  it('needs a pickup point inside the experience’s country for a pickup add-on', async () => {
    const traveller = await signUpVerified(t);
    await giveCredit(t, traveller.id, 10_000);
    const withPickup = (pickup: unknown) =>
      purchasePayload(
        f,
        { method: 'wallet' },
        { apply_wallet: true, additional_products: [f.pickupId], pickup },
      );
    const none = await purchase(t, traveller.token, withPickup(null));
    expect(none.json().code).toBe('PICKUP_REQUIRED');
    const madrid = await purchase(t, traveller.token, withPickup({ lat: 40.4168, lng: -3.7038 }));
    expect(madrid.json().code).toBe('PICKUP_OUTSIDE_COUNTRY');
    const panama = await purchase(t, traveller.token, withPickup({ lat: 8.9824, lng: -79.5199 }));
    expect(panama.statusCode).toBe(201);
    expect(panama.json().data.pickup).toEqual({ lat: 8.9824, lng: -79.5199 });
  });

  it('refuses seniors on an experience without a seniors price, taking nothing (decision 0045)', async () => {
    const traveller = await signUpVerified(t);
    await giveCredit(t, traveller.id, 10_000);
    const date = '2026-12-09';
    const answer = await purchase(
      t,
      traveller.token,
      purchasePayload(
        f,
        { method: 'wallet' },
        {
          booking_date: date,
          apply_wallet: true,
          participants: { adults: 1, children: 0, babies: 0, seniors: 1 },
        },
      ),
      randomUUID(),
      'en',
    );
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      { code: 'TIER_NOT_OFFERED', message: 'This experience does not take that type of participant.' },
    ]);
    expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: null, purchases: 0 });
  });

  it('asks to sign in, refuses a blocked account and card details sent to the API', async () => {
    const anonymous = await call(t, 'purchase-experience', {
      payload: purchasePayload(f, { method: 'wallet' }),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'LOGIN_REQUIRED',
      message: 'Inicia sesión para continuar.',
    });
    const blocked = await signUpVerified(t);
    await queryRows(t.database.db, sql`update users set is_blocked = true where id = ${blocked.id}`);
    const refused = await purchase(
      t,
      blocked.token,
      purchasePayload(f, { method: 'wallet' }),
      randomUUID(),
      'en',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'USER_BLOCKED' });
    const traveller = await signUpVerified(t);
    const stale = await call(t, 'purchase-experience', {
      token: traveller.token,
      payload: purchasePayload(f, { method: 'wallet' }),
      headers: { 'idempotency-key': randomUUID(), 'user-id': String(traveller.id + 1) },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      code: 'USER_NOT_IDENTIFIED',
      message: 'No pudimos identificar al usuario. Inicia sesión de nuevo.',
    });
    const leaked = await purchase(
      t,
      traveller.token,
      purchasePayload(f, { method: 'card', card_number: TEST_CARDS.visa, cvv: '123' }),
    );
    expect(leaked.statusCode).toBe(400);
    expect(leaked.json().code).toBe('CARD_DATA_REFUSED');
  });

  it('credits the referrer nothing for the referred traveller’s purchases paid with credit (decision 0042)', async () => {
    const referrer = await signUpVerified(t);
    const [code] = await queryRows<{ referral_code: string }>(
      t.database.db,
      sql`select referral_code from users where id = ${referrer.id}`,
    );
    const referred = await signUpVerified(t, {
      referral_code: code!.referral_code,
      referent: code!.referral_code,
    });
    const linked = await queryRows(
      t.database.db,
      sql`select 1 from referrals where referred_user_id = ${referred.id}`,
    );
    if (linked.length === 0) {
      await queryRows(
        t.database.db,
        sql`insert into referrals (referrer_user_id, referred_user_id, code) values (${referrer.id}, ${referred.id}, ${code!.referral_code})`,
      );
    }
    await giveCredit(t, referred.id, 20_000);
    const buy = () =>
      purchase(
        t,
        referred.token,
        purchasePayload(f, { method: 'wallet' }, { apply_wallet: true, booking_date: '2026-12-03' }),
      );
    expect((await buy()).statusCode).toBe(201);
    expect((await buy()).statusCode).toBe(201);
    // Not at confirmation, and never for credit: the reward waits for a completed purchase paid with real
    // money (tests/api/referral-rewards.test.ts); the referrer keeps her 15 USD of sign-up credit.
    const wallet = await call(t, `get-wallet/${referrer.id}`, { token: referrer.token });
    expect(wallet.json().available_balance).toBe(15);
  });
});
