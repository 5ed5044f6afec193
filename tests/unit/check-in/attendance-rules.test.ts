import { describe, expect, it } from 'vitest';
import {
  type AttendanceBooking,
  checkInRefusal,
  noShowRefusal,
} from '../../../domain/check-in/attendance-rules';

/** 10:00 in Panama (UTC-5) on 22 November. */
const NOW = new Date('2026-11-22T15:00:00Z');
const booking = (overrides: Partial<AttendanceBooking> = {}): AttendanceBooking => ({
  status: 'confirmed',
  bookingDate: '2026-11-22',
  timeZone: 'America/Panama',
  startsAt: new Date('2026-11-22T13:00:00Z'),
  checkedInAt: null,
  noShowAt: null,
  ...overrides,
});

describe('checkInRefusal', () => {
  it('admits a paid booking of today on the experience’s clock, started or not, ended or not', () => {
    for (const status of ['confirmed', 'in_progress', 'completed']) {
      expect(checkInRefusal(booking({ status }), NOW)).toBeNull();
    }
    expect(checkInRefusal(booking({ startsAt: new Date('2026-11-22T22:00:00Z') }), NOW)).toBeNull();
    // A no-show of the day is undone by the check-in.
    expect(checkInRefusal(booking({ noShowAt: NOW }), NOW)).toBeNull();
  });

  it('reads "today" on the experience’s clock, not UTC’s', () => {
    // 03:00 UTC on the 23rd is still the 22nd in Panama.
    expect(checkInRefusal(booking(), new Date('2026-11-23T03:00:00Z'))).toBeNull();
    expect(checkInRefusal(booking(), new Date('2026-11-23T05:00:00Z'))).toBe('CHECK_IN_NOT_TODAY');
  });

  it('refuses cancelled, pending and other days’ bookings', () => {
    for (const status of ['canceled_by_customer', 'canceled_by_supplier', 'canceled_by_administration']) {
      expect(checkInRefusal(booking({ status }), NOW)).toBe('CHECK_IN_CANCELED');
    }
    expect(checkInRefusal(booking({ status: 'created' }), NOW)).toBe('CHECK_IN_PENDING');
    expect(checkInRefusal(booking({ bookingDate: '2026-11-23' }), NOW)).toBe('CHECK_IN_NOT_TODAY');
  });

  it('answers a booking already checked in (the scan says when), even the day after', () => {
    expect(checkInRefusal(booking({ checkedInAt: NOW, bookingDate: '2026-11-21' }), NOW)).toBeNull();
  });
});

describe('noShowRefusal', () => {
  it('admits a paid booking once its departure started, again once marked', () => {
    expect(noShowRefusal(booking(), NOW)).toBeNull();
    expect(noShowRefusal(booking({ noShowAt: NOW }), NOW)).toBeNull();
    expect(noShowRefusal(booking({ startsAt: NOW }), NOW)).toBeNull();
  });

  it('refuses before the start, and cancelled, pending or checked-in bookings', () => {
    expect(noShowRefusal(booking({ startsAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(
      'NO_SHOW_NOT_STARTED',
    );
    expect(noShowRefusal(booking({ status: 'canceled_by_supplier' }), NOW)).toBe('NO_SHOW_CANCELED');
    expect(noShowRefusal(booking({ status: 'created' }), NOW)).toBe('NO_SHOW_PENDING');
    expect(noShowRefusal(booking({ checkedInAt: NOW }), NOW)).toBe('NO_SHOW_CHECKED_IN');
  });
});
