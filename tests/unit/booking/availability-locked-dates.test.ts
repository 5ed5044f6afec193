import { describe, expect, it } from 'vitest';
import { availableDates, hoursOn } from '../../../domain/booking/availability';
import type { LockedDate } from '../../../domain/booking/availability-input';
import { availability } from './availability-fixtures';

/** Locked dates and hours of a schedule (docs/product.md § Booking); the rest in availability.test.ts. */

/** 2026-11-24 is a Tuesday; 10:00 in Panama (UTC-5). */
const NOW = new Date('2026-11-24T15:00:00Z');

const lock = (overrides: Partial<LockedDate>): LockedDate => ({
  typeDate: 0,
  lockFullDay: true,
  dates: [],
  startDate: null,
  endDate: null,
  timeSlots: [],
  ...overrides,
});

describe('locked dates', () => {
  const cases: { name: string; locks: LockedDate[]; day: string; hours: string[] }[] = [
    {
      name: 'a single date in the list',
      locks: [lock({ dates: ['2026-12-02'] })],
      day: '2026-12-02',
      hours: [],
    },
    {
      name: 'a single date as its start',
      locks: [lock({ startDate: '2026-12-02' })],
      day: '2026-12-02',
      hours: [],
    },
    {
      name: 'a range, first day',
      locks: [lock({ typeDate: 1, startDate: '2026-12-02', endDate: '2026-12-04' })],
      day: '2026-12-02',
      hours: [],
    },
    {
      name: 'a range, last day',
      locks: [lock({ typeDate: 1, startDate: '2026-12-02', endDate: '2026-12-04' })],
      day: '2026-12-04',
      hours: [],
    },
    {
      name: 'a range, the day after',
      locks: [lock({ typeDate: 1, startDate: '2026-12-02', endDate: '2026-12-04' })],
      day: '2026-12-05',
      hours: ['08:00', '14:00'],
    },
    {
      name: 'a list',
      locks: [lock({ typeDate: 2, dates: ['2026-12-01', '2026-12-03'] })],
      day: '2026-12-03',
      hours: [],
    },
    {
      name: 'a list, a day not in it',
      locks: [lock({ typeDate: 2, dates: ['2026-12-01', '2026-12-03'] })],
      day: '2026-12-02',
      hours: ['08:00', '14:00'],
    },
    {
      name: 'some hours of a range (database times)',
      locks: [
        lock({
          typeDate: 1,
          lockFullDay: false,
          startDate: '2026-12-01',
          endDate: '2026-12-31',
          timeSlots: ['08:00:00'],
        }),
      ],
      day: '2026-12-10',
      hours: ['14:00'],
    },
    {
      name: 'hours from two locks add up',
      locks: [
        lock({ lockFullDay: false, dates: ['2026-12-10'], timeSlots: ['08:00'] }),
        lock({ typeDate: 2, lockFullDay: false, dates: ['2026-12-10'], timeSlots: ['14:00'] }),
      ],
      day: '2026-12-10',
      hours: [],
    },
    {
      name: 'a partial lock naming no hours closes nothing',
      locks: [lock({ lockFullDay: false, dates: ['2026-12-10'] })],
      day: '2026-12-10',
      hours: ['08:00', '14:00'],
    },
  ];
  it.each(cases)('$name', ({ locks, day, hours }) => {
    const input = availability({ lockedDates: locks });
    expect(hoursOn(input, day, NOW).map((slot) => slot.hour)).toEqual(hours);
    expect(availableDates(input, NOW).dates.includes(day)).toBe(hours.length > 0);
  });
});
