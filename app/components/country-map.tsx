import { countryFrame, countryMapUrl, isCountryMapIso, projectPoint } from '../map/map-projection';

/**
 * Where an experience happens, drawn from bundled country shapes: no tile server, works offline. The
 * country is highlighted, its neighbours greyed (an SVG image the server draws from the shapes, so the
 * page's JavaScript does not carry them), and a pin marks the place.
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
  const frame = countryFrame(iso);
  if (!frame || !isCountryMapIso(iso)) return null;
  const [width, height] = frame.viewBox;
  const point = projectPoint(iso, { latitude, longitude });
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-card border border-line"
    >
      <rect width={width} height={height} fill="#dff1f0" />
      <image href={countryMapUrl(iso)} width={width} height={height} />
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
