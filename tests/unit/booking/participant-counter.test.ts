import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAdd,
  canRemove,
  type CounterLimits,
  INITIAL_PARTICIPANTS,
  maxParticipants,
  missingSelection,
  participantsForHour,
  pressCounter,
} from '../../../domain/booking/participant-counter';
import { offeredTiers, PARTICIPANT_TIERS, totalParticipants } from '../../../domain/pricing/participants';
import { people, pricing } from '../pricing/quote-fixtures';

const limits = (overrides: Partial<CounterLimits> = {}): CounterLimits => ({
  dateChosen: true,
  placesLeft: 10,
  maxPersons: 8,
  offered: PARTICIPANT_TIERS,
  ...overrides,
});

describe('participant counters (docs/product.md § Booking)', () => {
  it('start at one adult', () => {
    expect(INITIAL_PARTICIPANTS).toEqual(people(1));
  });

  it('allow at most the lower of the hour’s places and the maximum persons', () => {
    expect(maxParticipants(10, 8)).toBe(8);
    expect(maxParticipants(3, 8)).toBe(3);
    expect(maxParticipants(null, 8)).toBe(8);
    expect(canAdd(people(2), 'adults', limits({ placesLeft: 3 }))).toBe(true);
    expect(canAdd(people(3), 'adults', limits({ placesLeft: 3 }))).toBe(false);
    expect(canAdd(people(7), 'children', limits())).toBe(true);
    expect(canAdd(people(8), 'children', limits())).toBe(false);
  });

  it('disable adding when the hour has one place or none', () => {
    expect(canAdd(people(1), 'adults', limits({ placesLeft: 1 }))).toBe(false);
    expect(canAdd(people(0, 0, 0, 0), 'adults', limits({ placesLeft: 1 }))).toBe(false);
    expect(canAdd(people(1), 'adults', limits({ placesLeft: 2 }))).toBe(true);
  });

  it('never go below 0, and keep the last adult while no other group is chosen', () => {
    expect(canRemove(people(1), 'adults', true)).toBe(false);
    expect(canRemove(people(2), 'adults', true)).toBe(true);
    expect(canRemove(people(1, 1), 'adults', true)).toBe(true);
    expect(canRemove(people(1, 0, 0, 1), 'adults', true)).toBe(true);
    expect(canRemove(people(1), 'children', true)).toBe(false);
    expect(canRemove(people(1, 2), 'children', true)).toBe(true);
    // Nobody would be left: the last participant stays, whatever the group.
    expect(canRemove(people(0, 0, 1), 'babies', true)).toBe(false);
  });

  it('do not move before a date is chosen; a press asks for the date first', () => {
    const before = limits({ dateChosen: false, placesLeft: null });
    expect(canAdd(people(1), 'adults', before)).toBe(false);
    expect(canRemove(people(2), 'adults', false)).toBe(false);
    expect(pressCounter(people(1), 'adults', 1, before)).toEqual({
      participants: people(1),
      toast: 'selectDateFirst',
    });
  });

  it('count one press at a time and leave a refused press without effect', () => {
    expect(pressCounter(people(1), 'children', 1, limits())).toEqual({
      participants: people(1, 1),
      toast: null,
    });
    expect(pressCounter(people(1, 1), 'adults', -1, limits())).toEqual({
      participants: people(0, 1),
      toast: null,
    });
    expect(pressCounter(people(1), 'adults', -1, limits())).toEqual({ participants: people(1), toast: null });
  });

  it('offer only the groups the experience prices', () => {
    expect(canAdd(people(1), 'children', limits({ offered: ['adults', 'seniors'] }))).toBe(false);
    expect(offeredTiers(pricing())).toEqual(['adults', 'children', 'babies', 'seniors']);
    expect(offeredTiers(pricing({ priceChildrenCents: null, priceBabiesCents: null }))).toEqual([
      'adults',
      'seniors',
    ]);
    // Seniors have a counter only with a seniors price of their own (decision 0045).
    expect(offeredTiers(pricing({ priceSeniorsCents: null }))).toEqual(['adults', 'children', 'babies']);
    expect(
      offeredTiers(pricing({ isPackage: true, pricePackageCents: 25000, priceSeniorsCents: null })),
    ).toEqual(['adults', 'children', 'babies']);
    // A package shows children and babies by its include flags, since it has no prices for them.
    const packaged = {
      isPackage: true,
      pricePackageCents: 25000,
      priceChildrenCents: null,
      priceBabiesCents: null,
    };
    expect(offeredTiers(pricing({ ...packaged, includeChildren: true, includeBabies: false }))).toEqual([
      'adults',
      'children',
      'seniors',
    ]);
  });

  it('on an hour change, reset participants that no longer fit and ask for the capacity dialog', () => {
    expect(participantsForHour(people(3, 1), 4, 8)).toEqual({ participants: people(3, 1), exceeded: false });
    expect(participantsForHour(people(3, 1), 3, 8)).toEqual({
      participants: INITIAL_PARTICIPANTS,
      exceeded: true,
    });
    expect(participantsForHour(people(5), 20, 4)).toEqual({
      participants: INITIAL_PARTICIPANTS,
      exceeded: true,
    });
  });

  it('name the missing selection: the date (general), the hour, then the minimum persons', () => {
    expect(missingSelection({ date: null, hour: null, participants: people(1) }, 1)).toBe('general');
    expect(missingSelection({ date: null, hour: '08:00', participants: people(1) }, 1)).toBe('general');
    expect(missingSelection({ date: '2026-12-01', hour: null, participants: people(1) }, 1)).toBe('hour');
    expect(missingSelection({ date: '2026-12-01', hour: '08:00', participants: people(1) }, 2)).toBe(
      'participants',
    );
    expect(missingSelection({ date: '2026-12-01', hour: '08:00', participants: people(1, 1) }, 2)).toBeNull();
  });

  it('keep any sequence of presses within 0..max and never empty', () => {
    const press = fc.record({
      tier: fc.constantFrom(...PARTICIPANT_TIERS),
      delta: fc.constantFrom(1 as const, -1 as const),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.array(press, { maxLength: 60 }),
        (places, maxPersons, presses) => {
          const bounds = limits({ placesLeft: places, maxPersons });
          let participants = INITIAL_PARTICIPANTS;
          for (const { tier, delta } of presses)
            participants = pressCounter(participants, tier, delta, bounds).participants;
          for (const tier of PARTICIPANT_TIERS) expect(participants[tier]).toBeGreaterThanOrEqual(0);
          expect(totalParticipants(participants)).toBeGreaterThanOrEqual(1);
          expect(totalParticipants(participants)).toBeLessThanOrEqual(
            Math.max(1, maxParticipants(places, maxPersons)),
          );
        },
      ),
    );
  });
});
