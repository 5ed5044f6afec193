import { describe, expect, it } from 'vitest';
import { couponErrorReply, couponReply } from '../../domain/booking/replies-contract';
import { call } from '../helpers/accounts';
import { bookingSuite } from '../helpers/booking-fixture';

/**
 * validate-coupon: a coupon's terms or the reason it is refused, and the limit on guessing codes. The
 * set-up: tests/helpers/booking-fixture.ts.
 */
const s = bookingSuite({ coupons: true });

describe('validate-coupon', () => {
  it('answers the terms of a usable coupon in USD', async () => {
    const plain = await s.validate('T-TEN');
    expect(plain.statusCode).toBe(200);
    expect(couponReply.parse(plain.json())).toMatchObject({
      percent: 10,
      max_price_by_experience: null,
      max_discount_applied: null,
    });
    expect((await s.validate('T-MAX5')).json()).toMatchObject({ percent: 20, max_discount_applied: 5 });
    expect((await s.validate('T-UNDER60')).json()).toMatchObject({
      percent: 15,
      max_price_by_experience: 60,
    });
    // Not signed in: the per-user limit waits for the payment, when the buyer is known.
    expect((await s.validate('T-ONCE')).statusCode).toBe(200);
    expect((await s.validate('T-COPA', { affiliateCode: 'COPA' })).statusCode).toBe(200);
    expect((await s.validate('T-OTHER', { experience_id: s.f.otherExperienceId })).statusCode).toBe(200);
  });

  it('refuses with the reason the app maps to its message', async () => {
    const cases: [string, Record<string, unknown>, string | undefined, number, string][] = [
      ['NOPE', {}, undefined, 404, 'COUPON_NOT_FOUND'],
      ['T-LATER', {}, undefined, 404, 'COUPON_NOT_FOUND'],
      ['T-EXPIRED', {}, undefined, 400, 'COUPON_EXPIRED'],
      ['T-USEDUP', {}, undefined, 400, 'COUPON_EXPIRED'],
      ['T-ONCE', {}, s.traveller.token, 400, 'COUPON_MAX_USES_BY_USER'],
      ['T-COPA', {}, undefined, 400, 'COUPON_NOT_VALID_FOR_AFFILIATE'],
      ['T-COPA', { affiliateCode: 'other' }, undefined, 400, 'COUPON_NOT_VALID_FOR_AFFILIATE'],
      ['T-OTHER', {}, undefined, 400, 'COUPON_NOT_VALID_FOR_PRODUCT'],
    ];
    for (const [code, extra, token, status, reason] of cases) {
      const response = await s.validate(code, extra, { token });
      expect(response.statusCode, `${code} ${reason}`).toBe(status);
      const body = couponErrorReply.parse(response.json());
      expect(body, code).toMatchObject({ code: reason, error_reason: reason });
    }
    const es = (await s.validate('T-EXPIRED')).json();
    const en = (await s.validate('T-EXPIRED', {}, { lang: 'en' })).json();
    expect(es.message).toBe('Este cupón ya venció.');
    expect(en.message).not.toBe(es.message);
  });

  it('answers 404 for an unknown experience and 400 for a malformed body', async () => {
    const unknown = await s.validate('T-TEN', { experience_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('EXPERIENCE_NOT_FOUND');
    expect((await s.validate('')).statusCode).toBe(400);
    expect(
      (await call(s.t, 'validate-coupon', { payload: { experience_id: s.f.experienceId } })).statusCode,
    ).toBe(400);
  });
});

describe('guessing coupon codes', () => {
  it('an address that tried 20 unknown codes is refused (429) until its window ends; others are not', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i++) expect((await s.validate(`GUESS${i}`, {}, { ip })).statusCode).toBe(404);
    // Even a good code, and through the quote too: the lookup itself is what is refused.
    const refused = await s.validate('T-TEN', {}, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await s.quote({ coupon_code: 'T-TEN' }, { ip })).statusCode).toBe(429);
    // Known codes do not count, and another address is not affected.
    expect((await s.validate('T-TEN', {}, { ip: '203.0.113.78' })).statusCode).toBe(200);
  });

  it('codes that exist but are refused do not count as guesses', async () => {
    const ip = '203.0.113.79';
    for (let i = 0; i < 25; i++) expect((await s.validate('T-EXPIRED', {}, { ip })).statusCode).toBe(400);
    expect((await s.validate('T-TEN', {}, { ip })).statusCode).toBe(200);
  });
});
