import type { MapPoint } from '../../../common/map/map-projection';

/*
 * What the pickup picker draws over its map, in viewBox units. `size` undoes the zoom (1 / zoom, times
 * the base size) so the marks keep their size on screen while the map grows under them.
 */

/** A refused tap: a cross in a ring, so the visitor sees where they tapped (not by colour alone). */
export function RefusedMark({ point, size }: { point: MapPoint; size: number }) {
  return (
    <g transform={`translate(${point.x} ${point.y}) scale(${size})`} strokeWidth={3} className="fill-none">
      <circle r={12} className="fill-white/70 stroke-danger" />
      <path d="M-6 -6 L6 6 M6 -6 L-6 6" strokeLinecap="round" className="stroke-danger" />
    </g>
  );
}

/**
 * The keyboard's cursor: shown only while the map has keyboard focus (the map is the `group`), so a
 * mouse or touch visitor never sees it.
 */
export function Crosshair({ point, size }: { point: MapPoint; size: number }) {
  return (
    <g
      transform={`translate(${point.x} ${point.y}) scale(${size})`}
      className="hidden fill-none group-focus-visible:inline"
    >
      <path d="M-24 0 H-8 M8 0 H24 M0 -24 V-8 M0 8 V24" strokeWidth={7} className="stroke-white" />
      <path d="M-24 0 H-8 M8 0 H24 M0 -24 V-8 M0 8 V24" strokeWidth={3} className="stroke-ink" />
      <circle r={3} className="fill-ink" />
    </g>
  );
}
