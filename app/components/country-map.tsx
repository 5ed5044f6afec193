import {
  countryFrame,
  countryMapUrl,
  isCountryMapIso,
  MAP_SEA_COLOR,
  projectPoint,
} from '../../common/map/map-projection';
import { MapPin } from './map-pin';

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
          <MapPin point={point} />
        </svg>
      )}
    </div>
  );
}
