import { describe, expect, it } from 'vitest';
import { monthOf, monthRange, shiftMonth } from '../../../app/components/operator-availability/month-range';
import { MAX_CALENDAR_DAYS } from '../../../domain/operator-availability/departures-calendar';

describe('the departures page’s month', () => {
  it('is the address’s month, else today’s', () => {
    expect(monthOf('2027-02', '2026-11-28')).toBe('2027-02');
    expect(monthOf('2027-13', '2026-11-28')).toBe('2026-11');
    expect(monthOf(null, '2026-11-28')).toBe('2026-11');
  });

  it('runs from its first to its last day, within the calendar’s limit', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(31).toBeLessThanOrEqual(MAX_CALENDAR_DAYS);
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });
});
