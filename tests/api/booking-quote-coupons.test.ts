import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bookingSuite } from '../helpers/booking-fixture';

/**
 * Coupons in the price of a booking (booking/quote), the demo seed's included. The set-up:
 * tests/helpers/booking-fixture.ts.
 */
const s = bookingSuite({ coupons: true });

describe('coupons in the quote', () => {
  it('takes a plain percent off the booking price, not the fee', async () => {
    const response = await s.quote({ coupon_code: 't-ten' });
    expect(response.json().data).toMatchObject({ coupon_percent: 10, coupon_discount: 13, total: 120 });
  });

  it('lowers the percent of a capped coupon to give exactly the cap, with a notice', async () => {
    const response = await s.quote({ coupon_code: 'T-MAX5' });
    expect(response.json().data).toMatchObject({
      coupon_percent: 3.85,
      coupon_discount: 5,
      total: 128,
      notices: ['couponHasMaxDiscount'],
    });
  });

  it('refuses a coupon when the booking costs more than its maximum price', async () => {
    const over = await s.quote({ coupon_code: 'T-UNDER60' }, { lang: 'en' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'COUPON_PRICE_NOT_ELIGIBLE',
      message: 'This booking costs more than the most the coupon applies to.',
      error_reason: 'COUPON_PRICE_NOT_ELIGIBLE',
    });
    const under = await s.quote({
      coupon_code: 'T-UNDER60',
      participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
    });
    expect(under.json().data).toMatchObject({ coupon_percent: 15, coupon_discount: 7.5, total: 43.5 });
  });

  it('refuses an expired coupon and one the traveller used up, and combines a coupon with credit', async () => {
    const expired = await s.quote({ coupon_code: 'T-EXPIRED' });
    expect(expired.json()).toMatchObject({ code: 'COUPON_EXPIRED', error_reason: 'COUPON_EXPIRED' });
    const used = await s.quote({ coupon_code: 'T-ONCE' }, { token: s.traveller.token });
    expect(used.json()).toMatchObject({
      code: 'COUPON_MAX_USES_BY_USER',
      error_reason: 'COUPON_MAX_USES_BY_USER',
    });
    const both = await s.quote({ coupon_code: 'T-TEN', apply_wallet: true }, { token: s.traveller.token });
    expect(both.json().data).toMatchObject({ coupon_discount: 13, wallet_discount: 15, total: 105 });
  });
});

describe('the demo coupons', () => {
  it('seeds WELCOME10, MAX5, UNDER60, EXPIRED20, ONCE15 and FIRST3 as the README lists them', async () => {
    expect((await s.validate('WELCOME10')).json()).toMatchObject({ percent: 10, max_discount_applied: null });
    expect((await s.validate('max5')).json()).toMatchObject({ percent: 20, max_discount_applied: 5 });
    expect((await s.validate('UNDER60')).json()).toMatchObject({ percent: 15, max_price_by_experience: 60 });
    expect((await s.validate('EXPIRED20')).json()).toMatchObject({ error_reason: 'COUPON_EXPIRED' });
    expect((await s.validate('ONCE15', {}, { token: s.traveller.token })).statusCode).toBe(200);
    expect((await s.validate('FIRST3')).json()).toMatchObject({ percent: 15, max_discount_applied: null });
    // Its first 3 uses, by anybody: then it is used up, which reads as expired.
    await queryRows(
      s.t.database.db,
      sql`insert into coupon_uses (coupon_id, user_id, discount_cents)
        select c.id, ${s.traveller.id}::int, 100 from coupons c, generate_series(1, 3) where c.code = 'FIRST3'`,
    );
    expect((await s.validate('FIRST3')).json()).toMatchObject({ code: 'COUPON_EXPIRED' });
    const priced = await s.quote({ coupon_code: 'WELCOME10' });
    expect(priced.json().data).toMatchObject({ coupon_discount: 13, total: 120 });
  });
});
