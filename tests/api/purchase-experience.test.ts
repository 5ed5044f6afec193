import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUpVerified } from '../helpers/accounts';
import {
  authenticatedCard,
  chargesSince,
  giveCredit,
  ledgerSum,
  moneyMismatches,
  purchase,
  purchasePayload,
  sandboxCharges,
  seatsAt,
  TEST_CARDS,
} from '../helpers/checkout';
import { ONE_ADULT, usePurchaseSuite } from '../helpers/purchase-suite';

/**
 * The purchase call's paths (a card, credit and a card, credit alone, a replay, a declined card); its
 * refusals: purchase-experience-checks.test.ts; concurrency and faults have files of their own.
 */
const s = usePurchaseSuite();

describe('POST /api/v1/purchase-experience', () => {
  it('books and charges a frictionless Visa once, at the server’s price', async () => {
    const traveller = await signUpVerified(s.t);
    const card = await authenticatedCard(s.t, traveller.token, ONE_ADULT);
    const before = await sandboxCharges(s.t);
    const answer = await purchase(s.t, traveller.token, purchasePayload(s.f, card));
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
    const charges = await chargesSince(s.t, before);
    expect(charges.map((charge) => [charge.amount, charge.status])).toEqual([[51, 'captured']]);
    expect(await moneyMismatches(s.t, s.seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('fixes the operator’s share with the company’s rate of the day: price less commission', async () => {
    await s.t.database.db.execute(
      sql`update companies set commission_bps = 1250 where id = (select company_id from experiences where id = ${s.f.experienceId})`,
    );
    const traveller = await signUpVerified(s.t);
    const card = await authenticatedCard(s.t, traveller.token, ONE_ADULT);
    const answer = await purchase(s.t, traveller.token, purchasePayload(s.f, card));
    expect(answer.statusCode).toBe(201);
    const [row] = await queryRows<{
      price: number;
      commission_cents: number;
      operator_payable_cents: number;
    }>(
      s.t.database.db,
      sql`select subtotal_cents - group_discount_cents + add_ons_cents as price, commission_cents,
          operator_payable_cents from purchases where code = ${answer.json().data.code}`,
    );
    // 12.5 % of the price, the service fee left out; the rate of later bookings is not this one's.
    expect(row!.commission_cents).toBe(Math.floor((row!.price * 1250 + 5000) / 10_000));
    expect(row!.commission_cents + row!.operator_payable_cents).toBe(row!.price);
    expect(row!.price).toBeLessThan(ONE_ADULT * 100);
    await s.t.database.db.execute(sql`update companies set commission_bps = 2000`);
    const [after] = await queryRows<{ commission_cents: number }>(
      s.t.database.db,
      sql`select commission_cents from purchases where code = ${answer.json().data.code}`,
    );
    expect(after!.commission_cents).toBe(row!.commission_cents);
  });

  it('refuses a card whose 3-D Secure check was for a cheaper basket, holding no money and giving the seats back', async () => {
    const traveller = await signUpVerified(s.t);
    const card = await authenticatedCard(s.t, traveller.token, 1);
    const before = await sandboxCharges(s.t);
    const seats = await seatsAt(s.t, s.f.experienceId, '2026-11-30', '08:00');
    const answer = await purchase(s.t, traveller.token, purchasePayload(s.f, card), undefined, 'en');
    expect(answer.statusCode).toBe(402);
    expect(answer.json().code).toBe('AUTHENTICATION_FAILED');
    expect((await chargesSince(s.t, before)).filter((charge) => charge.status !== 'declined')).toEqual([]);
    expect(await seatsAt(s.t, s.f.experienceId, '2026-11-30', '08:00')).toEqual(seats);
    expect(await moneyMismatches(s.t, s.seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });

  it('takes part of the total from credit and the rest from a Mastercard', async () => {
    const traveller = await signUpVerified(s.t);
    const card = await authenticatedCard(s.t, traveller.token, ONE_ADULT - 15, TEST_CARDS.mastercard);
    const answer = await purchase(
      s.t,
      traveller.token,
      purchasePayload(s.f, card, { apply_wallet: true }),
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
    const wallet = await call(s.t, `get-wallet/${traveller.id}`, { token: traveller.token });
    expect(wallet.json().available_balance).toBe(0);
  });

  it('pays with credit alone when it covers everything, and refuses when it does not', async () => {
    const traveller = await signUpVerified(s.t);
    const short = await purchase(
      s.t,
      traveller.token,
      purchasePayload(s.f, { method: 'wallet' }, { apply_wallet: true }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'WALLET_INSUFFICIENT',
      message: 'Tu saldo no alcanza para pagar el total.',
    });
    await giveCredit(s.t, traveller.id, 4000);
    const paid = await purchase(
      s.t,
      traveller.token,
      purchasePayload(s.f, { method: 'wallet' }, { apply_wallet: true }),
    );
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({
      payment_method: 'wallet',
      total_payment: 0,
      wallet_discount: 51,
    });
    const wallet = await call(s.t, `get-wallet/${traveller.id}`, { token: traveller.token });
    expect(wallet.json().available_balance).toBe(4);
    expect(await ledgerSum(s.t)).toBe(0);
  });

  it('answers a replay with the first answer and charges nothing more; another body under the key is 422', async () => {
    const traveller = await signUpVerified(s.t);
    const card = await authenticatedCard(s.t, traveller.token, ONE_ADULT);
    const key = randomUUID();
    const payload = purchasePayload(s.f, card);
    const before = (await sandboxCharges(s.t)).length;
    const first = await purchase(s.t, traveller.token, payload, key);
    const again = await purchase(s.t, traveller.token, { ...payload, captcha_token: 'another' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await sandboxCharges(s.t)).length - before).toBe(1);
    const other = await purchase(s.t, traveller.token, { ...payload, booking_hour: '14:00' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await call(s.t, 'purchase-experience', { token: traveller.token, payload });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses a card token and its 3-D Secure transaction used for a second purchase', async () => {
    const traveller = await signUpVerified(s.t);
    const card = await authenticatedCard(s.t, traveller.token, ONE_ADULT);
    expect((await purchase(s.t, traveller.token, purchasePayload(s.f, card))).statusCode).toBe(201);
    const before = await sandboxCharges(s.t);
    const replayed = await purchase(s.t, traveller.token, purchasePayload(s.f, card));
    expect(replayed.statusCode).toBeGreaterThanOrEqual(400);
    expect(replayed.statusCode).toBeLessThan(500);
    expect(await chargesSince(s.t, before)).toEqual([]);
  });

  it('gives everything back when the card is declined, and says so in the traveller’s words', async () => {
    const traveller = await signUpVerified(s.t);
    const date = '2026-12-01';
    const card = await authenticatedCard(s.t, traveller.token, ONE_ADULT - 15, TEST_CARDS.declined).catch(
      () => null,
    );
    // A card declined at authorization: its 3-D Secure passed, the issuer refuses the money.
    if (card) {
      const answer = await purchase(
        s.t,
        traveller.token,
        purchasePayload(s.f, card, { booking_date: date, apply_wallet: true }),
      );
      expect(answer.statusCode).toBe(402);
      expect(answer.json().message).toBe(
        'No pudimos procesar tu pago. Revisa los datos o usa otro método de pago.',
      );
      expect(await seatsAt(s.t, s.f.experienceId, date, '08:00')).toEqual({ counter: 0, purchases: 0 });
      const wallet = await call(s.t, `get-wallet/${traveller.id}`, { token: traveller.token });
      expect(wallet.json().available_balance).toBe(15);
    }
    expect(await moneyMismatches(s.t, s.seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  });
});
