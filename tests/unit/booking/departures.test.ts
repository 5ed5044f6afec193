import { describe, expect, it } from 'vitest';
import {
  dateIn,
  departuresOf,
  firstBookableDate,
  twelveHour,
  WEEKDAYS,
  type Weekday,
} from '../../../domain/booking/departures';

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

describe('dateIn', () => {
  it('reads the calendar day in the time zone, not in UTC', () => {
    const lateEvening = new Date('2026-11-23T03:30:00Z'); // 22:30 on the 22nd in Panama (UTC-5)
    expect(dateIn('America/Panama', lateEvening)).toBe('2026-11-22');
    expect(dateIn('UTC', lateEvening)).toBe('2026-11-23');
  });
});

describe('firstBookableDate', () => {
  it('is today plus the anticipation days when that day has departures', () => {
    const daily = week(Object.fromEntries(WEEKDAYS.map((day) => [day, ['08:00']])));
    expect(firstBookableDate(daily, '2026-11-22', 0)).toBe('2026-11-22');
    expect(firstBookableDate(daily, '2026-11-22', 2)).toBe('2026-11-24');
    expect(firstBookableDate(daily, '2026-12-30', 3)).toBe('2027-01-02');
  });

  it('moves on to the next weekday with departures', () => {
    // 2026-11-22 is a Sunday; this operator leaves on Wednesdays and Saturdays only.
    const twiceAWeek = week({ wednesday: ['09:00'], saturday: ['07:30'] });
    expect(firstBookableDate(twiceAWeek, '2026-11-22', 0)).toBe('2026-11-25');
    expect(firstBookableDate(twiceAWeek, '2026-11-22', 4)).toBe('2026-11-28');
  });

  it('is null when the operator has no departures', () => {
    expect(firstBookableDate(week({}), '2026-11-22', 0)).toBeNull();
  });
});

describe('departuresOf', () => {
  it('gives the first date in the experience zone, the weekdays with departures and the hours', () => {
    const schedule = {
      days: week({ monday: ['08:00', '14:00'], friday: ['08:00'] }),
      hours: ['08:00', '14:00'],
      anticipationDay: 1,
    };
    // Sunday 22 Nov 23:00 in Panama is already Monday in UTC: the day is Panama's.
    const departures = departuresOf(schedule, 'America/Panama', new Date('2026-11-23T04:00:00Z'));
    expect(departures).toEqual({
      firstDate: '2026-11-23',
      weekdays: ['monday', 'friday'],
      hours: ['08:00', '14:00'],
    });
  });
});
