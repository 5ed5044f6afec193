import { describe, expect, it } from 'vitest';
import { availableDates, bookingWindow, dayOpening } from '../../../domain/booking/availability';
import { nextDepartures } from '../../../domain/booking/next-departures';
import { addDays } from '../../../domain/booking/calendar-days';
import { availability, weekly } from './availability-fixtures';

/** 2026-11-24 is a Tuesday; 10:00 in Panama (UTC-5). */
const NOW = new Date('2026-11-24T15:00:00Z');

const reasonOf = (input: ReturnType<typeof availability>, day: string) => {
  const opening = dayOpening(input, day, bookingWindow(input, NOW));
  return 'reason' in opening ? opening.reason : 'open';
};

describe('why a day cannot be booked (the calendar’s greyed days)', () => {
  it('tells sold out, closed by the operator, too soon and no departure apart', () => {
    const input = availability({
      schedule: weekly({ tuesday: ['08:00', '16:00'], thursday: ['09:00'], friday: ['09:00'] }, 2),
      disabledDates: ['2026-12-03'],
      lockedDates: [
        {
          typeDate: 0,
          lockFullDay: false,
          dates: ['2026-12-04'],
          startDate: null,
          endDate: null,
          timeSlots: ['09:00:00'],
        },
      ],
      occupancy: [{ date: '2026-11-26', hour: '09:00', seatsTaken: 10 }],
    });
    // Today at 10:00 with 2 h of anticipation: 16:00 is still open, 08:00 is gone.
    expect(reasonOf(input, '2026-11-24')).toBe('open');
    expect(reasonOf(input, '2026-11-25')).toBe('no_departure');
    expect(reasonOf(input, '2026-11-26')).toBe('sold_out');
    expect(reasonOf(input, '2026-12-03')).toBe('closed');
    expect(reasonOf(input, '2026-12-04')).toBe('closed');
    expect(reasonOf(input, '2026-11-23')).toBe('too_soon');
  });

  it('calls a day whose departures are all past the anticipation cutoff too soon', () => {
    const input = availability({ schedule: weekly({ tuesday: ['08:00', '11:00'] }, 2) });
    expect(reasonOf(input, '2026-11-24')).toBe('too_soon');
    expect(reasonOf(input, '2026-12-01')).toBe('open');
  });

  it('answers every other day from today through the end with its reason, and only those', () => {
    const input = availability({
      schedule: weekly({ saturday: ['09:00'] }, 48),
      occupancy: [{ date: '2026-11-28', hour: '09:00', seatsTaken: 10 }],
    });
    const reply = availableDates(input, NOW);
    const reasons = new Map(reply.unavailable_days.map((day) => [day.date, day.reason]));
    expect(reasons.get('2026-11-24')).toBe('too_soon');
    expect(reasons.get('2026-11-25')).toBe('too_soon');
    expect(reasons.get('2026-11-26')).toBe('no_departure');
    expect(reasons.get('2026-11-28')).toBe('sold_out');
    expect(reply.dates[0]).toBe('2026-12-05');
    expect(reply.dates.some((day) => reasons.has(day))).toBe(false);
    expect(reply.dates.length + reply.unavailable_days.length).toBe(181);
    expect(reply.unavailable_days[0]?.date).toBe('2026-11-24');
    expect(reply.unavailable_days.at(-1)!.date <= reply.end_date!).toBe(true);
  });

  it('names no reason past the last listed date', () => {
    const input = availability({ uniqueDates: { type: 'list', dates: ['2026-11-30'] } });
    const reply = availableDates(input, NOW);
    expect(reply.dates).toEqual(['2026-11-30']);
    expect(reply.unavailable_days.map((day) => day.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(new Set(reply.unavailable_days.map((day) => day.reason))).toEqual(new Set(['no_departure']));
  });
});

describe('next departures and few dates', () => {
  const today = '2026-11-24';
  it('names the first three bookable days', () => {
    const days = ['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26'];
    expect(nextDepartures(days, today)).toEqual({ dates: days.slice(0, 3), few: false });
  });

  it('calls fewer than four bookable days in the next 90 days few, counting none after', () => {
    const later = addDays(today, 91);
    expect(nextDepartures(['2026-11-28', '2026-12-05', '2026-12-12', later], today)).toEqual({
      dates: ['2026-11-28', '2026-12-05', '2026-12-12'],
      few: true,
    });
    expect(nextDepartures([addDays(today, 90)], today).few).toBe(true);
    expect(nextDepartures([later], today)).toEqual({ dates: [later], few: true });
  });

  it('is not few when there are none at all: there is nothing to call few', () => {
    expect(nextDepartures([], today)).toEqual({ dates: [], few: false });
  });

  it('agrees with the calendar: the same days, from the same engine', () => {
    const input = availability({ schedule: weekly({ saturday: ['09:00'] }) });
    const reply = availableDates(input, NOW);
    expect(nextDepartures(reply.dates, today).dates).toEqual(['2026-11-28', '2026-12-05', '2026-12-12']);
  });
});
