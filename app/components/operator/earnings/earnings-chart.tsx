import { formatUsd } from '../../../../domain/pricing/money';
import { useTranslation } from '../../../i18n/translation-context';

export interface ChartMonth {
  month: string;
  /** Short name of the month in the page's language. */
  label: string;
  /** Earned less reversed, in cents. */
  netCents: number;
}

const WIDTH = 360;
const HEIGHT = 180;
const AXIS = 24;
const GAP = 6;

/**
 * The last months' earnings as bars, drawn by the product as SVG (docs/decisions/0066-earnings-ledger.md):
 * one bar per month, earned less reversed, the current month last. It is an image with a title and a
 * description for screen readers; the table beside it (EarningsMonths) holds the same figures.
 */
export function EarningsChart({ months }: { months: readonly ChartMonth[] }) {
  const { t, lang } = useTranslation();
  const highest = Math.max(1, ...months.map((month) => month.netCents));
  const slot = WIDTH / Math.max(1, months.length);
  const drawable = HEIGHT - AXIS - 16;
  const total = months.reduce((sum, month) => sum + month.netCents, 0);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="earnings-chart-title earnings-chart-desc"
      className="h-auto w-full"
      data-testid="earnings-chart"
    >
      <title id="earnings-chart-title">{t('operator.earnings.chartTitle')}</title>
      <desc id="earnings-chart-desc">
        {t('operator.earnings.chartDescription', { total: formatUsd(total, lang) })}
      </desc>
      <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-line" strokeWidth={1} />
      {months.map((month, index) => {
        const height = month.netCents > 0 ? Math.max(2, (month.netCents / highest) * drawable) : 0;
        const x = index * slot + GAP / 2;
        const current = index === months.length - 1;
        return (
          <g key={month.month} data-month={month.month}>
            <rect
              x={x}
              y={HEIGHT - AXIS - height}
              width={slot - GAP}
              height={height}
              rx={3}
              className={current ? 'fill-accent' : 'fill-accent/60'}
            />
            <text
              x={x + (slot - GAP) / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize={11}
              className="fill-muted"
            >
              {month.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
