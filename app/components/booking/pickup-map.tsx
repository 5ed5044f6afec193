import { skipToken, useQuery } from '@tanstack/react-query';
import {
  type JSX,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type CountryOutline, isInsideCountryOutline } from '../../../common/map/country-outline';
import {
  countryFrame,
  countryMapUrl,
  isCountryMapIso,
  type LatLng,
  MAP_SEA_COLOR,
  type MapPoint,
  projectPoint,
  unprojectPoint,
} from '../../../common/map/map-projection';
import { loadCountryOutline } from '../../browser/country-outlines';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import { MapPin } from '../map-pin';
import type { PickupArea } from '../../../common/map/pickup-area';
import { Crosshair, RefusedMark } from './pickup-map-marks';

/**
 * Zoom steps: the map grows inside a scrolling box, so touch and trackpads pan it natively. 4× (a map
 * ~1,400 px wide on a phone, about 1 km a pixel in Colombia) is as fine as a tap is precise on shapes
 * simplified to under a pixel at 1×; beyond it the browser would raster ever bigger images for nothing.
 */
const ZOOMS = [1, 2, 4] as const;
/** Marks at 1× are twice the experience map's: a 28-unit pin on a 360 px wide map would be 10 px tall. */
const MARK_SCALE = 2;
/** One arrow press, in screen pixels at any zoom (about a tap's precision); Shift moves ten times as far. */
const KEY_STEP_PX = 4;
/** How close to the box's edge (px) the keyboard's cross may come before the map scrolls to it. */
const REVEAL_MARGIN = 24;

/** Six decimals are 0.1 m: enough for a pickup, and no float noise in the booking draft. */
const roundCoordinate = ({ latitude, longitude }: LatLng): LatLng => ({
  latitude: Math.round(latitude * 1e6) / 1e6,
  longitude: Math.round(longitude * 1e6) / 1e6,
});

/**
 * The pickup point of a booking (add-on type 0), or an experience's meeting point, chosen on the country's map: the same server-drawn image
 * as the experience page, no map service. A tap or click places the point; the keyboard moves a cross
 * (arrows, Shift for bigger steps), places it with Enter and zooms with + and −. A point outside the
 * country (its outline, fetched when the picker opens; the server checks with the same code) is refused
 * with a message and never reaches `onChange`.
 */
export function PickupMap({
  iso,
  countryName,
  value,
  onChange,
  words = 'booking.pickup',
}: {
  iso: string;
  countryName: string;
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  /** The catalogue namespace of its texts: the operator's meeting point picker has its own words. */
  words?: 'booking.pickup' | 'meetingPoint.map';
  /** The experience's pickup area: where the map opens and which points it takes. */
  area?: PickupArea | undefined;
}): JSX.Element {
  const { t: translate } = useTranslation();
  const t = (key: `booking.pickup.${string}`, values?: Record<string, string>) =>
    translate(key.replace('booking.pickup', words), values);
  const hintId = useId();
  const statusId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const zoomCentre = useRef<MapPoint | null>(null);
  const frame = countryFrame(iso);
  const [width, height] = frame?.viewBox ?? [1000, 1000];
  const valuePoint = value ? projectPoint(iso, value) : null;
  const [zoomIndex, setZoomIndex] = useState(0);
  const [cursor, setCursor] = useState<MapPoint>(() => valuePoint ?? { x: width / 2, y: height / 2 });
  const outlineQuery = useQuery({
    queryKey: ['country-outline', iso],
    queryFn: isCountryMapIso(iso) ? () => loadCountryOutline(iso) : skipToken,
    // A country's border does not change while the page is open.
    staleTime: Infinity,
  });
  const loadFailed = outlineQuery.isError && !outlineQuery.isFetching;
  // A point chosen before the outline arrived, checked as soon as it does.
  const [pending, setPending] = useState<MapPoint | null>(null);
  const [refused, setRefused] = useState<{ point: MapPoint; count: number } | null>(null);
  const outline = outlineQuery.data ?? null;
  const zoom = ZOOMS[zoomIndex]!;

  function decide(point: MapPoint, countryOutline: CountryOutline) {
    const coordinate = unprojectPoint(iso, point);
    const rounded = coordinate && roundCoordinate(coordinate);
    if (rounded && isInsideCountryOutline(iso, countryOutline, rounded)) {
      setRefused(null);
      onChange(rounded);
    } else {
      // The count re-mounts the alert, so a second refusal is announced again.
      setRefused((previous) => ({ point, count: (previous?.count ?? 0) + 1 }));
    }
  }

  function choose(point: MapPoint) {
    setCursor(point);
    if (outline) decide(point, outline);
    else setPending(point);
  }

  const onOutline = useEffectEvent((countryOutline: CountryOutline) => {
    if (!pending) return;
    decide(pending, countryOutline);
    setPending(null);
  });

  useEffect(() => {
    // A point chosen before the outline arrived is checked once it is in: its answer comes from outside
    // the picker (the outline's query), as the map's own `onChange` does.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (outline) onOutline(outline);
  }, [outline]);

  /** Scrolls the zoomed map so a point is in view: to its middle, or just enough when `centre` is off. */
  function reveal(point: MapPoint, centre: boolean) {
    const box = viewportRef.current;
    if (!box) return;
    const x = (point.x / width) * box.scrollWidth;
    const y = (point.y / height) * box.scrollHeight;
    if (centre || x < box.scrollLeft + REVEAL_MARGIN || x > box.scrollLeft + box.clientWidth - REVEAL_MARGIN)
      box.scrollLeft = x - box.clientWidth / 2;
    if (centre || y < box.scrollTop + REVEAL_MARGIN || y > box.scrollTop + box.clientHeight - REVEAL_MARGIN)
      box.scrollTop = y - box.clientHeight / 2;
  }

  // After a zoom the canvas has its new size: bring back the point the zoom was centred on.
  useLayoutEffect(() => {
    const centre = zoomCentre.current;
    zoomCentre.current = null;
    if (centre) reveal(centre, true);
  });

  /** The middle of what the box shows, in viewBox units: where the zoom buttons zoom. */
  function viewCentre(): MapPoint {
    const box = viewportRef.current;
    if (!box) return cursor;
    return {
      x: ((box.scrollLeft + box.clientWidth / 2) / box.scrollWidth) * width,
      y: ((box.scrollTop + box.clientHeight / 2) / box.scrollHeight) * height,
    };
  }

  function zoomBy(delta: 1 | -1, centre: MapPoint) {
    const next = Math.min(Math.max(zoomIndex + delta, 0), ZOOMS.length - 1);
    if (next === zoomIndex) return;
    zoomCentre.current = centre;
    setZoomIndex(next);
  }

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    const canvas = canvasRef.current;
    // A click assistive technology synthesises (detail 0) has no real position: use the cross.
    if (!canvas || event.detail === 0) return choose(cursor);
    const rect = canvas.getBoundingClientRect();
    choose({
      x: ((event.clientX - rect.left) / rect.width) * width,
      y: ((event.clientY - rect.top) / rect.height) * height,
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[event.key];
    if (arrow) {
      const shown = viewportRef.current?.scrollWidth || width;
      const step = KEY_STEP_PX * (width / shown) * (event.shiftKey ? 10 : 1);
      const next = {
        x: Math.min(Math.max(cursor.x + arrow[0] * step, 0), width),
        y: Math.min(Math.max(cursor.y + arrow[1] * step, 0), height),
      };
      setCursor(next);
      reveal(next, false);
    } else if (event.key === 'Enter' || event.key === ' ') choose(cursor);
    else if (event.key === '+' || event.key === '=') zoomBy(1, cursor);
    else if (event.key === '-' || event.key === '_') zoomBy(-1, cursor);
    else return;
    event.preventDefault();
  }

  // Every booking country has a map (tests/unit/map); a code without one has nothing to pick on.
  if (!frame || !isCountryMapIso(iso)) return <></>;
  const markSize = MARK_SCALE / zoom;
  const status = pending
    ? t('booking.pickup.checking')
    : value
      ? t('booking.pickup.chosen', {
          latitude: value.latitude.toFixed(5),
          longitude: value.longitude.toFixed(5),
        })
      : t('booking.pickup.none');
  const zoomButton =
    'flex size-11 items-center justify-center rounded-pill border border-line bg-surface text-h4 text-ink ' +
    'hover:bg-surface-warm disabled:cursor-not-allowed disabled:text-muted disabled:opacity-60';

  return (
    <div className="space-y-2">
      <p id={hintId} className="text-sm text-muted">
        {t('booking.pickup.instructions')}
      </p>
      {/* `application` is ARIA's role for a widget that handles its own keys (screen readers then pass
          the arrows through); jsx-a11y counts it as non-interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={viewportRef}
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the role above
        tabIndex={0}
        aria-label={t('booking.pickup.mapLabel', { country: countryName })}
        aria-describedby={`${hintId} ${statusId}`}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        // The border is a ring (a shadow): a real border would make the box 2 px taller than the map.
        className={`group relative cursor-crosshair rounded-card ring-1 ring-line ${zoom > 1 ? 'overflow-auto' : 'overflow-hidden'}`}
        style={{ aspectRatio: `${width} / ${height}`, backgroundColor: MAP_SEA_COLOR }}
      >
        <div ref={canvasRef} className="relative" style={{ width: `${zoom * 100}%` }}>
          <img
            src={countryMapUrl(iso)}
            alt=""
            width={width}
            height={height}
            decoding="async"
            draggable={false}
            className="block h-auto w-full select-none"
          />
          <svg viewBox={`0 0 ${width} ${height}`} aria-hidden className="absolute inset-0 h-full w-full">
            {refused && <RefusedMark point={refused.point} size={markSize} />}
            {valuePoint && <MapPin point={valuePoint} size={markSize} />}
            <Crosshair point={cursor} size={markSize} />
          </svg>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <p id={statusId} role="status" className="tabular min-w-0 flex-1 text-sm text-ink">
          {status}
        </p>
        <button
          type="button"
          className={zoomButton}
          aria-label={t('booking.pickup.zoomOut')}
          disabled={zoomIndex === 0}
          onClick={() => zoomBy(-1, viewCentre())}
        >
          −
        </button>
        <button
          type="button"
          className={zoomButton}
          aria-label={t('booking.pickup.zoomIn')}
          disabled={zoomIndex === ZOOMS.length - 1}
          onClick={() => zoomBy(1, viewCentre())}
        >
          +
        </button>
      </div>
      {refused && (
        <p key={refused.count} role="alert" className="flex items-start gap-2 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {t('booking.pickup.outside', { country: countryName })}
        </p>
      )}
      {loadFailed && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          <Icon name="circle-alert" className="size-4 shrink-0" />
          <span>{t('booking.pickup.loadFailed', { country: countryName })}</span>
          <button
            type="button"
            className="font-medium text-accent underline hover:text-accent-hover"
            onClick={() => {
              void outlineQuery.refetch();
              // This button goes away: keep the focus on the picker rather than drop it to the page.
              viewportRef.current?.focus();
            }}
          >
            {t('booking.pickup.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
