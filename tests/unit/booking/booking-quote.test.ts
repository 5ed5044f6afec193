import { describe, expect, it } from 'vitest';
import { type BookingRequest, quoteBooking } from '../../../domain/booking/booking-quote';
import { people, pricing } from '../pricing/quote-fixtures';
import { availability } from './availability-fixtures';

/** 10:00 in Panama on Tuesday 24 November 2026. */
const NOW = new Date('2026-11-24T15:00:00Z');

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  date: '2026-11-30',
  hour: '14:00',
  participants: people(2),
  addOnIds: [],
  coupon: null,
  walletCents: 0,
  ...overrides,
});

describe('quoting a booking against availability', () => {
  const input = availability({ occupancy: [{ date: '2026-11-30', hour: '14:00', seatsTaken: 8 }] });

  it('prices a departure that has room', () => {
    const result = quoteBooking(input, pricing(), request(), NOW);
    expect(result).toMatchObject({ ok: true, value: { totalParticipants: 2, totalCents: 9200 } });
  });

  it.each([
    { name: 'a day before the earliest', overrides: { date: '2026-11-23' }, code: 'DATE_UNAVAILABLE' },
    { name: 'a day past the horizon', overrides: { date: '2027-06-01' }, code: 'DATE_UNAVAILABLE' },
    { name: 'an hour not scheduled', overrides: { hour: '15:00' }, code: 'HOUR_UNAVAILABLE' },
    {
      name: 'today at an hour inside the anticipation',
      overrides: { date: '2026-11-24', hour: '08:00' },
      code: 'HOUR_UNAVAILABLE',
    },
    {
      name: 'more people than places left',
      overrides: { participants: people(3) },
      code: 'CAPACITY_EXCEEDED',
    },
  ])('refuses $name with $code', ({ overrides, code }) => {
    expect(quoteBooking(input, pricing(), request(overrides), NOW)).toMatchObject({ ok: false, code });
  });

  it('counts a full hour as no places', () => {
    const full = availability({ occupancy: [{ date: '2026-11-30', hour: '14:00', seatsTaken: 10 }] });
    expect(quoteBooking(full, pricing(), request({ participants: people(1) }), NOW)).toMatchObject({
      ok: false,
      code: 'CAPACITY_EXCEEDED',
      params: { places: 0 },
    });
  });
});
