import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  isInsidePickupArea,
  pickupAreaBounds,
  pickupAreaNames,
} from '../../../common/map/pickup-area';

const cartagena = { latitude: 10.391, longitude: -75.4794 };
const baru = { latitude: 10.18, longitude: -75.6 };
const area = {
  circles: [
    { ...cartagena, name: 'Cartagena', radiusKm: 15 },
    { ...baru, name: 'Barú', radiusKm: 5 },
  ],
};

describe('pickup area', () => {
  it('measures great-circle distances', () => {
    // Cartagena to Barranquilla is about 100 km as the crow flies.
    expect(distanceKm(cartagena, { latitude: 10.9685, longitude: -74.7813 })).toBeCloseTo(99.3, 0);
    expect(distanceKm(cartagena, cartagena)).toBe(0);
  });

  it('takes a point inside any circle and refuses one outside all', () => {
    expect(isInsidePickupArea(area, { latitude: 10.42, longitude: -75.54 })).toBe(true);
    expect(isInsidePickupArea(area, { latitude: 10.19, longitude: -75.61 })).toBe(true);
    // Tolú, more than 100 km away: the tap of the outside testers' report.
    expect(isInsidePickupArea(area, { latitude: 9.52, longitude: -75.58 })).toBe(false);
    expect(isInsidePickupArea({ circles: [] }, cartagena)).toBe(false);
  });

  it('bounds every circle and names each city once', () => {
    const bounds = pickupAreaBounds(area)!;
    expect(bounds.north).toBeCloseTo(10.391 + 15 / 111.195, 3);
    expect(bounds.south).toBeCloseTo(10.18 - 5 / 111.195, 3);
    expect(bounds.west).toBeLessThan(-75.6);
    expect(bounds.east).toBeGreaterThan(-75.4794 + 0.13);
    expect(pickupAreaBounds({ circles: [] })).toBeNull();
    expect(
      pickupAreaNames({ circles: [...area.circles, { ...cartagena, name: 'Cartagena', radiusKm: 3 }] }),
    ).toEqual(['Cartagena', 'Barú']);
  });
});
