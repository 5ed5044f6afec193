import { describe, expect, it } from 'vitest';
import { departuresOf, twelveHour, WEEKDAYS, type Weekday } from '../../../domain/booking/departures';

const week = (hours: Partial<Record<Weekday, string[]>>) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day] ?? []])) as Record<Weekday, string[]>;

describe('twelveHour', () => {
  it('shows times on a 12-hour clock with AM and PM', () => {
    expect(twelveHour('00:00')).toBe('12:00 AM');
    expect(twelveHour('08:05')).toBe('8:05 AM');
    expect(twelveHour('11:59')).toBe('11:59 AM');
    expect(twelveHour('12:00')).toBe('12:00 PM');
    expect(twelveHour('14:30')).toBe('2:30 PM');
    expect(twelveHour('23:45')).toBe('11:45 PM');
  });
});

describe('departuresOf', () => {
  it("gives the engine's first date, the weekdays with departures and the hours", () => {
    const schedule = {
      days: week({ monday: ['08:00', '14:00'], friday: ['08:00'] }),
      hours: ['08:00', '14:00'],
    };
    expect(departuresOf(schedule, { dates: ['2026-11-23', '2026-11-27'], few: true })).toEqual({
      firstDate: '2026-11-23',
      weekdays: ['monday', 'friday'],
      hours: ['08:00', '14:00'],
      next: ['2026-11-23', '2026-11-27'],
      few: true,
    });
    expect(departuresOf(schedule, { dates: [], few: false }).firstDate).toBeNull();
    expect(departuresOf(schedule, null)).toMatchObject({ firstDate: null, next: [], few: false });
  });
});
