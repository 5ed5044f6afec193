import { describe, expect, it } from 'vitest';
import { instantAt } from '../../../common/time/zoned-time';
import {
  REMINDER_LOOKAHEAD_MS,
  reminderDecision,
  type ReminderTiming,
} from '../../../domain/purchases/reminder-due';

const MINUTE = 60_000;

/** The seven countries' zones (none keeps daylight saving time) and one that does, for safety. */
const ZONES = [
  'America/Panama',
  'America/Bogota',
  'America/Santo_Domingo',
  'America/Guatemala',
  'America/Costa_Rica',
  'America/Puerto_Rico',
  'America/El_Salvador',
  'America/New_York',
];

function booking(timeZone: string, date: string, hour: string, bookedAt: Date): ReminderTiming {
  return { timeZone, bookingDate: date, startsAt: instantAt(timeZone, date, hour), createdAt: bookedAt };
}

describe('reminderDecision (the day before, on the experience clock)', () => {
  for (const zone of ZONES) {
    it(`waits until 00:00 of the day before in ${zone}, then sends until the start`, () => {
      const purchase = booking(zone, '2026-11-24', '08:00', new Date('2026-11-10T12:00:00Z'));
      const dayBefore = instantAt(zone, '2026-11-23', '00:00');
      expect(reminderDecision(purchase, new Date(dayBefore.getTime() - MINUTE))).toBe('wait');
      expect(reminderDecision(purchase, dayBefore)).toBe('send');
      expect(reminderDecision(purchase, instantAt(zone, '2026-11-23', '23:59'))).toBe('send');
      // Late (the servers were down through the day before): still useful until the start.
      expect(reminderDecision(purchase, new Date(purchase.startsAt.getTime() - MINUTE))).toBe('send');
      expect(reminderDecision(purchase, purchase.startsAt)).toBe('started');
      expect(reminderDecision(purchase, new Date(purchase.startsAt.getTime() + MINUTE))).toBe('started');
    });
  }

  it('reads the day on the experience clock, not on UTC', () => {
    // 05:30 UTC on the 23rd is still 23:30 on the 22nd in Guatemala (UTC-6) but 01:30 on the 23rd in
    // Puerto Rico (UTC-4).
    const now = new Date('2026-11-23T05:30:00Z');
    const bookedAt = new Date('2026-11-01T12:00:00Z');
    expect(reminderDecision(booking('America/Guatemala', '2026-11-24', '09:00', bookedAt), now)).toBe('wait');
    expect(reminderDecision(booking('America/Puerto_Rico', '2026-11-24', '09:00', bookedAt), now)).toBe(
      'send',
    );
    // 03:00 UTC on the 23rd is the 22nd in every one of the seven countries.
    for (const zone of ZONES.slice(0, 7)) {
      expect(
        reminderDecision(booking(zone, '2026-11-24', '09:00', bookedAt), new Date('2026-11-23T03:00:00Z')),
      ).toBe('wait');
    }
  });

  it('crosses months and years', () => {
    const bookedAt = new Date('2026-12-01T12:00:00Z');
    const purchase = booking('America/Bogota', '2027-01-01', '10:00', bookedAt);
    expect(reminderDecision(purchase, instantAt('America/Bogota', '2026-12-30', '23:59'))).toBe('wait');
    expect(reminderDecision(purchase, instantAt('America/Bogota', '2026-12-31', '00:00'))).toBe('send');
  });

  it('skips a purchase booked on the day before or later: the confirmation has just gone', () => {
    const zone = 'America/Costa_Rica';
    const now = instantAt(zone, '2026-11-23', '20:00');
    const lastMinute = (at: string) =>
      reminderDecision(
        booking(zone, '2026-11-24', '08:00', instantAt(zone, ...(at.split(' ') as [string, string]))),
        now,
      );
    expect(lastMinute('2026-11-22 23:59')).toBe('send');
    expect(lastMinute('2026-11-23 00:00')).toBe('booked-late');
    expect(lastMinute('2026-11-23 19:00')).toBe('booked-late');
    // Booked on the day itself, a few hours ahead.
    const sameDay = booking(zone, '2026-11-24', '15:00', instantAt(zone, '2026-11-24', '07:00'));
    expect(reminderDecision(sameDay, instantAt(zone, '2026-11-24', '08:00'))).toBe('booked-late');
  });

  it('follows daylight saving changes where a zone has them', () => {
    const zone = 'America/New_York';
    const bookedAt = new Date('2026-02-01T12:00:00Z');
    // Sunday 1 November 2026 is 25 hours long there: its 00:00 is 04:00 UTC (still summer time).
    const fallBack = booking(zone, '2026-11-02', '08:00', bookedAt);
    expect(reminderDecision(fallBack, new Date('2026-11-01T03:59:00Z'))).toBe('wait');
    expect(reminderDecision(fallBack, new Date('2026-11-01T04:00:00Z'))).toBe('send');
    // Sunday 8 March 2026 is 23 hours long: its 00:00 is 05:00 UTC (winter time).
    const springForward = booking(zone, '2026-03-09', '08:00', bookedAt);
    expect(reminderDecision(springForward, new Date('2026-03-08T04:59:00Z'))).toBe('wait');
    expect(reminderDecision(springForward, new Date('2026-03-08T05:00:00Z'))).toBe('send');
  });

  it('is due no earlier than REMINDER_LOOKAHEAD_MS before the start (the job reads no further ahead)', () => {
    const bookedAt = new Date('2026-01-01T12:00:00Z');
    for (const zone of ZONES) {
      for (const date of ['2026-03-09', '2026-11-02', '2026-11-24']) {
        // The latest start of the booking date: the longest wait from the first moment it is due.
        const purchase = booking(zone, date, '23:59', bookedAt);
        let first = purchase.startsAt.getTime();
        while (reminderDecision(purchase, new Date(first - 15 * MINUTE)) === 'send') first -= 15 * MINUTE;
        expect(reminderDecision(purchase, new Date(first))).toBe('send');
        expect(purchase.startsAt.getTime() - first).toBeLessThanOrEqual(REMINDER_LOOKAHEAD_MS);
        expect(purchase.startsAt.getTime() - first).toBeGreaterThanOrEqual(46 * 60 * MINUTE);
      }
    }
  });
});
