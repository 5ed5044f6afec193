import { describe, expect, it } from 'vitest';
import { refundDeadline } from '../../../domain/catalog/cancellation-policy';
import {
  instantAt,
  isTimeZone,
  wallClockIn,
  zoneChanges,
  zoneOffsetMinutes,
} from '../../../common/time/zoned-time';

/** The catalogue's zones (docs/product.md: one zone per country) and their offsets all year round. */
const PRODUCT_ZONES = [
  ['America/Panama', -300],
  ['America/Bogota', -300],
  ['America/Santo_Domingo', -240],
  ['America/Guatemala', -360],
  ['America/Costa_Rica', -360],
  ['America/Puerto_Rico', -240],
  ['America/El_Salvador', -360],
] as const;

const iso = (date: Date) => date.toISOString();

describe('wall clocks of the experience’s time zone', () => {
  it('reads the day, time and hour of an instant', () => {
    const instant = new Date('2026-11-25T01:30:00Z');
    expect(wallClockIn('America/Guatemala', instant)).toEqual({
      date: '2026-11-24',
      time: '19:30',
      hour: 19,
    });
    expect(wallClockIn('America/Puerto_Rico', instant)).toEqual({
      date: '2026-11-24',
      time: '21:30',
      hour: 21,
    });
    expect(wallClockIn('America/Panama', new Date('2026-11-25T05:00:00Z'))).toEqual({
      date: '2026-11-25',
      time: '00:00',
      hour: 0,
    });
    // 22:30 on the 22nd in Panama, already the 23rd in UTC: the day is the zone's, not the server's.
    const lateEvening = new Date('2026-11-23T03:30:00Z');
    expect(wallClockIn('America/Panama', lateEvening).date).toBe('2026-11-22');
    expect(wallClockIn('UTC', lateEvening).date).toBe('2026-11-23');
    // The hour the anticipation rule reads (docs/product.md § Booking).
    const afternoon = new Date('2026-11-22T15:00:00Z');
    expect(wallClockIn('America/Panama', afternoon).hour).toBe(10);
    expect(wallClockIn('America/Puerto_Rico', afternoon).hour).toBe(11);
    expect(wallClockIn('America/El_Salvador', afternoon).hour).toBe(9);
  });

  it.each(PRODUCT_ZONES)('turns the day at local midnight in %s', (zone, offset) => {
    const midnight = Date.UTC(2026, 11, 31) - offset * 60_000; // 2026-12-31 00:00 on that clock
    expect(wallClockIn(zone, new Date(midnight - 60_000))).toEqual({
      date: '2026-12-30',
      time: '23:59',
      hour: 23,
    });
    expect(wallClockIn(zone, new Date(midnight))).toEqual({ date: '2026-12-31', time: '00:00', hour: 0 });
    expect(iso(instantAt(zone, '2026-12-31', '00:00'))).toBe(iso(new Date(midnight)));
    expect(iso(instantAt(zone, '2027-01-01', '00:00'))).toBe(iso(new Date(midnight + 86_400_000)));
    expect(zoneOffsetMinutes(zone, new Date('2026-07-01T12:00:00Z'))).toBe(offset);
    expect(zoneOffsetMinutes(zone, new Date('2026-01-15T12:00:00Z'))).toBe(offset);
    expect(zoneChanges(zone, new Date('2025-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z'))).toEqual([]);
  });

  it('turns a departure’s day and hour into its instant', () => {
    expect(iso(instantAt('America/Guatemala', '2026-11-30', '08:00'))).toBe('2026-11-30T14:00:00.000Z');
    expect(iso(instantAt('America/Puerto_Rico', '2026-12-31', '23:30'))).toBe('2027-01-01T03:30:00.000Z');
    expect(iso(instantAt('America/Bogota', '2027-03-01', '00:00'))).toBe('2027-03-01T05:00:00.000Z');
    expect(iso(instantAt('America/Panama', '2026-11-24', '08:00:00'))).toBe('2026-11-24T13:00:00.000Z');
  });

  it('follows daylight saving on both sides of the change (New York stands in)', () => {
    expect(iso(instantAt('America/New_York', '2026-03-07', '09:00'))).toBe('2026-03-07T14:00:00.000Z');
    expect(iso(instantAt('America/New_York', '2026-03-08', '09:00'))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(instantAt('America/New_York', '2026-11-01', '09:00'))).toBe('2026-11-01T14:00:00.000Z');
  });

  it('moves a time the clocks skip to the same distance after the jump', () => {
    // New York springs from 02:00 to 03:00 on 2026-03-08; Madrid from 02:00 to 03:00 on 2026-03-29.
    const skipped = instantAt('America/New_York', '2026-03-08', '02:30');
    expect(iso(skipped)).toBe('2026-03-08T07:30:00.000Z');
    expect(wallClockIn('America/New_York', skipped).time).toBe('03:30');
    expect(iso(instantAt('Europe/Madrid', '2026-03-29', '02:15'))).toBe('2026-03-29T01:15:00.000Z');
    expect(wallClockIn('Europe/Madrid', new Date('2026-03-29T00:59:00Z')).time).toBe('01:59');
    expect(wallClockIn('Europe/Madrid', new Date('2026-03-29T01:00:00Z')).time).toBe('03:00');
  });

  it('takes the first of a time the clocks show twice', () => {
    // New York falls back from 02:00 to 01:00 on 2026-11-01: 01:30 happens at 05:30Z and at 06:30Z.
    expect(iso(instantAt('America/New_York', '2026-11-01', '01:30'))).toBe('2026-11-01T05:30:00.000Z');
    expect(wallClockIn('America/New_York', new Date('2026-11-01T06:30:00Z')).time).toBe('01:30');
    expect(iso(instantAt('Europe/Madrid', '2026-10-25', '02:30'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads offsets and their changes in a zone with daylight saving', () => {
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(330);
    const year = [new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z')] as const;
    expect(zoneChanges('America/New_York', ...year).map(({ at, from, to }) => [iso(at), from, to])).toEqual([
      ['2026-03-08T07:00:00.000Z', -300, -240],
      ['2026-11-01T06:00:00.000Z', -240, -300],
    ]);
    // Scanned from an instant off the hour, a change is still found at its exact minute.
    const offHour = zoneChanges(
      'Europe/Madrid',
      new Date('2026-01-01T04:37:00Z'),
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(offHour.map(({ at }) => iso(at))).toEqual(['2026-03-29T01:00:00.000Z']);
  });

  it('gives the exact cancellation deadline of a departure', () => {
    const start = instantAt('America/El_Salvador', '2026-12-05', '09:00');
    expect(refundDeadline(2, start)?.toISOString()).toBe('2026-12-04T15:00:00.000Z');
  });

  it('knows which zone names are real', () => {
    expect(isTimeZone('America/Santo_Domingo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => wallClockIn('Mars/Olympus', new Date())).toThrow(RangeError);
  });
});
