/**
 * Is a point inside a country? Answered on the pre-projected outline the maps are drawn with
 * (country-shapes.json), so the pickup picker in the browser (with the outline it fetches) and the server
 * (with the bundled shapes, country-shapes.server.ts) run this same code on the same polygons. Pure and
 * dependency-free; no geo library at run time.
 */
import { countryFrame, type LatLng, type MapPoint, projectPoint } from './map-projection';

/** One closed ring as flat pairs x0, y0, x1, y1… in viewBox units (the closing edge is implied). */
export type OutlineRing = readonly number[];

/** Every ring of a country's path: islands and, were there any, holes (even-odd decides which is which). */
export type CountryOutline = readonly OutlineRing[];

/**
 * How far outside the drawn outline, in kilometres, a pickup still counts as inside. The outline is
 * world-atlas's 1:10m coast simplified to under a pixel (0.4 viewBox units, up to 0.75 km on Colombia's
 * map) and drops islets: a beach hotel (El Tunco, 0.3 km off the drawn coast), a dock or an island of San
 * Blas (1.1 km) must not be refused. 2 km also lets a point that far into a neighbour pass, which the
 * map cannot show apart anyway.
 */
export const COAST_TOLERANCE_KM = 2;

const EARTH_RADIUS_KM = 6371;

// Commands, or numbers as the generator writes them ("-.5", "1.5.3" is 1.5 then .3); anything else is
// caught by the last branch so a path we cannot read fails loudly instead of answering wrongly.
const TOKEN = /([MmLlZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|[\s,]+|(.)/g;

/**
 * The rings of an SVG path `d`. The generator (scripts/generate-country-shapes.mjs) writes only
 * `M x y l dx dy … z` per ring; `L`/`m` and implicit repeats are read too, since they cost nothing.
 * Curves and arcs are refused: a polygon test on their end points would be wrong.
 */
export function parseOutline(d: string): CountryOutline {
  const rings: number[][] = [];
  let ring: number[] | null = null;
  let command = '';
  let pending: number | null = null;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, letter, numberText, other] of d.matchAll(TOKEN)) {
    if (other !== undefined) throw new Error(`Unsupported path text "${other}"`);
    if (letter !== undefined) {
      if (pending !== null) throw new Error('Path has a coordinate without its pair');
      command = letter;
      if (letter === 'Z' || letter === 'z') [x, y, ring] = [startX, startY, null];
      continue;
    }
    if (numberText === undefined) continue;
    const value = Number(numberText);
    if (pending === null) {
      pending = value;
      continue;
    }
    const relative = command === 'm' || command === 'l';
    const [nextX, nextY] = relative ? [x + pending, y + value] : [pending, value];
    pending = null;
    if (command === 'M' || command === 'm') {
      ring = [nextX, nextY];
      rings.push(ring);
      [startX, startY] = [nextX, nextY];
      // Pairs after a moveto are linetos of the same kind (SVG path grammar).
      command = command === 'M' ? 'L' : 'l';
    } else if ((command === 'L' || command === 'l') && ring) {
      ring.push(nextX, nextY);
    } else {
      throw new Error(`Path coordinate after "${command || 'nothing'}"`);
    }
    [x, y] = [nextX, nextY];
  }
  if (pending !== null) throw new Error('Path has a coordinate without its pair');
  return rings.filter((r) => r.length >= 6);
}

/** Squared distance from (px, py) to the segment (ax, ay)–(bx, by). */
function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return ex * ex + ey * ey;
}

/**
 * Whether a map point is inside the outline: even-odd ray casting over every ring (so islands add and a
 * ring inside another is a hole), or within `tolerance` units of an edge.
 */
export function isInsideOutline(outline: CountryOutline, { x, y }: MapPoint, tolerance = 0): boolean {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  const tolerance2 = tolerance * tolerance;
  let inside = false;
  for (const ring of outline) {
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const [ax, ay, bx, by] = [ring[j]!, ring[j + 1]!, ring[i]!, ring[i + 1]!];
      if (tolerance2 > 0 && segmentDistance2(x, y, ax, ay, bx, by) <= tolerance2) return true;
      // Half-open on y so a ray through a vertex counts it once.
      if (ay > y !== by > y && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) inside = !inside;
    }
  }
  return inside;
}

/**
 * Whether a coordinate falls inside a country, given that country's outline (fetched by the browser,
 * bundled on the server), with COAST_TOLERANCE_KM of slack. Mercator draws 1 km as k / (R·cos φ) units.
 */
export function isInsideCountryOutline(iso: string, outline: CountryOutline, point: LatLng): boolean {
  const frame = countryFrame(iso);
  const projected = projectPoint(iso, point);
  if (!frame || !projected) return false;
  const unitsPerKm = frame.projection.scale / (EARTH_RADIUS_KM * Math.cos((point.latitude * Math.PI) / 180));
  return isInsideOutline(outline, projected, COAST_TOLERANCE_KM * unitsPerKm);
}
