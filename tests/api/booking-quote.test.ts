import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { couponErrorReply, couponReply, quoteReplySchema } from '../../server/api/booking-replies';
import { call, signUp } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let f: BookingFixture;
/** A traveller with the sign-up credit (15 USD) who already used T-ONCE once. */
let traveller: { id: number; token: string };

/** Coupons of each kind, with codes of their own so the demo seed's never collide. */
async function insertCoupons() {
  const db = t.database.db;
  await db.execute(sql`insert into coupons (code, percent, max_price_by_experience_cents,
      max_discount_applied_cents, affiliate_code, valid_from, valid_until, max_uses, max_uses_per_user) values
    ('T-TEN', 10, null, null, null, null, null, null, 100),
    ('T-MAX5', 20, null, 500, null, null, null, null, 100),
    ('T-UNDER60', 15, 6000, null, null, null, null, null, 100),
    ('T-EXPIRED', 20, null, null, null, '2026-01-01T00:00Z', '2026-06-30T23:59Z', null, 100),
    ('T-ONCE', 15, null, null, null, null, null, null, 1),
    ('T-LATER', 10, null, null, null, '2027-01-01T00:00Z', null, null, 100),
    ('T-COPA', 10, null, null, 'copa', null, null, null, 100),
    ('T-OTHER', 10, null, null, null, null, null, null, 100),
    ('T-USEDUP', 10, null, null, null, null, null, 1, 100)`);
  await db.execute(sql`insert into coupon_experiences (coupon_id, experience_id)
    select id, ${f.otherExperienceId} from coupons where code = 'T-OTHER'`);
  const [buyer] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where email = 'buyer@example.com'`,
  );
  await db.execute(sql`insert into coupon_uses (coupon_id, user_id, discount_cents)
    select id, ${traveller.id}::int, 100 from coupons where code = 'T-ONCE'
    union all select id, ${buyer!.id}::int, 100 from coupons where code = 'T-USEDUP'`);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
  f = await prepareBookingFixture(t);
  traveller = await signUp(t);
  await insertCoupons();
});
afterAll(() => t?.close());

interface QuoteOverrides {
  booking_date?: string;
  booking_hour?: string;
  participants?: Record<string, unknown>;
  additional_products?: unknown[];
  coupon_code?: string;
  apply_wallet?: boolean;
  affiliateCode?: string;
  experience_id?: unknown;
}

const quote = (
  overrides: QuoteOverrides = {},
  options: { lang?: 'es' | 'en'; token?: string; ip?: string } = {},
) =>
  call(t, 'booking/quote', {
    ...options,
    payload: {
      experience_id: f.experienceId,
      booking_date: '2026-11-24',
      booking_hour: '08:00',
      participants: { adults: 2, children: 1, babies: 0, seniors: 0 },
      additional_products: [],
      ...overrides,
    },
  });

const validate = (
  code: string,
  extra: Record<string, unknown> = {},
  options: { lang?: 'es' | 'en'; token?: string; ip?: string } = {},
) =>
  call(t, 'validate-coupon', {
    ...options,
    payload: { coupon_code: code, experience_id: f.experienceId, ...extra },
  });

describe('booking/quote', () => {
  it('prices participants, the service fee and nothing else for a plain booking', async () => {
    const response = await quote();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(quoteReplySchema.parse(response.json()).data).toEqual({
      total_participants: 3,
      participants_amount: 130,
      group_discount_percent: 0,
      group_discount: 0,
      additional_amount: 0,
      service_fee: 3,
      coupon_percent: 0,
      coupon_discount: 0,
      wallet_discount: 0,
      total: 133,
      currency: 'USD',
      notices: [],
    });
  });

  it('applies the group discount and per-booking and per-participant add-ons', async () => {
    const response = await quote({
      participants: { adults: 3, children: 0, babies: 0, seniors: 1 },
      additional_products: [f.pickupId, f.lunchId, f.lunchId],
    });
    expect(response.json().data).toMatchObject({
      total_participants: 4,
      participants_amount: 200,
      group_discount_percent: 10,
      group_discount: 20,
      additional_amount: 63,
      service_fee: 4,
      total: 247,
    });
  });

  it('books the last places of a nearly full hour and refuses one more', async () => {
    const last = await quote({
      booking_hour: '14:00',
      participants: { adults: 2, children: 0, babies: 0, seniors: 0 },
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().data.total).toBe(102);
    const over = await quote(
      { booking_hour: '14:00', participants: { adults: 3, children: 0, babies: 0, seniors: 0 } },
      { lang: 'en' },
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      code: 'CAPACITY_EXCEEDED',
      message: 'Only 2 places are left at this time: remove participants or choose another time.',
    });
  });

  it('answers each refused selection with its code and a translated message', async () => {
    const cases: [QuoteOverrides, string][] = [
      [{ booking_date: '2026-11-25' }, 'DATE_UNAVAILABLE'],
      [{ booking_date: '2026-11-27' }, 'DATE_UNAVAILABLE'],
      [{ booking_hour: '09:00' }, 'HOUR_UNAVAILABLE'],
      [{ booking_date: '2026-11-23', booking_hour: '08:00' }, 'HOUR_UNAVAILABLE'],
      [{ participants: { adults: 0, children: 0, babies: 0, seniors: 0 } }, 'BELOW_MIN_PARTICIPANTS'],
      [{ participants: { adults: 11, children: 0, babies: 0, seniors: 0 } }, 'ABOVE_MAX_PARTICIPANTS'],
      [{ participants: { adults: 1, children: 0, babies: 1, seniors: 0 } }, 'TIER_NOT_OFFERED'],
      [{ participants: { adults: -1, children: 0, babies: 0, seniors: 0 } }, 'INVALID_PARTICIPANTS'],
      [{ participants: { adults: 1.5, children: 0, babies: 0, seniors: 0 } }, 'INVALID_PARTICIPANTS'],
      [{ additional_products: [999999] }, 'ADD_ON_UNKNOWN'],
    ];
    for (const [overrides, code] of cases) {
      const es = await quote(overrides);
      expect(es.statusCode, code).toBe(400);
      expect(es.json().code).toBe(code);
      const en = await quote(overrides, { lang: 'en' });
      expect(en.json().message).not.toBe(es.json().message);
      expect(en.json().message).not.toMatch(/booking\.errors|\{\{/);
    }
    const es = (await quote({ booking_date: '2026-11-25' })).json();
    expect(es.message).toBe('No se puede reservar el 2026-11-25: elige otra fecha del calendario.');
  });

  it('answers 404 for an unknown experience and 400 for a malformed body', async () => {
    expect((await quote({ experience_id: 999999 })).statusCode).toBe(404);
    expect((await quote({ booking_date: 'soon' })).statusCode).toBe(400);
    expect((await quote({ participants: { adults: 'two' } })).statusCode).toBe(400);
    expect((await quote({ additional_products: ['pickup'] })).statusCode).toBe(400);
  });

  it('spends the signed-in traveller’s wallet credit only when asked, never on the fee', async () => {
    const asked = await quote({ apply_wallet: true }, { token: traveller.token });
    expect(asked.json().data).toMatchObject({ wallet_discount: 15, total: 118 });
    const notAsked = await quote({}, { token: traveller.token });
    expect(notAsked.json().data).toMatchObject({ wallet_discount: 0, total: 133 });
    const visitor = await quote({ apply_wallet: true });
    expect(visitor.json().data).toMatchObject({ wallet_discount: 0, total: 133 });
  });
});

describe('coupons in the quote', () => {
  it('takes a plain percent off the booking price, not the fee', async () => {
    const response = await quote({ coupon_code: 't-ten' });
    expect(response.json().data).toMatchObject({ coupon_percent: 10, coupon_discount: 13, total: 120 });
  });

  it('lowers the percent of a capped coupon to give exactly the cap, with a notice', async () => {
    const response = await quote({ coupon_code: 'T-MAX5' });
    expect(response.json().data).toMatchObject({
      coupon_percent: 3.85,
      coupon_discount: 5,
      total: 128,
      notices: ['couponHasMaxDiscount'],
    });
  });

  it('refuses a coupon when the booking costs more than its maximum price', async () => {
    const over = await quote({ coupon_code: 'T-UNDER60' }, { lang: 'en' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'COUPON_NOT_APPLICABLE',
      error_reason: 'COUPON_PRICE_NOT_ELIGIBLE',
    });
    const under = await quote({
      coupon_code: 'T-UNDER60',
      participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
    });
    expect(under.json().data).toMatchObject({ coupon_percent: 15, coupon_discount: 7.5, total: 43.5 });
  });

  it('refuses an expired coupon and one the traveller used up, and combines a coupon with credit', async () => {
    const expired = await quote({ coupon_code: 'T-EXPIRED' });
    expect(expired.json()).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', error_reason: 'COUPON_EXPIRED' });
    const used = await quote({ coupon_code: 'T-ONCE' }, { token: traveller.token });
    expect(used.json()).toMatchObject({ error_reason: 'COUPON_MAX_USES_BY_USER' });
    const both = await quote({ coupon_code: 'T-TEN', apply_wallet: true }, { token: traveller.token });
    expect(both.json().data).toMatchObject({ coupon_discount: 13, wallet_discount: 15, total: 105 });
  });
});

describe('validate-coupon', () => {
  it('answers the terms of a usable coupon in USD', async () => {
    const plain = await validate('T-TEN');
    expect(plain.statusCode).toBe(200);
    expect(couponReply.parse(plain.json())).toMatchObject({
      percent: 10,
      max_price_by_experience: null,
      max_discount_applied: null,
    });
    expect((await validate('T-MAX5')).json()).toMatchObject({ percent: 20, max_discount_applied: 5 });
    expect((await validate('T-UNDER60')).json()).toMatchObject({ percent: 15, max_price_by_experience: 60 });
    // Not signed in: the per-user limit waits for the payment, when the buyer is known.
    expect((await validate('T-ONCE')).statusCode).toBe(200);
    expect((await validate('T-COPA', { affiliateCode: 'COPA' })).statusCode).toBe(200);
    expect((await validate('T-OTHER', { experience_id: f.otherExperienceId })).statusCode).toBe(200);
  });

  it('refuses with the reason the app maps to its message', async () => {
    const cases: [string, Record<string, unknown>, string | undefined, number, string][] = [
      ['NOPE', {}, undefined, 404, 'COUPON_NOT_FOUND'],
      ['T-LATER', {}, undefined, 404, 'COUPON_NOT_FOUND'],
      ['T-EXPIRED', {}, undefined, 400, 'COUPON_EXPIRED'],
      ['T-USEDUP', {}, undefined, 400, 'COUPON_EXPIRED'],
      ['T-ONCE', {}, traveller.token, 400, 'COUPON_MAX_USES_BY_USER'],
      ['T-COPA', {}, undefined, 400, 'COUPON_NOT_VALID_FOR_AFFILIATE'],
      ['T-COPA', { affiliateCode: 'other' }, undefined, 400, 'COUPON_NOT_VALID_FOR_AFFILIATE'],
      ['T-OTHER', {}, undefined, 400, 'COUPON_NOT_VALID_FOR_PRODUCT'],
    ];
    for (const [code, extra, token, status, reason] of cases) {
      const response = await validate(code, extra, { token });
      expect(response.statusCode, `${code} ${reason}`).toBe(status);
      const body = couponErrorReply.parse(response.json());
      expect(body, code).toMatchObject({ code: reason, error_reason: reason });
    }
    const es = (await validate('T-EXPIRED')).json();
    const en = (await validate('T-EXPIRED', {}, { lang: 'en' })).json();
    expect(es.message).toBe('Este cupón ya venció.');
    expect(en.message).not.toBe(es.message);
  });

  it('answers 404 for an unknown experience and 400 for a malformed body', async () => {
    const unknown = await validate('T-TEN', { experience_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('EXPERIENCE_NOT_FOUND');
    expect((await validate('')).statusCode).toBe(400);
    expect(
      (await call(t, 'validate-coupon', { payload: { experience_id: f.experienceId } })).statusCode,
    ).toBe(400);
  });
});

describe('guessing coupon codes', () => {
  it('an address that tried 20 unknown codes is refused (429) until its window ends; others are not', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i++) expect((await validate(`GUESS${i}`, {}, { ip })).statusCode).toBe(404);
    // Even a good code, and through the quote too: the lookup itself is what is refused.
    const refused = await validate('T-TEN', {}, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await quote({ coupon_code: 'T-TEN' }, { ip })).statusCode).toBe(429);
    // Known codes do not count, and another address is not affected.
    expect((await validate('T-TEN', {}, { ip: '203.0.113.78' })).statusCode).toBe(200);
  });

  it('codes that exist but are refused do not count as guesses', async () => {
    const ip = '203.0.113.79';
    for (let i = 0; i < 25; i++) expect((await validate('T-EXPIRED', {}, { ip })).statusCode).toBe(400);
    expect((await validate('T-TEN', {}, { ip })).statusCode).toBe(200);
  });
});

describe('the demo coupons', () => {
  it('seeds WELCOME10, MAX5, UNDER60, EXPIRED20 and ONCE15 as the README lists them', async () => {
    expect((await validate('WELCOME10')).json()).toMatchObject({ percent: 10, max_discount_applied: null });
    expect((await validate('max5')).json()).toMatchObject({ percent: 20, max_discount_applied: 5 });
    expect((await validate('UNDER60')).json()).toMatchObject({ percent: 15, max_price_by_experience: 60 });
    expect((await validate('EXPIRED20')).json()).toMatchObject({ error_reason: 'COUPON_EXPIRED' });
    expect((await validate('ONCE15', {}, { token: traveller.token })).statusCode).toBe(200);
    const priced = await quote({ coupon_code: 'WELCOME10' });
    expect(priced.json().data).toMatchObject({ coupon_discount: 13, total: 120 });
  });
});
