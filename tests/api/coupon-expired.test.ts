import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../helpers/accounts';
import { bookingSuite } from '../helpers/booking-fixture';
import {
  authenticatedCard,
  chargesSince,
  purchase,
  purchasePayload,
  sandboxCharges,
} from '../helpers/checkout';
import { createGiftCard, giftCardPayload, insertCoupon } from '../helpers/gift-card-purchase';

/**
 * An expired coupon is refused as expired on every call that takes a coupon (docs/decisions/0045): the
 * demo seed's EXPIRED20 (a booking coupon that ended 30 days before the seeding day) and an expired
 * gift-card coupon, whatever else would refuse them. The set-up: tests/helpers/booking-fixture.ts.
 */
const s = bookingSuite({ coupons: true, env: { CAPTCHA_PROVIDER: 'off' } });

beforeAll(async () => {
  await insertCoupon(s.t, { code: 'GC-ENDED', percent: 10, validUntil: new Date('2026-11-01T00:00:00Z') });
});

const EXPIRED = {
  es: { code: 'COUPON_EXPIRED', message: 'Este cupón ya venció.', error_reason: 'COUPON_EXPIRED' },
  en: { code: 'COUPON_EXPIRED', message: 'This coupon has expired.', error_reason: 'COUPON_EXPIRED' },
};

const booking = (coupon: string) => ({
  experience_id: s.f.experienceId,
  booking_date: '2026-11-30',
  booking_hour: '08:00',
  participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
  additional_products: [],
  coupon_code: coupon,
});

describe('an expired coupon answers COUPON_EXPIRED', () => {
  it('on validate-coupon and booking/quote, in both languages, for a visitor and a traveller', async () => {
    for (const coupon of ['EXPIRED20', 'expired20', 'GC-ENDED']) {
      for (const lang of ['es', 'en'] as const) {
        for (const token of [undefined, s.traveller.token]) {
          const validated = await s.validate(coupon, {}, { lang, token });
          expect([validated.statusCode, validated.json()], `${coupon} validate`).toEqual([
            400,
            EXPIRED[lang],
          ]);
          const quoted = await s.quote({ coupon_code: coupon }, { lang, token });
          expect([quoted.statusCode, quoted.json()], `${coupon} quote`).toEqual([400, EXPIRED[lang]]);
        }
      }
    }
  });

  it('on the PayPal order and the purchase, which takes and charges nothing', async () => {
    const order = await call(s.t, 'paypal/orders', { payload: booking('EXPIRED20'), lang: 'en' });
    expect([order.statusCode, order.json()]).toEqual([400, EXPIRED.en]);

    const card = await authenticatedCard(s.t, s.traveller.token, 51);
    const before = await sandboxCharges(s.t);
    const answer = await purchase(
      s.t,
      s.traveller.token,
      purchasePayload(s.f, card, { coupon_code: 'EXPIRED20', booking_date: '2026-12-01' }),
    );
    expect([answer.statusCode, answer.json()]).toEqual([400, EXPIRED.es]);
    expect(await chargesSince(s.t, before)).toEqual([]);
    const [row] = await queryRows<{ count: number }>(
      s.t.database.db,
      sql`select count(*)::int as count from purchases where user_id = ${s.traveller.id}`,
    );
    expect(row!.count).toBe(0);
  });

  it('on gift-card/quote and create-gift-card, a booking coupon included', async () => {
    for (const coupon of ['GC-ENDED', 'EXPIRED20']) {
      const quoted = await call(s.t, 'gift-card/quote', { payload: { amount: 50, coupon_code: coupon } });
      expect([quoted.statusCode, quoted.json()], coupon).toEqual([400, EXPIRED.es]);
    }
    const card = await authenticatedCard(s.t, s.traveller.token, 45);
    const bought = await createGiftCard(
      s.t,
      s.traveller.token,
      { ...giftCardPayload({ coupon_code: 'GC-ENDED' }), payment: card, captcha_token: 'off' },
      undefined,
      'en',
    );
    expect([bought.statusCode, bought.json()]).toEqual([400, EXPIRED.en]);
  });

  it('even when the traveller had used it up as well', async () => {
    await queryRows(
      s.t.database.db,
      sql`update coupons set max_uses_per_user = 1, valid_until = '2026-11-01T00:00:00Z' where code = 'T-ONCE'`,
    );
    const validated = await s.validate('T-ONCE', {}, { token: s.traveller.token });
    expect([validated.statusCode, validated.json()]).toEqual([400, EXPIRED.es]);
  });
});
