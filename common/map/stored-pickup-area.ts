/**
 * How an experience's pickup area is stored (docs/decisions/0081-pickup-area.md): a list of circles, each a
 * served city (a destination of the experience's country, its centre and names read from the destination)
 * or a centre the operator placed and named. Read back as a `PickupArea` (pickup-area.ts) in one language.
 */
export type StoredPickupCircle =
  | { destination_id: number; radius_km: number }
  | { latitude: number; longitude: number; radius_km: number; name: string };

/** Radii an operator may give a circle, in kilometres. */
export const PICKUP_RADIUS_MIN_KM = 1;
export const PICKUP_RADIUS_MAX_KM = 100;
export const PICKUP_CIRCLES_MAX = 10;

/** The radius given to the served city of an experience that had a pickup before areas existed. */
export const DEFAULT_PICKUP_RADIUS_KM = 20;
