import type { JSX } from 'react';

const ZOOM_BUTTON =
  'flex size-11 items-center justify-center rounded-pill border border-line bg-surface text-h4 text-ink ' +
  'hover:bg-surface-warm disabled:cursor-not-allowed disabled:text-muted disabled:opacity-60';

/** The pickup map's − and + buttons, beside its status line: the same on the offline and the street map. */
export function ZoomButtons({
  labels,
  canZoomIn,
  canZoomOut,
  onZoom,
}: {
  labels: { in: string; out: string };
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoom: (delta: 1 | -1) => void;
}): JSX.Element {
  return (
    <>
      <button
        type="button"
        className={ZOOM_BUTTON}
        aria-label={labels.out}
        disabled={!canZoomOut}
        onClick={() => onZoom(-1)}
      >
        −
      </button>
      <button
        type="button"
        className={ZOOM_BUTTON}
        aria-label={labels.in}
        disabled={!canZoomIn}
        onClick={() => onZoom(1)}
      >
        +
      </button>
    </>
  );
}
