import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate } from '../../../app/lib/calendar-dates';

describe('calendar days and the calendar’s dates', () => {
  it('round-trip whatever the browser’s time zone', () => {
    for (const day of ['2026-01-01', '2026-03-08', '2026-11-01', '2026-12-31', '2028-02-29']) {
      expect(dateToDay(dayToDate(day))).toBe(day);
    }
    expect(dayToDate('2026-12-14').getDay()).toBe(1);
  });
});
