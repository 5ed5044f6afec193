import { describe, expect, it } from 'vitest';
import {
  COAST_TOLERANCE_KM,
  isInsideCountryOutline,
  isInsideOutline,
  parseOutline,
} from '../../../common/map/country-outline';
import { countryOutlineJson, countryShape, isInsideCountry } from '../../../common/map/country-shapes.server';
import { COUNTRY_MAP_ISOS, type CountryMapIso } from '../../../common/map/map-projection';
import { destinations } from '../../../db/seed/data/destinations';

const CAPITALS: Record<CountryMapIso, { latitude: number; longitude: number }> = {
  PA: { latitude: 8.9824, longitude: -79.5199 },
  CO: { latitude: 4.711, longitude: -74.0721 },
  DO: { latitude: 18.4861, longitude: -69.9312 },
  GT: { latitude: 14.6349, longitude: -90.5069 },
  CR: { latitude: 9.9281, longitude: -84.0907 },
  PR: { latitude: 18.4655, longitude: -66.1057 },
  SV: { latitude: 13.6929, longitude: -89.2182 },
};

describe('parseOutline', () => {
  it('reads the M / l / z rings the generator writes, with its compact numbers', () => {
    // "1.5.5" is 1.5 then .5; "-.5" has no leading zero.
    expect(parseOutline('M10 20l5 0 0 5-5 0zM1.5.5l1-.5 0 1z')).toEqual([
      [10, 20, 15, 20, 15, 25, 10, 25],
      [1.5, 0.5, 2.5, 0, 2.5, 1],
    ]);
  });

  it('reads absolute lines, relative moves and pairs repeated after a move', () => {
    expect(parseOutline('M0 0 10 0 10 10zm5 5L6 5 6 6z')).toEqual([
      [0, 0, 10, 0, 10, 10],
      [5, 5, 6, 5, 6, 6],
    ]);
  });

  it('refuses curves, arcs and dangling numbers rather than answer wrongly', () => {
    expect(() => parseOutline('M0 0C1 1 2 2 3 3z')).toThrow('Unsupported path text "C"');
    expect(() => parseOutline('M0 0l1 0 0 1 5z')).toThrow('Path has a coordinate without its pair');
    expect(() => parseOutline('M0 0l1 0z 4 4')).toThrow('Path coordinate after "z"');
  });

  it.each(COUNTRY_MAP_ISOS)('reads the bundled outline of %s', (iso) => {
    const rings = parseOutline(countryShape(iso)!.country);
    expect(rings.length).toBeGreaterThan(0);
    expect(rings.every((ring) => ring.length % 2 === 0 && ring.every(Number.isFinite))).toBe(true);
  });
});

describe('isInsideOutline', () => {
  // Two islands; the first has a lake (a ring inside it).
  const outline = parseOutline('M0 0l100 0 0 100-100 0zM40 40l20 0 0 20-20 0zM200 0l10 0 0 10-10 0z');

  it('uses even-odd: islands count, a hole does not', () => {
    expect(isInsideOutline(outline, { x: 10, y: 10 })).toBe(true);
    expect(isInsideOutline(outline, { x: 205, y: 5 })).toBe(true);
    expect(isInsideOutline(outline, { x: 50, y: 50 })).toBe(false);
    expect(isInsideOutline(outline, { x: 150, y: 50 })).toBe(false);
    expect(isInsideOutline(outline, { x: -1, y: 50 })).toBe(false);
  });

  it('counts a ray through a vertex once', () => {
    const diamond = parseOutline('M50 0l50 50-50 50-50-50z');
    expect(isInsideOutline(diamond, { x: 10, y: 50 })).toBe(true);
    expect(isInsideOutline(diamond, { x: -10, y: 50 })).toBe(false);
    expect(isInsideOutline(diamond, { x: 50, y: 100.5 })).toBe(false);
  });

  it('accepts points within the tolerance of an edge, and refuses unusable points', () => {
    expect(isInsideOutline(outline, { x: -2, y: 50 }, 2)).toBe(true);
    expect(isInsideOutline(outline, { x: -2.1, y: 50 }, 2)).toBe(false);
    expect(isInsideOutline(outline, { x: Number.NaN, y: 5 })).toBe(false);
  });
});

describe('isInsideCountry', () => {
  it.each(COUNTRY_MAP_ISOS)('puts the capital of %s inside it', (iso) => {
    expect(isInsideCountry(iso, CAPITALS[iso])).toBe(true);
  });

  it('puts every seeded destination inside its country (islands and beaches included)', () => {
    for (const destination of destinations) {
      expect(isInsideCountry(destination.countryIso, destination), destination.key).toBe(true);
    }
  });

  it.each([
    ['PA', 'San José, Costa Rica', CAPITALS.CR],
    ['PA', 'Bogotá', CAPITALS.CO],
    ['PA', 'the Gulf of Panama', { latitude: 7.0, longitude: -79.0 }],
    ['PA', 'the Pacific off Azuero', { latitude: 7.3, longitude: -81.0 }],
    ['CO', 'Panama City', CAPITALS.PA],
    ['CO', 'Caracas', { latitude: 10.48, longitude: -66.9 }],
    ['CO', 'Quito', { latitude: -0.18, longitude: -78.47 }],
    ['CO', 'the Pacific', { latitude: 3.0, longitude: -79.0 }],
    ['CR', 'Rivas, Nicaragua', { latitude: 11.44, longitude: -85.83 }],
    ['DO', 'Port-au-Prince', { latitude: 18.54, longitude: -72.34 }],
    ['GT', 'Tapachula, Mexico', { latitude: 14.9, longitude: -92.26 }],
    ['GT', 'Belize City', { latitude: 17.5, longitude: -88.2 }],
    ['GT', 'San Pedro Sula, Honduras', { latitude: 15.5, longitude: -88.03 }],
    ['SV', 'Tegucigalpa', { latitude: 14.07, longitude: -87.19 }],
    ['SV', 'the Pacific', { latitude: 13.0, longitude: -89.5 }],
    ['PR', 'Charlotte Amalie', { latitude: 18.34, longitude: -64.93 }],
    ['PR', 'the Atlantic north of San Juan', { latitude: 18.7, longitude: -66.3 }],
  ] as const)('puts %s outside: %s', (iso, _name, point) => {
    expect(isInsideCountry(iso, point)).toBe(false);
  });

  it(`accepts ${COAST_TOLERANCE_KM} km off the drawn coast, not 5 km`, () => {
    // Due north of San Juan's coast (18.47° N): about 1 km and about 6 km out to sea.
    expect(isInsideCountry('PR', { latitude: 18.478, longitude: -66.1 })).toBe(true);
    expect(isInsideCountry('PR', { latitude: 18.53, longitude: -66.1 })).toBe(false);
  });

  it('refuses an unknown country or an unusable coordinate', () => {
    expect(isInsideCountry('US', CAPITALS.PA)).toBe(false);
    expect(isInsideCountry('PA', { latitude: Number.NaN, longitude: -79.5 })).toBe(false);
    expect(isInsideCountry('PA', { latitude: 90, longitude: -79.5 })).toBe(false);
  });

  it.each(COUNTRY_MAP_ISOS)('gives the browser (outline JSON) the answer of the server on %s', (iso) => {
    const outline = parseOutline((JSON.parse(countryOutlineJson(iso)!) as { d: string }).d);
    for (const point of [CAPITALS[iso], ...Object.values(CAPITALS)]) {
      expect(isInsideCountryOutline(iso, outline, point)).toBe(isInsideCountry(iso, point));
    }
  });
});
