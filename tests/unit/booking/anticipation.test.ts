import { describe, expect, it } from 'vitest';
import { anticipationDay, formatHour } from '../../../domain/booking/anticipation';

describe('anticipation day (docs/product.md § Booking)', () => {
  it('is 0 while anticipation plus the current hour stays under 24', () => {
    expect(anticipationDay(2, 10)).toBe(0);
    expect(anticipationDay(12, 11)).toBe(0);
  });
  it('is at least 1 past midnight, otherwise anticipation hours / 24 rounded down', () => {
    expect(anticipationDay(12, 12)).toBe(1);
    expect(anticipationDay(24, 0)).toBe(1);
    expect(anticipationDay(48, 1)).toBe(2);
    expect(anticipationDay(72, 20)).toBe(3);
  });
  it('formats database times as HH:MM', () => {
    expect(formatHour('08:00:00')).toBe('08:00');
    expect(formatHour('7:5')).toBe('07:05');
  });
});
