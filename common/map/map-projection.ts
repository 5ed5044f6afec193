/**
 * Country maps for the experience page: the frame of each pre-projected map (generated with its SVG
 * shapes by scripts/generate-country-shapes.mjs from world-atlas) and the Mercator math to place a pin on
 * it. Pure and dependency-free so it runs on the server and in the browser; d3-geo is only a build-time
 * tool. The shapes themselves (60 KB) stay on the server, which serves each map as an SVG image
 * (common/map/country-shapes.server.ts, server/plugins/country-maps.ts): the browser never downloads them
 * as JavaScript.
 */
import frames from './country-frames.json';

/** Booking countries with a bundled map, in the catalogue's order. */
export const COUNTRY_MAP_ISOS = ['PA', 'CO', 'DO', 'GT', 'CR', 'PR', 'SV'] as const;

export type CountryMapIso = (typeof COUNTRY_MAP_ISOS)[number];

/** Where a country's map sits: enough to draw its frame and place a pin, without its paths. */
export interface CountryFrame {
  /** `viewBox="0 0 w h"`; width is always 1000, height follows the country's aspect (500–1250). */
  readonly viewBox: readonly [width: number, height: number];
  /** The d3 `geoMercator()` settings the paths were drawn with (no rotation, no centre). */
  readonly projection: { readonly scale: number; readonly translate: readonly [x: number, y: number] };
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface MapPoint {
  x: number;
  y: number;
}

// The JSON's inferred type has number[] where the generator writes pairs; the tests check the shape.
const FRAMES = frames as unknown as Readonly<Record<CountryMapIso, CountryFrame>>;

export function isCountryMapIso(value: string): value is CountryMapIso {
  return (COUNTRY_MAP_ISOS as readonly string[]).includes(value);
}

/** The frame of a country's map, or null when the code (e.g. from the database) has none. */
export function countryFrame(iso: string): CountryFrame | null {
  return isCountryMapIso(iso) ? FRAMES[iso] : null;
}

/** The sea of a country's map: its image's background, and the page's while the image loads. */
export const MAP_SEA_COLOR = '#dff1f0';

/** Address of a country's map image (its land and its neighbours', without the pin). */
export function countryMapUrl(iso: CountryMapIso): string {
  return `/maps/${iso}.svg`;
}

/**
 * Address of a country's outline as JSON (`{ "d": "M…" }`, its path only, 2–9 KB): the pickup picker
 * fetches it when it opens to check a tap is inside the country, as the server does with the bundled copy.
 */
export function countryOutlineUrl(iso: CountryMapIso): string {
  return `/maps/${iso}-outline.json`;
}

const RADIANS = Math.PI / 180;

/**
 * Where a coordinate falls on a country's map, in viewBox units; null for an unknown country or an
 * invalid coordinate. Same formula as d3's geoMercator with the stored scale and translate:
 * x = tx + k·λ, y = ty − k·ln(tan(π/4 + φ/2)). The point may lie outside the frame: see isInsideViewBox.
 */
export function projectPoint(iso: string, { latitude, longitude }: LatLng): MapPoint | null {
  const shape = countryFrame(iso);
  if (!shape || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  // Mercator sends the poles to infinity; nothing we sell is there.
  if (Math.abs(latitude) >= 90) return null;
  let lambda = longitude * RADIANS;
  // d3 wraps longitudes beyond ±180° the same way before projecting.
  if (Math.abs(lambda) > Math.PI) lambda -= Math.round(lambda / (2 * Math.PI)) * 2 * Math.PI;
  const phi = latitude * RADIANS;
  const { scale, translate } = shape.projection;
  return {
    x: translate[0] + scale * lambda,
    y: translate[1] - scale * Math.log(Math.tan(Math.PI / 4 + phi / 2)),
  };
}

/**
 * The coordinate at a point of a country's map: the exact inverse of projectPoint (λ = (x − tx)/k,
 * φ = 2·atan(exp((ty − y)/k)) − π/2), so the pickup picker turns a tap into a latitude and longitude.
 * Null for an unknown country or a non-finite point; a point off the frame still has a coordinate.
 */
export function unprojectPoint(iso: string, { x, y }: MapPoint): LatLng | null {
  const shape = countryFrame(iso);
  if (!shape || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  const { scale, translate } = shape.projection;
  const lambda = (x - translate[0]) / scale;
  const phi = 2 * Math.atan(Math.exp((translate[1] - y) / scale)) - Math.PI / 2;
  return { latitude: phi / RADIANS, longitude: lambda / RADIANS };
}

/**
 * Whether a projected point is on the map, at least `inset` units from every edge (a pin needs room
 * for its head, so callers showing one pass its size).
 */
export function isInsideViewBox(iso: string, point: MapPoint, inset = 0): boolean {
  const shape = countryFrame(iso);
  if (!shape) return false;
  const [width, height] = shape.viewBox;
  return point.x >= inset && point.x <= width - inset && point.y >= inset && point.y <= height - inset;
}
