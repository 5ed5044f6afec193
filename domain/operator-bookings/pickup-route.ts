/**
 * The order a driver collects travellers in (docs/decisions/0067-bookings-and-manifests.md): from the
 * meeting point, always the nearest pickup not yet visited (great-circle distance). A simple heuristic,
 * not the shortest tour, but predictable and good enough for the few pickups of one departure. Pure.
 */
import { distanceKm } from '../../common/map/pickup-area';

export interface Place {
  latitude: number;
  longitude: number;
}

/**
 * The stops in nearest-neighbour order from `start` (the meeting point); without a start, from the first
 * stop as given. Ties keep the given order, so the same input always gives the same route.
 */
export function pickupOrder<T extends Place>(start: Place | null, stops: readonly T[]): T[] {
  const left = [...stops];
  const route: T[] = [];
  let at: Place | null = start;
  while (left.length > 0) {
    let best = 0;
    if (at) {
      let bestDistance = Infinity;
      left.forEach((stop, index) => {
        const distance = distanceKm(at!, stop);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = index;
        }
      });
    }
    const [next] = left.splice(best, 1);
    route.push(next!);
    at = next!;
  }
  return route;
}
