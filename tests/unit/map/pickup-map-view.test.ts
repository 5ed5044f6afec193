import { describe, expect, it } from 'vitest';
import { parseOutline } from '../../../common/map/country-outline';
import { countryOutlineJson } from '../../../common/map/country-shapes.server';
import { projectPoint } from '../../../common/map/map-projection';
import { distanceKm } from '../../../common/map/pickup-area';
import {
  areaPath,
  areaView,
  circleRing,
  fullView,
  MAX_ASPECT,
  MIN_ASPECT,
  MIN_CROP_WIDTH,
  pickupRefusal,
  zoomSteps,
} from '../../../common/map/pickup-map-view';

const cartagena = { latitude: 10.391, longitude: -75.4794 };
const baru = { latitude: 10.18, longitude: -75.6 };
const area = {
  circles: [
    { ...cartagena, name: 'Cartagena', radiusKm: 15 },
    { ...baru, name: 'Barú', radiusKm: 5 },
  ],
};
const colombia = parseOutline((JSON.parse(countryOutlineJson('CO')!) as { d: string }).d);

describe('pickup map view', () => {
  it('opens on the whole country without an area, and on the area with one', () => {
    expect(areaView('CO', undefined)).toEqual({ x: 0, y: 0, width: 1000, height: 1184 });
    expect(areaView('CO', { circles: [] })).toEqual(fullView('CO'));
    expect(areaView('US', area)).toBeNull();

    const view = areaView('CO', area)!;
    // Far smaller than Colombia's map (1000 units ≈ 1,900 km): about 40 km across, plus the margin.
    expect(view.width).toBeLessThan(60);
    expect(view.width / view.height).toBeGreaterThanOrEqual(MIN_ASPECT - 1e-9);
    expect(view.width / view.height).toBeLessThanOrEqual(MAX_ASPECT + 1e-9);
    // Every circle's ring is inside the view, with room to spare.
    for (const circle of area.circles) {
      for (const point of circleRing(circle, 16)) {
        const at = projectPoint('CO', point)!;
        expect(at.x).toBeGreaterThan(view.x);
        expect(at.x).toBeLessThan(view.x + view.width);
        expect(at.y).toBeGreaterThan(view.y);
        expect(at.y).toBeLessThan(view.y + view.height);
      }
    }
  });

  it('keeps a tiny area readable and a huge one as the whole map', () => {
    const tiny = areaView('PA', {
      circles: [{ latitude: 8.98, longitude: -79.52, name: 'Panamá', radiusKm: 0.5 }],
    })!;
    expect(tiny.width).toBeCloseTo(MIN_CROP_WIDTH, 6);
    expect(tiny.width / tiny.height).toBeCloseTo(MAX_ASPECT, 6);
    const centre = projectPoint('PA', { latitude: 8.98, longitude: -79.52 })!;
    expect(tiny.x + tiny.width / 2).toBeCloseTo(centre.x, 6);
    expect(tiny.y + tiny.height / 2).toBeCloseTo(centre.y, 4);

    const huge = { circles: [{ latitude: 8.6, longitude: -80.1, name: 'Panamá', radiusKm: 900 }] };
    expect(areaView('PA', huge)).toEqual(fullView('PA'));
  });

  it('zooms to 8× only over a small part of the map', () => {
    expect(zoomSteps(fullView('CO')!, 1000)).toEqual([1, 2, 4]);
    expect(zoomSteps(areaView('CO', area)!, 1000)).toEqual([1, 2, 4, 8]);
  });

  it('draws each circle as a ring at its radius', () => {
    const ring = circleRing(area.circles[0]!, 32);
    expect(ring).toHaveLength(32);
    for (const point of ring) expect(distanceKm(cartagena, point)).toBeCloseTo(15, 6);
    // Bearing 0 is due north.
    expect(ring[0]!.longitude).toBeCloseTo(cartagena.longitude, 9);
    expect(ring[0]!.latitude).toBeGreaterThan(cartagena.latitude);
    const path = areaPath('CO', area);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/Z/g)).toHaveLength(2);
    expect(areaPath('CO', undefined)).toBe('');
  });

  it('refuses outside the country first, then outside the area', () => {
    expect(pickupRefusal('CO', colombia, area, { latitude: 10.42, longitude: -75.54 })).toBeNull();
    // Tolú is in Colombia but more than 100 km from Cartagena.
    const tolu = { latitude: 9.52, longitude: -75.58 };
    expect(pickupRefusal('CO', colombia, area, tolu)).toBe('area');
    expect(pickupRefusal('CO', colombia, undefined, tolu)).toBeNull();
    expect(pickupRefusal('CO', colombia, { circles: [] }, tolu)).toBeNull();
    // Panama City, and the Caribbean north of Cartagena.
    expect(pickupRefusal('CO', colombia, area, { latitude: 8.98, longitude: -79.52 })).toBe('country');
    expect(pickupRefusal('CO', colombia, undefined, { latitude: 12.5, longitude: -76.5 })).toBe('country');
  });
});
