import { describe, expect, it } from 'vitest';
import { dailyManifestDue } from '../../../domain/operator-bookings/daily-manifest-due';

describe('when tomorrow’s manifests are e-mailed (18:00 on the experience’s clock)', () => {
  const zone = 'America/Panama'; // UTC-5, no daylight saving

  it('is due from 18:00 the day before until that day ends', () => {
    expect(dailyManifestDue(zone, '2026-12-15', new Date('2026-12-14T22:59:59Z'))).toBe(false);
    expect(dailyManifestDue(zone, '2026-12-15', new Date('2026-12-14T23:00:00Z'))).toBe(true);
    expect(dailyManifestDue(zone, '2026-12-15', new Date('2026-12-15T04:59:59Z'))).toBe(true);
    expect(dailyManifestDue(zone, '2026-12-15', new Date('2026-12-15T05:00:00Z'))).toBe(false);
  });

  it('reads the clock of the experience, not the server’s', () => {
    const at = new Date('2026-12-15T00:30:00Z');
    expect(dailyManifestDue('America/Santo_Domingo', '2026-12-15', at)).toBe(true); // 20:30 on the 14th
    expect(dailyManifestDue('America/Guatemala', '2026-12-15', at)).toBe(true); // 18:30 on the 14th
    expect(dailyManifestDue('America/Guatemala', '2026-12-15', new Date('2026-12-14T23:30:00Z'))).toBe(false);
  });
});
