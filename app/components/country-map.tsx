import { countryShape, projectPoint } from '../map/map-projection';

/**
 * Where an experience happens, drawn from bundled country shapes: no tile server, works offline. The
 * country is highlighted, its neighbours greyed, and a pin marks the place.
 */
export function CountryMap({
  iso,
  latitude,
  longitude,
  label,
}: {
  iso: string;
  latitude: number;
  longitude: number;
  label: string;
}) {
  const shape = countryShape(iso);
  if (!shape) return null;
  const [width, height] = shape.viewBox;
  const point = projectPoint(iso, { latitude, longitude });
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-card border border-line"
    >
      <rect width={width} height={height} fill="#dff1f0" />
      {shape.neighbours && <path d={shape.neighbours} fill="#e7e5e4" stroke="#d6d3d1" strokeWidth={1.5} />}
      <path d={shape.country} fill="#cfe8dc" stroke="#0b7a75" strokeWidth={2} strokeLinejoin="round" />
      {point && (
        <g transform={`translate(${point.x} ${point.y})`}>
          <circle r={22} fill="#e8603c" fillOpacity={0.2} />
          <path
            d="M0 0 C -10 -14 -14 -20 -14 -28 A 14 14 0 1 1 14 -28 C 14 -20 10 -14 0 0 Z"
            fill="#e8603c"
            stroke="#fff"
            strokeWidth={3}
          />
          <circle cy={-28} r={5} fill="#fff" />
        </g>
      )}
    </svg>
  );
}
