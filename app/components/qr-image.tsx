import type { QrDrawing } from '../../domain/purchases/voucher-view';

/** A QR code the server drew (its viewBox and paths, never markup from elsewhere), black on white. */
export function QrImage({ qr, label, className }: { qr: QrDrawing; label: string; className: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={qr.viewBox}
      shapeRendering="crispEdges"
      className={`block max-w-full bg-white ${className}`}
    >
      {qr.paths.map((path, index) => (
        <path key={index} d={path.d} fill={path.fill ?? 'none'} stroke={path.stroke ?? undefined} />
      ))}
    </svg>
  );
}
