import { formatUsd } from '../../../../domain/pricing/money';
import { useTranslation } from '../../../i18n/translation-context';
import { BarChart } from '../../charts/bar-chart';

export interface ChartMonth {
  month: string;
  /** Short name of the month in the page's language. */
  label: string;
  /** Earned less reversed, in cents. */
  netCents: number;
}

/**
 * The last months' earnings as bars (docs/decisions/0066-earnings-ledger.md): one bar per month, earned less
 * reversed, the current month last, drawn by the product's BarChart. The table beside it (EarningsMonths)
 * holds the same figures.
 */
export function EarningsChart({ months }: { months: readonly ChartMonth[] }) {
  const { t, lang } = useTranslation();
  const total = months.reduce((sum, month) => sum + month.netCents, 0);
  return (
    <BarChart
      id="earnings-chart"
      title={t('operator.earnings.chartTitle')}
      description={t('operator.earnings.chartDescription', { total: formatUsd(total, lang) })}
      bars={months.map((month) => ({ key: month.month, label: month.label, value: month.netCents }))}
      keyAttribute="data-month"
      testId="earnings-chart"
    />
  );
}
