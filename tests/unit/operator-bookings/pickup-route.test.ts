import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../common/map/pickup-area';
import { pickupOrder } from '../../../domain/operator-bookings/pickup-route';

const stop = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });

describe('a driver’s pickup order (nearest neighbour from the meeting point)', () => {
  it('measures great-circle distances', () => {
    // Panama City to Colón is about 60 km as the crow flies.
    expect(distanceKm(stop('a', 8.9824, -79.5199), stop('b', 9.3592, -79.9014))).toBeCloseTo(59, -1);
    expect(distanceKm(stop('a', 1, 1), stop('b', 1, 1))).toBe(0);
  });

  it('goes each time to the nearest pickup not yet visited, not to the nearest to the start', () => {
    const meeting = { latitude: 0, longitude: 0 };
    const far = stop('far', 0, 0.5);
    const near = stop('near', 0, 0.1);
    const middle = stop('middle', 0, 0.3);
    const behind = stop('behind', 0, -0.25);
    expect(pickupOrder(meeting, [far, behind, near, middle]).map((s) => s.name)).toEqual([
      'near',
      'middle',
      'far',
      'behind',
    ]);
  });

  it('keeps the given order on ties, starts at the first stop without a meeting point, and handles none', () => {
    const a = stop('a', 0, 1);
    const b = stop('b', 0, -1);
    expect(pickupOrder({ latitude: 0, longitude: 0 }, [a, b]).map((s) => s.name)).toEqual(['a', 'b']);
    expect(pickupOrder({ latitude: 0, longitude: 0 }, [b, a]).map((s) => s.name)).toEqual(['b', 'a']);
    const c = stop('c', 0, 0.9);
    expect(pickupOrder(null, [b, a, c]).map((s) => s.name)).toEqual(['b', 'c', 'a']);
    expect(pickupOrder(null, [])).toEqual([]);
  });
});
