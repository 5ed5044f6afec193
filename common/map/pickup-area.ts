/**
 * The area an experience's pickups may be in: one or more circles, each a served city (a destination with
 * a radius) or a centre the operator placed with a radius. A point is inside when it is inside any circle.
 * Pure and dependency-free: the server refuses a point outside with the same rule the pickup map uses to
 * refuse a tap, and the map opens on the area's bounds.
 */
import type { LatLng } from './map-projection';

export interface PickupCircle extends LatLng {
  /** What the traveller reads when a point is refused: the city's or the area's name, in their language. */
  name: string;
  radiusKm: number;
}

export interface PickupArea {
  circles: readonly PickupCircle[];
}

export interface LatLngBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isInsidePickupArea(area: PickupArea, point: LatLng): boolean {
  return area.circles.some((circle) => distanceKm(circle, point) <= circle.radiusKm);
}

/** The smallest latitude/longitude box holding every circle: where the pickup map opens. */
export function pickupAreaBounds(area: PickupArea): LatLngBounds | null {
  if (area.circles.length === 0) return null;
  let bounds: LatLngBounds = { south: 90, west: 180, north: -90, east: -180 };
  for (const circle of area.circles) {
    const dLat = circle.radiusKm / KM_PER_DEGREE_LATITUDE;
    const dLng =
      circle.radiusKm / (KM_PER_DEGREE_LATITUDE * Math.max(Math.cos(radians(circle.latitude)), 0.01));
    bounds = {
      south: Math.min(bounds.south, circle.latitude - dLat),
      west: Math.min(bounds.west, circle.longitude - dLng),
      north: Math.max(bounds.north, circle.latitude + dLat),
      east: Math.max(bounds.east, circle.longitude + dLng),
    };
  }
  return bounds;
}

/** The names of an area's circles, for "pickups are in Cartagena and Barú" (the caller joins them). */
export function pickupAreaNames(area: PickupArea): string[] {
  return [...new Set(area.circles.map((circle) => circle.name))];
}

/** The area's names as one phrase in a language: "Cartagena o Barú", "Cartagena or Barú". */
export function pickupAreaPhrase(area: PickupArea, lang: string): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(pickupAreaNames(area));
}
