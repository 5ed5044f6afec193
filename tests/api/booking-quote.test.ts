import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { quoteReplySchema } from '../../domain/booking/replies-contract';
import { bookingSuite, type QuoteOverrides } from '../helpers/booking-fixture';

/**
 * The price of a booking (booking/quote): participants, group discount, add-ons, places left, refused
 * selections and wallet credit. The set-up: tests/helpers/booking-fixture.ts.
 */
const s = bookingSuite({ traveller: true });

describe('booking/quote', () => {
  it('prices participants, the service fee and nothing else for a plain booking', async () => {
    const response = await s.quote();
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
    const response = await s.quote({
      participants: { adults: 4, children: 0, babies: 0, seniors: 0 },
      additional_products: [s.f.pickupId, s.f.lunchId, s.f.lunchId],
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
    const last = await s.quote({
      booking_hour: '14:00',
      participants: { adults: 2, children: 0, babies: 0, seniors: 0 },
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().data.total).toBe(102);
    const over = await s.quote(
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
      [{ participants: { adults: 1, children: 0, babies: 0, seniors: 1 } }, 'TIER_NOT_OFFERED'],
      [{ participants: { adults: -1, children: 0, babies: 0, seniors: 0 } }, 'INVALID_PARTICIPANTS'],
      [{ participants: { adults: 1.5, children: 0, babies: 0, seniors: 0 } }, 'INVALID_PARTICIPANTS'],
      [{ additional_products: [999999] }, 'ADD_ON_UNKNOWN'],
    ];
    for (const [overrides, code] of cases) {
      const es = await s.quote(overrides);
      expect(es.statusCode, code).toBe(400);
      expect(es.json().code).toBe(code);
      const en = await s.quote(overrides, { lang: 'en' });
      expect(en.json().message).not.toBe(es.json().message);
      expect(en.json().message).not.toMatch(/booking\.errors|\{\{/);
    }
    // The refused day is named in words, in the reader's language.
    const es = (await s.quote({ booking_date: '2026-11-25' })).json();
    expect(es.message).toBe(
      'No se puede reservar el miércoles, 25 de noviembre de 2026: elige otra fecha del calendario.',
    );
    const en = (await s.quote({ booking_date: '2026-11-25' }, { lang: 'en' })).json();
    expect(en.message).toContain('Wednesday, November 25, 2026');
  });

  it('takes seniors only where the experience has a seniors price, never at the adult price', async () => {
    const seniors = { participants: { adults: 1, children: 0, babies: 0, seniors: 1 } };
    const es = await s.quote(seniors);
    expect([es.statusCode, es.json()]).toEqual([
      400,
      { code: 'TIER_NOT_OFFERED', message: 'Esta experiencia no admite ese tipo de participante.' },
    ]);
    const en = await s.quote(seniors, { lang: 'en' });
    expect(en.json()).toEqual({
      code: 'TIER_NOT_OFFERED',
      message: 'This experience does not take that type of participant.',
    });
    // The experience JSON says so too: no seniors price, so the booking card shows no seniors counter.
    const experience = await s.get(`experience/${s.f.experienceId}`);
    expect(experience.json().price_seniors).toBeNull();

    await queryRows(
      s.t.database.db,
      sql`update experiences set price_seniors_cents = 4000 where id = ${s.f.experienceId}`,
    );
    try {
      const priced = await s.quote(seniors);
      expect(priced.statusCode).toBe(200);
      expect(priced.json().data).toMatchObject({ participants_amount: 90, service_fee: 2, total: 92 });
    } finally {
      await queryRows(
        s.t.database.db,
        sql`update experiences set price_seniors_cents = null where id = ${s.f.experienceId}`,
      );
    }
  });

  it('answers 404 for an unknown experience and 400 for a malformed body', async () => {
    expect((await s.quote({ experience_id: 999999 })).statusCode).toBe(404);
    expect((await s.quote({ booking_date: 'soon' })).statusCode).toBe(400);
    expect((await s.quote({ participants: { adults: 'two' } })).statusCode).toBe(400);
    expect((await s.quote({ additional_products: ['pickup'] })).statusCode).toBe(400);
  });

  it('spends the signed-in traveller’s wallet credit only when asked', async () => {
    const asked = await s.quote({ apply_wallet: true }, { token: s.traveller.token });
    expect(asked.json().data).toMatchObject({ wallet_discount: 15, total: 118 });
    const notAsked = await s.quote({}, { token: s.traveller.token });
    expect(notAsked.json().data).toMatchObject({ wallet_discount: 0, total: 133 });
    const visitor = await s.quote({ apply_wallet: true });
    expect(visitor.json().data).toMatchObject({ wallet_discount: 0, total: 133 });
  });
});
