import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableDates,
  BOOKING_HORIZON_DAYS,
  bookingWindow,
  hoursOn,
  isDateBookable,
} from '../../../domain/booking/availability';
import { placesLeftAt } from '../../../domain/booking/departure-places';
import { addDays, isIsoDate, weekdayOf } from '../../../domain/booking/calendar-days';
import { availability, everyDay, weekly } from './availability-fixtures';

/** 2026-11-24 is a Tuesday; 10:00 in Panama (UTC-5). */
const NOW = new Date('2026-11-24T15:00:00Z');

describe('available dates of a weekly schedule (docs/product.md § Booking)', () => {
  it('lists the days whose weekday has hours, from today through 180 days ahead', () => {
    const reply = availableDates(
      availability({ schedule: weekly({ tuesday: ['16:00'], saturday: ['09:00'] }) }),
      NOW,
    );
    expect(reply.type).toBe('weekly');
    expect(reply.time_zone).toBe('America/Panama');
    expect(reply.anticipation_day).toBe(0);
    expect(reply.start_date).toBe('2026-11-24');
    expect(reply.end_date).toBe(addDays('2026-11-24', BOOKING_HORIZON_DAYS));
    expect(reply.dates.slice(0, 4)).toEqual(['2026-11-24', '2026-11-28', '2026-12-01', '2026-12-05']);
    expect(reply.dates.every((day) => ['tuesday', 'saturday'].includes(weekdayOf(day)))).toBe(true);
    expect(reply.dates.at(-1)! <= reply.end_date!).toBe(true);
  });

  it('with all days set, offers every day', () => {
    const reply = availableDates(availability({ schedule: everyDay(['16:00']) }), NOW);
    expect(reply.dates).toHaveLength(BOOKING_HORIZON_DAYS + 1);
  });

  it('offers nothing when no weekday has hours', () => {
    const reply = availableDates(availability({ schedule: weekly({}) }), NOW);
    expect(reply.dates).toEqual([]);
  });

  it('leaves out disabled dates', () => {
    const input = availability({ disabledDates: ['2026-11-26'] });
    expect(availableDates(input, NOW).dates).not.toContain('2026-11-26');
    expect(hoursOn(input, '2026-11-26', NOW)).toEqual([]);
    expect(isDateBookable(input, '2026-11-27', NOW)).toBe(true);
  });

  it('leaves out a day whose every departure is sold', () => {
    const input = availability({
      occupancy: [
        { date: '2026-11-26', hour: '08:00', seatsTaken: 10 },
        { date: '2026-11-26', hour: '14:00', seatsTaken: 10 },
      ],
    });
    expect(availableDates(input, NOW).dates).not.toContain('2026-11-26');
    expect(hoursOn(input, '2026-11-26', NOW)).toEqual([]);
  });
});

describe('hours of a day', () => {
  it('answers places left: capacity less seats sold or held, a departure’s own capacity first', () => {
    const input = availability({
      occupancy: [
        { date: '2026-11-30', hour: '08:00', seatsTaken: 8 },
        { date: '2026-11-30', hour: '14:00', seatsTaken: 3, capacity: 4 },
      ],
    });
    expect(hoursOn(input, '2026-11-30', NOW)).toEqual([
      { hour: '08:00', available_places: 2 },
      { hour: '14:00', available_places: 1 },
    ]);
  });

  it('leaves out a departure its operator closed, and the day when it was the last one open', () => {
    const closed = { date: '2026-11-30', hour: '08:00', seatsTaken: 0, capacity: 10, closed: true };
    expect(hoursOn(availability({ occupancy: [closed] }), '2026-11-30', NOW)).toEqual([
      { hour: '14:00', available_places: 10 },
    ]);
    const both = availability({ occupancy: [closed, { ...closed, hour: '14:00' }] });
    expect(hoursOn(both, '2026-11-30', NOW)).toEqual([]);
    expect(availableDates(both, NOW).dates).not.toContain('2026-11-30');
  });

  it('keeps a full hour, with 0 places, while another hour has room', () => {
    const input = availability({ occupancy: [{ date: '2026-11-30', hour: '08:00', seatsTaken: 12 }] });
    expect(hoursOn(input, '2026-11-30', NOW)).toEqual([
      { hour: '08:00', available_places: 0 },
      { hour: '14:00', available_places: 10 },
    ]);
  });

  it('removes today’s hours that start before now plus the anticipation', () => {
    // 10:00 in Panama, 2 hours of anticipation: the limit is 12:00.
    const input = availability({ schedule: everyDay(['11:00', '12:00', '12:30']) });
    expect(hoursOn(input, '2026-11-24', NOW).map((slot) => slot.hour)).toEqual(['12:00', '12:30']);
    expect(hoursOn(input, '2026-11-25', NOW).map((slot) => slot.hour)).toEqual(['11:00', '12:00', '12:30']);
  });

  it('counts the anticipation in minutes, not whole hours', () => {
    const at1030 = new Date('2026-11-24T15:30:00Z');
    const input = availability({ schedule: everyDay(['12:00', '12:30']) });
    expect(hoursOn(input, '2026-11-24', at1030).map((slot) => slot.hour)).toEqual(['12:30']);
  });

  it('answers nothing for a day that is not a date, past, or beyond the horizon', () => {
    const input = availability();
    for (const day of [
      '2026-02-30',
      'tomorrow',
      '2026-11-23',
      addDays('2026-11-24', BOOKING_HORIZON_DAYS + 1),
    ]) {
      expect(hoursOn(input, day, NOW)).toEqual([]);
    }
    expect(hoursOn(input, addDays('2026-11-24', BOOKING_HORIZON_DAYS), NOW)).toHaveLength(2);
  });
});

describe('unique dates', () => {
  it('in list mode offers only the listed days within the window, earliest first', () => {
    const input = availability({
      schedule: weekly({ saturday: ['09:00'] }),
      uniqueDates: {
        type: 'list',
        dates: ['2027-01-16', '2026-12-05', '2026-11-20', '2028-01-01', '2026-12-05'],
      },
    });
    const reply = availableDates(input, NOW);
    expect(reply.type).toBe('list');
    expect(reply.dates).toEqual(['2026-12-05', '2027-01-16']);
    expect([reply.start_date, reply.end_date]).toEqual(['2026-12-05', '2027-01-16']);
  });

  it('runs on a listed weekday that has no hours, at every hour of the schedule', () => {
    const input = availability({
      schedule: weekly({ saturday: ['09:00'], sunday: ['15:00'] }),
      uniqueDates: { type: 'list', dates: ['2026-12-02'] },
    });
    expect(hoursOn(input, '2026-12-02', NOW).map((slot) => slot.hour)).toEqual(['09:00', '15:00']);
    // A Saturday not listed is closed although the weekly pattern has hours on it.
    expect(hoursOn(input, '2026-12-05', NOW)).toEqual([]);
  });

  it('in range mode offers the range within the window', () => {
    const input = availability({
      uniqueDates: { type: 'range', startDate: '2026-11-01', endDate: '2026-12-03' },
    });
    const reply = availableDates(input, NOW);
    expect(reply.type).toBe('range');
    expect([reply.start_date, reply.end_date]).toEqual(['2026-11-24', '2026-12-03']);
    expect(reply.dates).toHaveLength(10);
  });

  it('answers null bounds for a season already over', () => {
    const input = availability({
      uniqueDates: { type: 'range', startDate: '2026-01-01', endDate: '2026-03-31' },
    });
    expect(availableDates(input, NOW)).toMatchObject({ start_date: null, end_date: null, dates: [] });
  });
});

describe('the chosen departure', () => {
  it('answers its places, or which part is unavailable', () => {
    const input = availability({ occupancy: [{ date: '2026-11-30', hour: '14:00', seatsTaken: 8 }] });
    expect(placesLeftAt(input, '2026-11-30', '14:00:00', NOW)).toEqual({ ok: true, value: 2 });
    expect(placesLeftAt(input, '2026-11-23', '14:00', NOW)).toMatchObject({
      ok: false,
      code: 'DATE_UNAVAILABLE',
    });
    expect(placesLeftAt(input, '2026-11-30', '15:00', NOW)).toMatchObject({
      ok: false,
      code: 'HOUR_UNAVAILABLE',
    });
  });
});

describe('properties', () => {
  const zones = [
    'America/Panama',
    'America/Guatemala',
    'America/Puerto_Rico',
    'America/Bogota',
    'America/New_York',
  ];
  it('every listed date is a real day inside the bounds, with some hour that has places', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 240 }),
        fc.subarray(['06:00', '09:30', '13:00', '18:00', '23:30'], { minLength: 1 }),
        (now, timeZone, anticipation, list) => {
          const input = availability({ timeZone, schedule: everyDay(list, anticipation) });
          const reply = availableDates(input, now);
          const window = bookingWindow(input, now);
          for (const day of reply.dates) {
            expect(isIsoDate(day)).toBe(true);
            expect(day >= window.earliest && day <= window.last).toBe(true);
            expect(hoursOn(input, day, now).some((slot) => slot.available_places > 0)).toBe(true);
          }
          expect(reply.dates.length).toBeGreaterThanOrEqual(
            BOOKING_HORIZON_DAYS - 1 - Math.ceil(anticipation / 24),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
