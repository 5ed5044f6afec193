import { describe, expect, it } from 'vitest';
import { departureCutoff, hoursOn } from '../../../domain/booking/availability';
import { nearDeparturesOf } from '../../../domain/booking/day-places';
import { availability, everyDay } from './availability-fixtures';

/**
 * `departureCutoff` is the window of `hoursOn` turned into an instant (the search by date stores it for the
 * near days, docs/decisions/0086-search-by-date.md): a minute before it the departure is offered, from it
 * on it is not, in every zone the product runs in and for anticipations under, at and over a day.
 */
describe('departureCutoff', () => {
  const zones = ['America/Panama', 'America/Guatemala', 'America/Puerto_Rico', 'America/Bogota'];
  const departures = ['00:00', '06:30', '14:00', '23:45'];

  it('is the first instant at which the engine stops offering the departure', () => {
    for (const timeZone of zones) {
      for (const anticipation of [0, 2, 12, 24, 30, 48, 72]) {
        const input = availability({ timeZone, schedule: everyDay(departures, anticipation, 8) });
        for (const day of ['2026-11-24', '2026-11-25', '2026-11-28']) {
          for (const hour of departures) {
            const cutoff = departureCutoff(input, day, hour).getTime();
            const offered = (at: number) =>
              hoursOn(input, day, new Date(at)).some((slot) => slot.hour === hour);
            const label = `${timeZone} ${anticipation} h ${day} ${hour}`;
            expect(offered(cutoff - 1), label).toBe(true);
            expect(offered(cutoff - 6 * 3_600_000), label).toBe(true);
            expect(offered(cutoff), label).toBe(false);
            expect(offered(cutoff + 3_600_000), label).toBe(false);
          }
        }
      }
    }
  });
});

describe('nearDeparturesOf', () => {
  it('keeps of each day the departures no later-cut one matches in places', () => {
    // 14:00 has 6 places left (4 sold), 08:00 and 18:00 ten each: 18:00 beats 08:00 and 14:00.
    const input = availability({
      schedule: everyDay(['08:00', '14:00', '18:00'], 24),
      occupancy: [{ date: '2026-11-24', hour: '14:00', seatsTaken: 4 }],
    });
    const departures = nearDeparturesOf(input, '2026-11-24', '2026-11-24');
    expect(departures).toEqual([
      { day: '2026-11-24', places: 10, cutoff: departureCutoff(input, '2026-11-24', '18:00') },
    ]);
    // 18:00 sold to 3 places: 08:00 (10) is kept for larger groups, and 14:00 (6) for groups of up to 6.
    const fuller = availability({
      ...input,
      occupancy: [
        { date: '2026-11-24', hour: '14:00', seatsTaken: 4 },
        { date: '2026-11-24', hour: '18:00', seatsTaken: 7 },
      ],
    });
    expect(nearDeparturesOf(fuller, '2026-11-24', '2026-11-24')?.map((d) => d.places)).toEqual([3, 6, 10]);
  });

  it('leaves the days to the engine when the zone changes its clocks in them', () => {
    const input = availability({ timeZone: 'America/New_York' });
    expect(nearDeparturesOf(input, '2026-10-29', '2026-11-02')).toBeNull();
    expect(nearDeparturesOf(input, '2026-11-10', '2026-11-14')).not.toBeNull();
  });
});
