import { type CountryOutline, isInsideCountryOutline, parseOutline } from './country-outline';
import shapes from './country-shapes.json';
import {
  type CountryFrame,
  type CountryMapIso,
  isCountryMapIso,
  type LatLng,
  MAP_SEA_COLOR,
} from './map-projection';

/** A country's pre-projected map: its frame and the SVG paths drawn in it. */
export interface CountryShape extends CountryFrame {
  /** SVG path `d` of the country, fully inside the viewBox with a margin. */
  readonly country: string;
  /** SVG path `d` of every other country's land in the frame, clipped just outside it; may be empty. */
  readonly neighbours: string;
}

// The JSON's inferred type has number[] where the generator writes pairs; the tests check the shape.
const SHAPES = shapes as unknown as Readonly<Record<CountryMapIso, CountryShape>>;

/** The bundled map of a country, or null when the code (e.g. from the database) has none. */
export function countryShape(iso: string): CountryShape | null {
  return isCountryMapIso(iso) ? SHAPES[iso] : null;
}

/**
 * A country's map as a standalone SVG image: sea, greyed neighbours, the country highlighted (the
 * experience page draws its pin over it). The colours are the ones the page used when it drew inline.
 */
export function countryMapSvg(iso: string): string | null {
  const shape = countryShape(iso);
  if (!shape) return null;
  const [width, height] = shape.viewBox;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${MAP_SEA_COLOR}"/>` +
    (shape.neighbours
      ? `<path d="${shape.neighbours}" fill="#e7e5e4" stroke="#d6d3d1" stroke-width="1.5"/>`
      : '') +
    `<path d="${shape.country}" fill="#cfe8dc" stroke="#0b7a75" stroke-width="2" stroke-linejoin="round"/>` +
    `</svg>`
  );
}

/** The browser's copy of a country's outline (`/maps/PA-outline.json`): the path the server checks with. */
export function countryOutlineJson(iso: string): string | null {
  const shape = countryShape(iso);
  return shape ? JSON.stringify({ d: shape.country }) : null;
}

// Parsed on first use: a server that never checks a pickup never parses the 30 KB of country paths.
const outlines = new Map<CountryMapIso, CountryOutline>();

function countryOutline(iso: CountryMapIso): CountryOutline {
  let outline = outlines.get(iso);
  if (!outline) outlines.set(iso, (outline = parseOutline(SHAPES[iso].country)));
  return outline;
}

/**
 * Whether a pickup point lies inside a booking country, by the outline its map draws (what the picker in
 * the browser checks too). False for a country without a map or an unusable coordinate. Islands cut off
 * by a map's frame (Costa Rica's Isla del Coco) count as outside: the map cannot show them either.
 */
export function isInsideCountry(iso: string, point: LatLng): boolean {
  return isCountryMapIso(iso) && isInsideCountryOutline(iso, countryOutline(iso), point);
}
