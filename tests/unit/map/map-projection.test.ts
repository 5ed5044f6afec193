import { geoMercator } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_MAP_ISOS,
  type CountryMapIso,
  countryFrame,
  isInsideViewBox,
  projectPoint,
  unprojectPoint,
} from '../../../common/map/map-projection';
import { countries } from '../../../db/seed/data/countries';
import { destinations } from '../../../db/seed/data/destinations';

const CAPITALS: Record<CountryMapIso, { name: string; latitude: number; longitude: number }> = {
  PA: { name: 'Panama City', latitude: 8.9824, longitude: -79.5199 },
  CO: { name: 'Bogotá', latitude: 4.711, longitude: -74.0721 },
  DO: { name: 'Santo Domingo', latitude: 18.4861, longitude: -69.9312 },
  GT: { name: 'Guatemala City', latitude: 14.6349, longitude: -90.5069 },
  CR: { name: 'San José', latitude: 9.9281, longitude: -84.0907 },
  PR: { name: 'San Juan', latitude: 18.4655, longitude: -66.1057 },
  SV: { name: 'San Salvador', latitude: 13.6929, longitude: -89.2182 },
};

/** Room a pin's head needs above its point, in viewBox units. */
const PIN_INSET = 30;

/** d3's own projection with the stored settings: the reference the paths were drawn with. */
function d3Projection(iso: CountryMapIso) {
  const { scale, translate } = countryFrame(iso)!.projection;
  return geoMercator().scale(scale).translate([translate[0], translate[1]]);
}

describe('COUNTRY_MAP_ISOS', () => {
  it('covers exactly the booking countries', () => {
    expect([...COUNTRY_MAP_ISOS].sort()).toEqual(countries.map((c) => c.isoCode).sort());
  });
});

describe('projectPoint', () => {
  it.each(COUNTRY_MAP_ISOS)('puts the capital of %s inside its map, with room for a pin', (iso) => {
    const point = projectPoint(iso, CAPITALS[iso]);
    expect(point).not.toBeNull();
    expect(isInsideViewBox(iso, point!, PIN_INSET)).toBe(true);
  });

  it('puts every seeded destination inside its country map (San Andrés, Culebra, Mona included)', () => {
    for (const destination of destinations) {
      const point = projectPoint(destination.countryIso, destination);
      expect(point && isInsideViewBox(destination.countryIso, point, PIN_INSET), destination.key).toBe(true);
    }
  });

  it.each(COUNTRY_MAP_ISOS)('matches d3-geo geoMercator for %s', (iso) => {
    const reference = d3Projection(iso);
    const [width, height] = countryFrame(iso)!.viewBox;
    // The capital plus a grid over the whole frame (inverted through d3 to get coordinates).
    const coordinates: [number, number][] = [[CAPITALS[iso].longitude, CAPITALS[iso].latitude]];
    for (let x = 0; x <= width; x += width / 4) {
      for (let y = 0; y <= height; y += height / 4) coordinates.push(reference.invert!([x, y])!);
    }
    for (const [longitude, latitude] of coordinates) {
      const [x, y] = reference([longitude, latitude])!;
      const point = projectPoint(iso, { latitude, longitude })!;
      expect(Math.abs(point.x - x)).toBeLessThan(0.5);
      expect(Math.abs(point.y - y)).toBeLessThan(0.5);
    }
  });

  it('wraps longitudes past ±180° like d3', () => {
    const reference = d3Projection('PA');
    const [x, y] = reference([-79.5 + 360, 9])!;
    const point = projectPoint('PA', { latitude: 9, longitude: -79.5 + 360 })!;
    expect(point.x).toBeCloseTo(x, 6);
    expect(point.y).toBeCloseTo(y, 6);
  });

  it('answers null for an unknown country or an unusable coordinate', () => {
    expect(projectPoint('US', CAPITALS.PA)).toBeNull();
    expect(projectPoint('pa', CAPITALS.PA)).toBeNull();
    expect(projectPoint('PA', { latitude: Number.NaN, longitude: -79 })).toBeNull();
    expect(projectPoint('PA', { latitude: 9, longitude: Number.POSITIVE_INFINITY })).toBeNull();
    expect(projectPoint('PA', { latitude: 90, longitude: -79 })).toBeNull();
  });

  it('places a point of another country outside the frame', () => {
    const bogota = projectPoint('PA', CAPITALS.CO)!;
    expect(isInsideViewBox('PA', bogota)).toBe(false);
  });
});

describe('unprojectPoint', () => {
  it.each(COUNTRY_MAP_ISOS)('is the exact inverse of projectPoint on %s (both ways)', (iso) => {
    const [width, height] = countryFrame(iso)!.viewBox;
    for (let x = 0; x <= width; x += width / 8) {
      for (let y = 0; y <= height; y += height / 8) {
        const coordinate = unprojectPoint(iso, { x, y })!;
        const back = projectPoint(iso, coordinate)!;
        expect(back.x).toBeCloseTo(x, 8);
        expect(back.y).toBeCloseTo(y, 8);
      }
    }
    const capital = CAPITALS[iso];
    const there = unprojectPoint(iso, projectPoint(iso, capital)!)!;
    expect(there.latitude).toBeCloseTo(capital.latitude, 10);
    expect(there.longitude).toBeCloseTo(capital.longitude, 10);
  });

  it.each(COUNTRY_MAP_ISOS)('matches d3-geo geoMercator.invert for %s', (iso) => {
    const reference = d3Projection(iso);
    const [width, height] = countryFrame(iso)!.viewBox;
    for (const [x, y] of [
      [0, 0],
      [width / 3, height / 2],
      [width, height],
    ] as const) {
      const [longitude, latitude] = reference.invert!([x, y])!;
      const coordinate = unprojectPoint(iso, { x, y })!;
      expect(coordinate.latitude).toBeCloseTo(latitude, 9);
      expect(coordinate.longitude).toBeCloseTo(longitude, 9);
    }
  });

  it('answers null for an unknown country or an unusable point', () => {
    expect(unprojectPoint('US', { x: 1, y: 1 })).toBeNull();
    expect(unprojectPoint('PA', { x: Number.NaN, y: 1 })).toBeNull();
    expect(unprojectPoint('PA', { x: 1, y: Number.NEGATIVE_INFINITY })).toBeNull();
  });
});

describe('isInsideViewBox', () => {
  it('includes the edges, honours the inset and rejects unknown countries', () => {
    const [width, height] = countryFrame('SV')!.viewBox;
    expect(isInsideViewBox('SV', { x: 0, y: 0 })).toBe(true);
    expect(isInsideViewBox('SV', { x: width, y: height })).toBe(true);
    expect(isInsideViewBox('SV', { x: width + 0.1, y: 10 })).toBe(false);
    expect(isInsideViewBox('SV', { x: 10, y: -0.1 })).toBe(false);
    expect(isInsideViewBox('SV', { x: 10, y: 50 }, 20)).toBe(false);
    expect(isInsideViewBox('SV', { x: 20, y: 50 }, 20)).toBe(true);
    expect(isInsideViewBox('XX', { x: 10, y: 10 })).toBe(false);
  });
});
