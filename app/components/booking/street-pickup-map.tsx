import type * as Leaflet from 'leaflet';
import {
  type JSX,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import {
  countryFrame,
  type CountryMapIso,
  type LatLng,
  MAP_SEA_COLOR,
  unprojectPoint,
} from '../../../common/map/map-projection';
import type { MapTilesConfig } from '../../../common/map/map-tiles';
import { type PickupArea, pickupAreaBounds } from '../../../common/map/pickup-area';
import { circleRing } from '../../../common/map/pickup-map-view';
import { PickupMapFooter } from './pickup-map-footer';

/** One arrow press pans this many screen pixels (Shift ten times as far): the cross stays in the middle. */
const KEY_STEP_PX = 8;
/** Country-wide maps open no further out than this: the countries we sell fit at 6–7. */
const MIN_ZOOM = 5;

/** The pin of the offline maps (app/components/map-pin.tsx), tip on the point, as the map library's icon. */
const PIN_ICON_HTML =
  '<svg viewBox="-16 -44 32 46" width="32" height="46" aria-hidden="true"><path d="M0 0 C -10 -14 -14 -20 ' +
  '-14 -28 A 14 14 0 1 1 14 -28 C 14 -20 10 -14 0 0 Z" stroke-width="3" class="fill-coral stroke-white"/>' +
  '<circle cy="-28" r="5" class="fill-white"/></svg>';
/** A refused tap, as the offline map draws it (pickup-map-marks.tsx). */
const REFUSED_ICON_HTML =
  '<svg viewBox="-14 -14 28 28" width="28" height="28" aria-hidden="true" stroke-width="3" fill="none">' +
  '<circle r="12" class="fill-white/70 stroke-danger"/><path d="M-6 -6 L6 6 M6 -6 L-6 6" ' +
  'stroke-linecap="round" class="stroke-danger"/></svg>';

type LeafletModule = typeof Leaflet;

/** Leaflet and its stylesheet, fetched the first time a street map opens (a chunk of its own). */
async function loadLeaflet(): Promise<LeafletModule> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  return ((module as { default?: LeafletModule }).default ?? module) as LeafletModule;
}

/** Where the map opens: the pickup area's bounds, else the country map's frame. */
function openingBounds(iso: CountryMapIso, area: PickupArea | undefined): Leaflet.LatLngBoundsLiteral {
  const bounds = area && pickupAreaBounds(area);
  if (bounds)
    return [
      [bounds.south, bounds.west],
      [bounds.north, bounds.east],
    ];
  const [width, height] = countryFrame(iso)!.viewBox;
  const northWest = unprojectPoint(iso, { x: 0, y: 0 })!;
  const southEast = unprojectPoint(iso, { x: width, y: height })!;
  return [
    [southEast.latitude, northWest.longitude],
    [northWest.latitude, southEast.longitude],
  ];
}

const latLng = (point: LatLng): Leaflet.LatLngTuple => [point.latitude, point.longitude];

/**
 * The street-level pickup map (docs/decisions/0082-pickup-map.md): the tile source the site configures
 * (MAP_TILES_URL), drawn by Leaflet, loaded only when this map opens. It opens on the pickup area (its
 * circles drawn) or on the country. A tap or click places the point; the keyboard pans the map under a
 * cross in its middle (arrows, Shift for bigger steps), Enter places the point there and + and − zoom.
 * `onFail` is called when the library cannot be loaded: the picker then shows the offline map.
 */
export function StreetPickupMap({
  iso,
  area,
  tiles,
  value,
  refused,
  onChoose,
  onFail,
  box,
  status,
  zoomLabels,
}: {
  iso: CountryMapIso;
  area: PickupArea | undefined;
  tiles: MapTilesConfig;
  value: LatLng | null;
  refused: LatLng | null;
  onChoose: (point: LatLng) => void;
  onFail: () => void;
  box: { label: string; describedBy: string };
  status: ReactNode;
  zoomLabels: { in: string; out: string };
}): JSX.Element {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ L: LeafletModule; map: Leaflet.Map } | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const choose = useEffectEvent(onChoose);
  const fail = useEffectEvent(onFail);
  const opening = useEffectEvent(() => openingBounds(iso, area));

  // The map is made once per mount; the tile source, country and area of a picker do not change.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let made: Leaflet.Map | null = null;
    let cancelled = false;
    const resize = new ResizeObserver(() => made?.invalidateSize());
    loadLeaflet().then(
      (L) => {
        if (cancelled) return;
        made = L.map(container, {
          zoomControl: false,
          attributionControl: false,
          keyboard: false,
          // Tiles appear at once: the fade is timed with Date, which a page's frozen clock stops.
          fadeAnimation: false,
          minZoom: MIN_ZOOM,
          maxZoom: tiles.maxZoom,
        });
        L.tileLayer(tiles.url, { maxZoom: tiles.maxZoom, minZoom: MIN_ZOOM }).addTo(made);
        made.fitBounds(opening(), { padding: [12, 12] });
        made.on('click', (event: Leaflet.LeafletMouseEvent) =>
          choose({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
        );
        const current = made;
        made.on('zoomend', () => setZoom(current.getZoom()));
        setZoom(made.getZoom());
        resize.observe(container);
        setMap({ L, map: made });
      },
      () => {
        if (!cancelled) fail();
      },
    );
    return () => {
      cancelled = true;
      resize.disconnect();
      made?.remove();
    };
  }, [tiles.url, tiles.maxZoom]);

  // The area's circles (the same rings the offline map draws).
  useEffect(() => {
    if (!map || !area) return;
    const layers = area.circles.map((circle) =>
      map.L.polygon(circleRing(circle).map(latLng), {
        interactive: false,
        className: 'fill-accent stroke-accent',
        weight: 2,
        dashArray: '6 4',
        fillOpacity: 0.08,
      }).addTo(map.map),
    );
    return () => layers.forEach((layer) => layer.remove());
  }, [map, area]);

  useMarker(map, value, PIN_ICON_HTML, [32, 46], [16, 44]);
  useMarker(map, refused, REFUSED_ICON_HTML, [28, 28], [14, 14]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!map) return;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[event.key];
    const step = KEY_STEP_PX * (event.shiftKey ? 10 : 1);
    if (arrow) map.map.panBy([arrow[0] * step, arrow[1] * step], { animate: false });
    else if (event.key === 'Enter' || event.key === ' ') chooseCentre();
    else if (event.key === '+' || event.key === '=') map.map.zoomIn();
    else if (event.key === '-' || event.key === '_') map.map.zoomOut();
    else return;
    event.preventDefault();
  }

  function chooseCentre() {
    if (!map) return;
    const centre = map.map.getCenter();
    onChoose({ latitude: centre.lat, longitude: centre.lng });
  }

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    // A click assistive technology synthesises (detail 0) has no position: the cross in the middle.
    if (event.detail === 0) chooseCentre();
  }

  return (
    <>
      {/* See OutlinePickupMap: `application` handles its own keys; the library's own keyboard is off. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the role above
        tabIndex={0}
        aria-label={box.label}
        aria-describedby={box.describedBy}
        onKeyDown={handleKeyDown}
        onClick={handleClick}
        className="group relative aspect-[4/3] overflow-hidden rounded-card ring-1 ring-line"
        style={{ backgroundColor: MAP_SEA_COLOR }}
      >
        <div ref={containerRef} data-street-map className="absolute inset-0 cursor-crosshair" />
        {/* The keyboard's cross, over the map's middle while the map has keyboard focus. */}
        <svg
          viewBox="-24 -24 48 48"
          aria-hidden
          className="pointer-events-none absolute left-1/2 top-1/2 z-[1000] hidden size-12 -translate-x-1/2 -translate-y-1/2 fill-none group-focus-visible:block"
        >
          <path d="M-24 0 H-8 M8 0 H24 M0 -24 V-8 M0 8 V24" strokeWidth={7} className="stroke-white" />
          <path d="M-24 0 H-8 M8 0 H24 M0 -24 V-8 M0 8 V24" strokeWidth={3} className="stroke-ink" />
          <circle r={3} className="fill-ink" />
        </svg>
      </div>
      <p className="text-xs text-muted">{tiles.attribution}</p>
      <PickupMapFooter
        status={status}
        labels={zoomLabels}
        canZoomOut={zoom !== null && zoom > MIN_ZOOM}
        canZoomIn={zoom !== null && zoom < tiles.maxZoom}
        onZoom={(delta) => (delta > 0 ? map?.map.zoomIn() : map?.map.zoomOut())}
      />
    </>
  );
}

/** A non-interactive mark on the map at `point` (none while null), anchored at `anchor` of its icon. */
function useMarker(
  map: { L: LeafletModule; map: Leaflet.Map } | null,
  point: LatLng | null,
  html: string,
  size: [number, number],
  anchor: [number, number],
) {
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (!map || latitude === undefined || longitude === undefined) return;
    const icon = map.L.divIcon({ html, className: '', iconSize: size, iconAnchor: anchor });
    const marker = map.L.marker([latitude, longitude], { icon, interactive: false, keyboard: false }).addTo(
      map.map,
    );
    return () => void marker.remove();
    // The icon's markup, size and anchor are constants of each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, latitude, longitude]);
}
