import {
  type JSX,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  countryFrame,
  countryMapUrl,
  type CountryMapIso,
  type LatLng,
  MAP_SEA_COLOR,
  type MapPoint,
  projectPoint,
  unprojectPoint,
} from '../../../common/map/map-projection';
import type { PickupArea } from '../../../common/map/pickup-area';
import { areaPath, areaView, zoomSteps } from '../../../common/map/pickup-map-view';
import { MapPin } from '../map-pin';
import { Crosshair, RefusedMark } from './pickup-map-marks';
import { PickupMapFooter } from './pickup-map-footer';

/** Marks at 1× over the whole map are twice the experience map's: a 28-unit pin on a 360 px map would be 10 px. */
const MARK_SCALE = 2;
/** One arrow press, in screen pixels at any zoom (about a tap's precision); Shift moves ten times as far. */
const KEY_STEP_PX = 4;
/** How close to the box's edge (px) the keyboard's cross may come before the map scrolls to it. */
const REVEAL_MARGIN = 24;

/**
 * The offline pickup map (decision 0036, docs/decisions/0082-pickup-map.md): the country's server-drawn
 * outline, opened on the pickup area's part of it when the experience has one (its circles drawn), zoomed
 * in steps inside a scrolling box, so touch and trackpads pan it natively and the click maths stays one
 * rectangle. The keyboard moves a cross (arrows, Shift for bigger steps), places it with Enter and zooms
 * with + and −. Where a point is chosen goes to `onChoose`; the picker decides.
 */
export function OutlinePickupMap({
  iso,
  area,
  value,
  refused,
  onChoose,
  box,
  status,
  zoomLabels,
}: {
  iso: CountryMapIso;
  area: PickupArea | undefined;
  value: LatLng | null;
  refused: LatLng | null;
  onChoose: (point: LatLng) => void;
  /** The map box's accessible name and description. */
  box: { label: string; describedBy: string };
  /** The live status line, in the footer beside the zoom buttons. */
  status: ReactNode;
  zoomLabels: { in: string; out: string };
}): JSX.Element {
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const zoomCentre = useRef<MapPoint | null>(null);
  const [mapWidth, mapHeight] = countryFrame(iso)!.viewBox;
  const view = useMemo(() => areaView(iso, area)!, [iso, area]);
  const circles = useMemo(() => areaPath(iso, area), [iso, area]);
  const zooms = zoomSteps(view, mapWidth);
  const valuePoint = value ? projectPoint(iso, value) : null;
  const refusedPoint = refused ? projectPoint(iso, refused) : null;
  const [zoomIndex, setZoomIndex] = useState(0);
  const [cursor, setCursor] = useState<MapPoint>(
    () => valuePoint ?? { x: view.x + view.width / 2, y: view.y + view.height / 2 },
  );
  const zoom = zooms[Math.min(zoomIndex, zooms.length - 1)]!;

  function choose(point: MapPoint) {
    setCursor(point);
    const coordinate = unprojectPoint(iso, point);
    if (coordinate) onChoose(coordinate);
  }

  /** Scrolls the zoomed map so a point is in view: to its middle, or just enough when `centre` is off. */
  function reveal(point: MapPoint, centre: boolean) {
    const element = viewportRef.current;
    if (!element) return;
    const x = ((point.x - view.x) / view.width) * element.scrollWidth;
    const y = ((point.y - view.y) / view.height) * element.scrollHeight;
    const { scrollLeft, scrollTop, clientWidth, clientHeight } = element;
    if (centre || x < scrollLeft + REVEAL_MARGIN || x > scrollLeft + clientWidth - REVEAL_MARGIN)
      element.scrollLeft = x - clientWidth / 2;
    if (centre || y < scrollTop + REVEAL_MARGIN || y > scrollTop + clientHeight - REVEAL_MARGIN)
      element.scrollTop = y - clientHeight / 2;
  }

  // After a zoom the canvas has its new size: bring back the point the zoom was centred on.
  useLayoutEffect(() => {
    const centre = zoomCentre.current;
    zoomCentre.current = null;
    if (centre) reveal(centre, true);
  });

  /** The middle of what the box shows, in viewBox units: where the zoom buttons zoom. */
  function viewCentre(): MapPoint {
    const element = viewportRef.current;
    if (!element) return cursor;
    return {
      x: view.x + ((element.scrollLeft + element.clientWidth / 2) / element.scrollWidth) * view.width,
      y: view.y + ((element.scrollTop + element.clientHeight / 2) / element.scrollHeight) * view.height,
    };
  }

  function zoomBy(delta: 1 | -1, centre: MapPoint) {
    const next = Math.min(Math.max(zoomIndex + delta, 0), zooms.length - 1);
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
      x: view.x + ((event.clientX - rect.left) / rect.width) * view.width,
      y: view.y + ((event.clientY - rect.top) / rect.height) * view.height,
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
      const shown = viewportRef.current?.scrollWidth || view.width;
      const step = KEY_STEP_PX * (view.width / shown) * (event.shiftKey ? 10 : 1);
      const next = {
        x: Math.min(Math.max(cursor.x + arrow[0] * step, view.x), view.x + view.width),
        y: Math.min(Math.max(cursor.y + arrow[1] * step, view.y), view.y + view.height),
      };
      setCursor(next);
      reveal(next, false);
    } else if (event.key === 'Enter' || event.key === ' ') choose(cursor);
    else if (event.key === '+' || event.key === '=') zoomBy(1, cursor);
    else if (event.key === '-' || event.key === '_') zoomBy(-1, cursor);
    else return;
    event.preventDefault();
  }

  // Marks keep their size on screen: smaller in viewBox units over a smaller view and at a deeper zoom.
  const markSize = (MARK_SCALE * (view.width / mapWidth)) / zoom;
  return (
    <>
      {/* `application` is ARIA's role for a widget that handles its own keys (screen readers then pass
          the arrows through); jsx-a11y counts it as non-interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={viewportRef}
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the role above
        tabIndex={0}
        aria-label={box.label}
        aria-describedby={box.describedBy}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        // The border is a ring (a shadow): a real border would make the box 2 px taller than the map.
        className={`group relative cursor-crosshair rounded-card ring-1 ring-line ${zoom > 1 ? 'overflow-auto' : 'overflow-hidden'}`}
        style={{ aspectRatio: `${view.width} / ${view.height}`, backgroundColor: MAP_SEA_COLOR }}
      >
        <div ref={canvasRef} className="relative" style={{ width: `${zoom * 100}%` }}>
          <svg
            viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
            aria-hidden
            className="block h-auto w-full select-none"
            style={{ aspectRatio: `${view.width} / ${view.height}` }}
          >
            <image href={countryMapUrl(iso)} x={0} y={0} width={mapWidth} height={mapHeight} />
            {circles && (
              <path
                d={circles}
                vectorEffect="non-scaling-stroke"
                strokeWidth={2}
                strokeDasharray="6 4"
                className="fill-accent/10 stroke-accent"
              />
            )}
            {refusedPoint && <RefusedMark point={refusedPoint} size={markSize} />}
            {valuePoint && <MapPin point={valuePoint} size={markSize} />}
            <Crosshair point={cursor} size={markSize} />
          </svg>
        </div>
      </div>
      <PickupMapFooter
        status={status}
        labels={zoomLabels}
        canZoomOut={zoomIndex > 0}
        canZoomIn={zoomIndex < zooms.length - 1}
        onZoom={(delta) => zoomBy(delta, viewCentre())}
      />
    </>
  );
}
