import {
  countryFrame,
  countryMapUrl,
  isCountryMapIso,
  MAP_SEA_COLOR,
  projectPoint,
} from '../../common/map/map-projection';

/**
 * Where an experience happens, drawn from bundled country shapes: no tile server, works offline. The
 * country is highlighted and its neighbours greyed in an SVG file the server draws from the shapes, so the
 * page's JavaScript does not carry them; an inline SVG of the same size puts the pin on it.
 *
 * The shapes are an `<img loading="lazy">`, not an `<image>` inside the SVG: Chromium builds a document
 * for every SVG image, 10–20 ms of a slow phone's main thread, and a lazy image builds it only when the
 * visitor scrolls near the map (decision 0017).
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
    <div
      role="img"
      aria-label={label}
      className="relative overflow-hidden rounded-card border border-line"
      style={{ backgroundColor: MAP_SEA_COLOR }}
    >
      <img
        src={countryMapUrl(iso)}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full"
      />
      {point && (
        <svg viewBox={`0 0 ${width} ${height}`} aria-hidden className="absolute inset-0 h-full w-full">
          <g transform={`translate(${point.x} ${point.y})`}>
            <circle r={22} className="fill-coral/20" />
            <path
              d="M0 0 C -10 -14 -14 -20 -14 -28 A 14 14 0 1 1 14 -28 C 14 -20 10 -14 0 0 Z"
              strokeWidth={3}
              className="fill-coral stroke-white"
            />
            <circle cy={-28} r={5} className="fill-white" />
          </g>
        </svg>
      )}
    </div>
  );
}
