import { Link } from 'react-router';
import type { DashboardFigures, DashboardMetrics } from '../../../../domain/admins/metrics-contract';
import { useTranslation } from '../../../i18n/translation-context';
import { bookingsHref, companiesHref, travellersHref } from './metrics-links';
import { useMetricsFormat } from './metrics-format';

type Cell = (figures: DashboardFigures) => { text: string; href: string };

const linkClass = 'font-semibold text-accent-strong underline-offset-4 hover:underline';

/**
 * The dashboard's figures (docs/decisions/0078-admin-dashboard) as a table: one row per figure, today and the
 * period side by side, each value a link to the list behind it.
 */
export function MetricsTable({ metrics }: { metrics: DashboardMetrics }) {
  const { t } = useTranslation();
  const { usd, percent, count } = useMetricsFormat();
  const range = (f: DashboardFigures) => ({ from: f.from, to: f.to });
  const cancellation =
    (who: 'customer' | 'supplier' | 'administration'): Cell =>
    (f) => ({
      text: t('admin.metrics.cancellationValue', {
        count: f.cancellations[who].count,
        rate: percent(f.cancellations[who].rate),
      }),
      href: bookingsHref({ ...range(f), status: `canceled_by_${who}` }),
    });
  const rows: { key: string; label: string; cell: Cell }[] = [
    {
      key: 'bookings',
      label: t('admin.metrics.bookings'),
      cell: (f) => ({ text: count(f.bookings), href: bookingsHref(range(f)) }),
    },
    {
      key: 'gross',
      label: t('admin.metrics.grossBookingValue'),
      cell: (f) => ({ text: usd(f.gross_booking_value), href: bookingsHref(range(f)) }),
    },
    {
      key: 'fees',
      label: t('admin.metrics.serviceFees'),
      cell: (f) => ({ text: usd(f.service_fees), href: bookingsHref(range(f)) }),
    },
    {
      key: 'commission',
      label: t('admin.metrics.commission'),
      cell: (f) => ({ text: usd(f.commission), href: bookingsHref(range(f)) }),
    },
    {
      key: 'refunds',
      label: t('admin.metrics.refunds'),
      cell: (f) => ({
        text: t('admin.metrics.refundsValue', { count: f.refunds.count, amount: usd(f.refunds.amount) }),
        href: bookingsHref(range(f)),
      }),
    },
    { key: 'customer', label: t('admin.metrics.canceledBy.customer'), cell: cancellation('customer') },
    { key: 'supplier', label: t('admin.metrics.canceledBy.supplier'), cell: cancellation('supplier') },
    {
      key: 'administration',
      label: t('admin.metrics.canceledBy.administration'),
      cell: cancellation('administration'),
    },
    {
      key: 'travellers',
      label: t('admin.metrics.newTravellers'),
      cell: (f) => ({ text: count(f.new_travellers), href: travellersHref(f.from, f.to) }),
    },
    {
      key: 'operators',
      label: t('admin.metrics.newOperators'),
      cell: (f) => ({ text: count(f.new_operators), href: companiesHref(f.from, f.to) }),
    },
    {
      key: 'conversion',
      label: t('admin.metrics.conversion'),
      cell: (f) => ({
        text: t('admin.metrics.conversionValue', {
          rate: percent(f.conversion.rate),
          paid: f.conversion.paid,
          visits: f.conversion.booking_card,
        }),
        href: bookingsHref(range(f)),
      }),
    },
  ];
  const periods = [
    { key: 'today', label: t('admin.metrics.today'), figures: metrics.today },
    {
      key: 'period',
      label: t('admin.metrics.lastDays', { count: metrics.period.days }),
      figures: metrics.period,
    },
  ];
  return (
    <table className="w-full text-sm" data-testid="metrics-table">
      <caption className="sr-only">
        {t('admin.metrics.figuresCaption', { count: metrics.period.days })}
      </caption>
      <thead>
        <tr className="border-b border-line text-left text-muted">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {t('admin.metrics.figure')}
          </th>
          {periods.map((period) => (
            <th key={period.key} scope="col" className="py-2 pr-2 text-right font-semibold">
              {period.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line" data-figure={row.key}>
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              {row.label}
            </th>
            {periods.map((period) => {
              const cell = row.cell(period.figures);
              return (
                <td key={period.key} className="py-2 pr-2 text-right" data-period={period.key}>
                  <Link to={cell.href} className={linkClass}>
                    {cell.text}
                  </Link>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
