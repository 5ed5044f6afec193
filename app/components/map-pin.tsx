import type { MapPoint } from '../../common/map/map-projection';

/**
 * The pin drawn on the offline country maps, tip on the point, in the map's viewBox units: the experience
 * map's place (country-map.tsx) and the traveller's pickup point (booking/pickup-map.tsx). `size` undoes
 * a zoom so the pin keeps its size on screen while the map grows under it.
 */
export function MapPin({ point, size = 1 }: { point: MapPoint; size?: number }) {
  return (
    <g transform={`translate(${point.x} ${point.y})${size === 1 ? '' : ` scale(${size})`}`}>
      <circle r={22} className="fill-coral/20" />
      <path
        d="M0 0 C -10 -14 -14 -20 -14 -28 A 14 14 0 1 1 14 -28 C 14 -20 10 -14 0 0 Z"
        strokeWidth={3}
        className="fill-coral stroke-white"
      />
      <circle cy={-28} r={5} className="fill-white" />
    </g>
  );
}
