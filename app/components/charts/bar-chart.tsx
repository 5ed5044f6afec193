export interface ChartBar {
  key: string;
  /** The bar's name under the axis, in the page's language (left out when `labelEvery` skips it). */
  label: string;
  /** Its height, in the chart's unit (cents, bookings, visits): bars are drawn relative to the highest. */
  value: number;
  /** The list behind the bar: pointer users click the bar, others follow the same link in the figures' table. */
  href?: string;
  /** Its name and value in words, shown on hover. */
  tooltip?: string;
}

const WIDTH = 360;
const HEIGHT = 180;
const AXIS = 24;
const GAP = 6;

/**
 * Bars drawn by the product as SVG (docs/decisions/0066-earnings-ledger.md, 0078-admin-dashboard): an image with
 * a title and a description for screen readers, whose page holds the same figures in a table. The last bar
 * (the current month, today) is drawn solid. Bars with `href` make it a group of links named by their
 * tooltips, kept out of the tab order (the table's links serve the keyboard): an image cannot hold links.
 */
export function BarChart({
  id,
  title,
  description,
  bars,
  testId,
  keyAttribute = 'data-bar',
  labelEvery = 1,
}: {
  /** Prefix of the title's and description's ids: unique on the page. */
  id: string;
  title: string;
  description: string;
  bars: readonly ChartBar[];
  testId?: string;
  /** The attribute that carries each bar's key (`data-month` for months). */
  keyAttribute?: `data-${string}`;
  /** Writes every n-th label counting back from the last, for charts of many bars. */
  labelEvery?: number;
}) {
  const highest = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const drawable = HEIGHT - AXIS - 16;
  const width = Math.max(1, slot - (bars.length > 20 ? 2 : GAP));
  const linked = bars.some((bar) => bar.href);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role={linked ? 'group' : 'img'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full"
      data-testid={testId}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-line" strokeWidth={1} />
      {bars.map((bar, index) => {
        const height = bar.value > 0 ? Math.max(2, (bar.value / highest) * drawable) : 0;
        const x = index * slot + (slot - width) / 2;
        const last = index === bars.length - 1;
        const shape = (
          <rect
            x={x}
            y={HEIGHT - AXIS - height}
            width={width}
            height={height}
            rx={Math.min(3, width / 2)}
            className={last ? 'fill-accent' : 'fill-accent/60'}
          >
            {bar.tooltip ? <title>{bar.tooltip}</title> : null}
          </rect>
        );
        // Counted back from the last bar (today), which always has its label.
        const labelled = (bars.length - 1 - index) % labelEvery === 0;
        // Many narrow bars: the first and last labels lean inwards so the chart's edges do not cut them.
        const edge = bars.length > 12 && (index === 0 || last);
        const anchor = edge ? (index === 0 ? 'start' : 'end') : 'middle';
        const labelX = edge ? (index === 0 ? 0 : WIDTH) : index * slot + slot / 2;
        return (
          <g key={bar.key} {...{ [keyAttribute]: bar.key }}>
            {bar.href ? (
              <a href={bar.href} tabIndex={-1} aria-label={bar.tooltip ?? bar.label}>
                {shape}
              </a>
            ) : (
              shape
            )}
            {labelled ? (
              <text x={labelX} y={HEIGHT - 8} textAnchor={anchor} fontSize={11} className="fill-muted">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
