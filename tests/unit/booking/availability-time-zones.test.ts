import { describe, expect, it } from 'vitest';
import { availableDates, bookingWindow, hoursOn } from '../../../domain/booking/availability';
import { availability, everyDay } from './availability-fixtures';

describe('time zones', () => {
  // 01:30 UTC on 25 November: 19:30 on the 24th in Guatemala (UTC-6), 21:30 in Puerto Rico (UTC-4).
  const evening = new Date('2026-11-25T01:30:00Z');
  const lateSchedule = everyDay(['07:00', '23:45'], 4);

  it('an evening booking stays today in Guatemala, where 19 + 4 is under 24', () => {
    const input = availability({ timeZone: 'America/Guatemala', schedule: lateSchedule });
    const reply = availableDates(input, evening);
    expect(reply.anticipation_day).toBe(0);
    expect(reply.start_date).toBe('2026-11-24');
    expect(reply.dates[0]).toBe('2026-11-24');
    expect(hoursOn(input, '2026-11-24', evening).map((slot) => slot.hour)).toEqual(['23:45']);
  });

  it('the same instant crosses midnight in Puerto Rico, where 21 + 4 reaches 24', () => {
    const input = availability({ timeZone: 'America/Puerto_Rico', schedule: lateSchedule });
    const reply = availableDates(input, evening);
    expect(reply.anticipation_day).toBe(1);
    expect(reply.start_date).toBe('2026-11-25');
    expect(reply.dates[0]).toBe('2026-11-25');
    expect(hoursOn(input, '2026-11-24', evening)).toEqual([]);
    // The limit is 01:30 on the 25th: the 07:00 departure is far enough.
    expect(hoursOn(input, '2026-11-25', evening).map((slot) => slot.hour)).toEqual(['07:00', '23:45']);
  });

  it('a departure inside the anticipation on the next day is removed even when the day is allowed', () => {
    // 21:30 in Puerto Rico with 12 hours: the first day is tomorrow, the limit 09:30 tomorrow.
    const input = availability({
      timeZone: 'America/Puerto_Rico',
      schedule: everyDay(['09:00', '10:00'], 12),
    });
    expect(availableDates(input, evening).dates[0]).toBe('2026-11-25');
    expect(hoursOn(input, '2026-11-25', evening).map((slot) => slot.hour)).toEqual(['10:00']);
  });

  it('puts the earliest date on the last day of a month, and the next month after it', () => {
    // 20:00 on 30 November in Guatemala, 24 hours of anticipation.
    const input = availability({ timeZone: 'America/Guatemala', schedule: everyDay(['21:00'], 24) });
    const lastDay = availableDates(input, new Date('2026-12-01T02:00:00Z'));
    expect(lastDay.anticipation_day).toBe(1);
    expect(lastDay.dates[0]).toBe('2026-12-01');
    const octoberInput = availability({ timeZone: 'America/Guatemala', schedule: everyDay(['21:30'], 24) });
    const october = availableDates(octoberInput, new Date('2026-10-31T02:00:00Z'));
    expect(october.start_date).toBe('2026-10-31');
    expect(october.dates[0]).toBe('2026-10-31');
    // 180 days after today, the 30th.
    expect(october.end_date).toBe('2027-04-28');
  });

  it('rolls over the year', () => {
    // Noon on 31 December in El Salvador, 48 hours: from 2 January at noon.
    const input = availability({
      timeZone: 'America/El_Salvador',
      schedule: everyDay(['09:00', '13:00'], 48),
    });
    const now = new Date('2026-12-31T18:00:00Z');
    const reply = availableDates(input, now);
    expect(reply.anticipation_day).toBe(2);
    expect(reply.dates[0]).toBe('2027-01-02');
    expect(hoursOn(input, '2027-01-02', now).map((slot) => slot.hour)).toEqual(['13:00']);
  });

  it('follows a daylight-saving change (none in the booking countries, so New York stands in)', () => {
    // 01:30 EST on 8 March 2026; clocks jump to 03:00, so 3 hours later it is 05:30 EDT, not 04:30.
    const input = availability({
      timeZone: 'America/New_York',
      schedule: everyDay(['04:00', '05:00', '06:00'], 3),
    });
    const now = new Date('2026-03-08T06:30:00Z');
    expect(bookingWindow(input, now).cutoff).toBe('2026-03-08T05:30');
    expect(hoursOn(input, '2026-03-08', now).map((slot) => slot.hour)).toEqual(['06:00']);
  });
});
