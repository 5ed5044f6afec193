import type { JSX, ReactNode } from 'react';

const ZOOM_BUTTON =
  'flex size-11 items-center justify-center rounded-pill border border-line bg-surface text-h4 text-ink ' +
  'hover:bg-surface-warm disabled:cursor-not-allowed disabled:text-muted disabled:opacity-60';

/**
 * The line under a pickup map: its live status, then the − and + buttons. The same on the offline and the
 * street map; each says how far it may zoom and how it zooms.
 */
export function PickupMapFooter({
  status,
  labels,
  canZoomIn,
  canZoomOut,
  onZoom,
}: {
  status: ReactNode;
  labels: { in: string; out: string };
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoom: (delta: 1 | -1) => void;
}): JSX.Element {
  return (
    <div className="flex items-center gap-3">
      {status}
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
    </div>
  );
}
