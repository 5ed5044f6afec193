import { describe, expect, it } from 'vitest';
import { refundDeadline } from '../../../domain/catalog/cancellation-policy';
import { instantAt, isTimeZone, wallClockIn } from '../../../domain/booking/zoned-time';

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
  });

  it('turns a departure’s day and hour into its instant', () => {
    expect(instantAt('America/Guatemala', '2026-11-30', '08:00').toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    );
    expect(instantAt('America/Puerto_Rico', '2026-12-31', '23:30').toISOString()).toBe(
      '2027-01-01T03:30:00.000Z',
    );
    expect(instantAt('America/Bogota', '2027-03-01', '00:00').toISOString()).toBe('2027-03-01T05:00:00.000Z');
  });

  it('follows daylight saving on both sides of the change (New York stands in)', () => {
    expect(instantAt('America/New_York', '2026-03-07', '09:00').toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(instantAt('America/New_York', '2026-03-08', '09:00').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(instantAt('America/New_York', '2026-11-01', '09:00').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('gives the exact cancellation deadline of a departure', () => {
    const start = instantAt('America/El_Salvador', '2026-12-05', '09:00');
    expect(refundDeadline(2, start)?.toISOString()).toBe('2026-12-04T15:00:00.000Z');
  });

  it('knows which zone names are real', () => {
    expect(isTimeZone('America/Santo_Domingo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
