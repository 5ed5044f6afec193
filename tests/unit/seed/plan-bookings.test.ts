import { describe, expect, it } from 'vitest';
import { defaultContent } from '../../../db/seed/content-default';
import { planExperiences } from '../../../db/seed/plan-experiences';
import { nextSeason, WHALE_SEASONS } from '../../../db/seed/plan-schedule';
import { createRandom } from '../../../db/seed/random';
import { DEMO_EXPERIENCES, DEMO_SEED } from '../../../db/seed/seed-demo';

const TODAY = '2026-11-22';
const demo = planExperiences(createRandom(DEMO_SEED), defaultContent, DEMO_EXPERIENCES, TODAY);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('demo availability', () => {
  it('offers capacities from 4 to 40 and anticipation from 2 hours to 3 days', () => {
    const capacities = demo.flatMap((e) => e.schedule.hours.map((h) => h.capacity));
    expect(Math.min(...capacities)).toBe(4);
    expect(Math.max(...capacities)).toBe(40);
    const anticipation = new Set(demo.map((e) => e.schedule.anticipationHours));
    expect([...anticipation].sort((a, b) => a - b)).toEqual([2, 12, 24, 48, 72]);
  });

  it('runs whale watching in its season and festivals on Friday and Saturday nights', () => {
    const whales = demo.filter((e) => e.templateKey === 'whale-watching');
    expect(whales.length).toBeGreaterThan(0);
    for (const e of whales) {
      const [first, last] = WHALE_SEASONS[e.destinationKey]!;
      expect(e.uniqueDates).toEqual([
        expect.objectContaining({
          type: 'range',
          startDate: expect.stringMatching(new RegExp(`-${first}$`)),
          endDate: expect.stringMatching(new RegExp(`-${last}$`)),
        }),
      ]);
    }
    const lists = demo.flatMap((e) => e.uniqueDates.filter((u) => u.type === 'list'));
    expect(lists.length).toBeGreaterThan(2);
    for (const list of lists) for (const day of list.dates) expect([5, 6]).toContain(weekday(day));
  });

  it('picks the running season, or the next one, across the new year', () => {
    expect(nextSeason('2026-11-22', ['12-01', '04-15'])).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2027-04-15',
    });
    expect(nextSeason('2027-02-10', ['12-01', '04-15'])).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2027-04-15',
    });
    expect(nextSeason('2026-11-22', ['07-01', '10-31'])).toMatchObject({ startDate: '2027-07-01' });
  });

  it('sells seats on departures three weeks ahead, leaving 2 places most often and never overselling', () => {
    const holds = demo.flatMap((e) => e.heldSeats.map((hold) => ({ e, hold })));
    expect(holds.length).toBeGreaterThan(50);
    const left = holds.map(({ hold }) => hold.capacity - hold.purchases.reduce((a, b) => a + b, 0));
    expect(Math.min(...left)).toBe(0);
    expect(Math.max(...left)).toBeLessThanOrEqual(3);
    expect(left.filter((n) => n === 2).length).toBeGreaterThan(holds.length / 3);
    for (const { e, hold } of holds) {
      expect(hold.date > '2026-11-25' && hold.date <= '2026-12-13').toBe(true);
      expect(e.uniqueDates).toEqual([]);
      expect(Math.max(...hold.purchases)).toBeLessThanOrEqual(e.maxPersons);
      const runs = e.schedule.hours.some(
        (h) => h.hour === hold.hour && (h.weekday === null || h.weekday === weekday(hold.date)),
      );
      expect(runs).toBe(true);
    }
  });
});
