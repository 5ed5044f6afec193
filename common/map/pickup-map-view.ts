/**
 * What the offline pickup map shows and refuses, in the country map's viewBox units
 * (docs/decisions/0082-pickup-map.md): the part of the map an experience's pickup area covers, its circles
 * as rings of coordinates, the zoom steps, and why a point is refused. Pure: the browser draws with it,
 * the tests check it.
 */
import { type CountryOutline, isInsideCountryOutline } from './country-outline';
import { countryFrame, type LatLng, projectPoint } from './map-projection';
import { type PickupArea, type PickupCircle, isInsidePickupArea, pickupAreaBounds } from './pickup-area';

/** A rectangle of the country map, in viewBox units (the SVG's `viewBox="x y width height"`). */
export interface ViewRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space around the area's bounds, as a share of their size on each side: a circle's edge is not the map's. */
export const AREA_MARGIN = 0.15;
/** The map's box stays between a square-ish 4:5 and 2:1, whatever the area's shape: stretched evenly. */
export const MIN_ASPECT = 0.8;
export const MAX_ASPECT = 2;
/** A crop narrower than this (viewBox units) would show the outline's simplification and little else. */
export const MIN_CROP_WIDTH = 24;

/** The whole map of a country, as a rectangle. */
export function fullView(iso: string): ViewRect | null {
  const frame = countryFrame(iso);
  return frame ? { x: 0, y: 0, width: frame.viewBox[0], height: frame.viewBox[1] } : null;
}

/**
 * The part of a country's map the picker opens on for a pickup area: the area's bounds projected, with a
 * margin, widened or heightened to a usable box shape, never narrower than MIN_CROP_WIDTH. Without an
 * area (or with an empty one) the whole map; it may extend past the map's edge (drawn as sea).
 */
export function areaView(iso: string, area: PickupArea | undefined): ViewRect | null {
  const whole = fullView(iso);
  const bounds = area && pickupAreaBounds(area);
  if (!whole || !bounds) return whole;
  const northWest = projectPoint(iso, { latitude: bounds.north, longitude: bounds.west });
  const southEast = projectPoint(iso, { latitude: bounds.south, longitude: bounds.east });
  if (!northWest || !southEast) return whole;
  let width = Math.max(southEast.x - northWest.x, 0) * (1 + 2 * AREA_MARGIN);
  let height = Math.max(southEast.y - northWest.y, 0) * (1 + 2 * AREA_MARGIN);
  const centre = { x: (northWest.x + southEast.x) / 2, y: (northWest.y + southEast.y) / 2 };
  width = Math.max(width, MIN_CROP_WIDTH);
  if (width / Math.max(height, 1e-9) > MAX_ASPECT) height = width / MAX_ASPECT;
  if (width / height < MIN_ASPECT) width = height * MIN_ASPECT;
  // An area bigger than the country's map is shown as the whole map.
  if (width >= whole.width && height >= whole.height) return whole;
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/**
 * The zoom steps of the offline map over a view: 1×, 2×, 4× as over a whole country, and 8× when the view
 * is at most half the map's width (a small area, where a tap's precision is the point).
 */
export function zoomSteps(view: ViewRect, mapWidth: number): readonly number[] {
  return view.width <= mapWidth / 2 ? [1, 2, 4, 8] : [1, 2, 4];
}

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/**
 * The points at `radiusKm` from a circle's centre, every 360/steps degrees of bearing (great-circle
 * destination): the ring the map draws, the same distance `isInsidePickupArea` measures.
 */
export function circleRing(circle: PickupCircle, steps = 64): LatLng[] {
  const phi1 = circle.latitude * RADIANS;
  const lambda1 = circle.longitude * RADIANS;
  const delta = circle.radiusKm / EARTH_RADIUS_KM;
  const ring: LatLng[] = [];
  for (let i = 0; i < steps; i++) {
    const theta = (i / steps) * 2 * Math.PI;
    const phi2 = Math.asin(
      Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
    );
    const lambda2 =
      lambda1 +
      Math.atan2(
        Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
        Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
      );
    ring.push({ latitude: phi2 / RADIANS, longitude: lambda2 / RADIANS });
  }
  return ring;
}

/** An SVG path of every circle of an area on a country's map (one closed ring each), or '' without. */
export function areaPath(iso: string, area: PickupArea | undefined): string {
  if (!area) return '';
  return area.circles
    .map((circle) => {
      const points = circleRing(circle).map((point) => projectPoint(iso, point));
      if (points.some((point) => !point)) return '';
      return `M${points.map((point) => `${point!.x.toFixed(2)} ${point!.y.toFixed(2)}`).join(' L')} Z`;
    })
    .join(' ');
}

/**
 * Why the picker refuses a point, or null to accept it: outside the country (its outline, as the server
 * checks) comes first, then outside the experience's pickup area when it has one.
 */
export function pickupRefusal(
  iso: string,
  outline: CountryOutline,
  area: PickupArea | undefined,
  point: LatLng,
): 'country' | 'area' | null {
  if (!isInsideCountryOutline(iso, outline, point)) return 'country';
  if (area && area.circles.length > 0 && !isInsidePickupArea(area, point)) return 'area';
  return null;
}
