import { Link } from 'react-router';
import { intlLocale, type Lang } from '../../../../common/i18n/languages';
import type { DashboardMetrics } from '../../../../domain/admins/metrics-contract';
import { usdToCents } from '../../../../domain/pricing/money';
import { useTranslation } from '../../../i18n/translation-context';
import { BarChart } from '../../charts/bar-chart';
import { bookingsHref } from './metrics-links';
import { useMetricsFormat } from './metrics-format';

/** "9 mar" / "Mar 9": a day of the period, read as written (the marketplace's day, not the browser's). */
function shortDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const chartBox = 'rounded-card border border-line p-3';

/**
 * The dashboard's charts (docs/decisions/0078-admin-dashboard): bookings and gross value per day of the period,
 * each bar a link to that day's bookings, and the funnel from the booking card to the payment. Each chart is
 * an image with a title and a description; the figures of each day follow in a table with the same links.
 */
export function MetricsCharts({ metrics }: { metrics: DashboardMetrics }) {
  const { t, lang } = useTranslation();
  const { usd, count } = useMetricsFormat();
  const { period, daily } = metrics;
  const labelEvery = daily.length > 10 ? Math.ceil(daily.length / 6) : 1;
  const dayHref = (day: string) => bookingsHref({ from: day, to: day });
  const perDay = (value: (entry: (typeof daily)[number]) => number, text: (n: number) => string) =>
    daily.map((entry) => ({
      key: entry.date,
      label: shortDay(entry.date, lang),
      value: value(entry),
      href: dayHref(entry.date),
      tooltip: `${shortDay(entry.date, lang)}: ${text(value(entry))}`,
    }));
  const funnel = period.conversion;
  return (
    <div className="mt-4 space-y-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <figure className={chartBox}>
          <figcaption className="text-sm font-semibold">{t('admin.metrics.dailyTitle')}</figcaption>
          <BarChart
            id="metrics-daily"
            testId="metrics-daily-chart"
            title={t('admin.metrics.dailyTitle')}
            description={t('admin.metrics.dailyDescription', { total: period.bookings, count: period.days })}
            bars={perDay((entry) => entry.bookings, count)}
            keyAttribute="data-day"
            labelEvery={labelEvery}
          />
        </figure>
        <figure className={chartBox}>
          <figcaption className="text-sm font-semibold">{t('admin.metrics.valueTitle')}</figcaption>
          <BarChart
            id="metrics-value"
            testId="metrics-value-chart"
            title={t('admin.metrics.valueTitle')}
            description={t('admin.metrics.valueDescription', {
              total: usd(period.gross_booking_value),
              count: period.days,
            })}
            bars={perDay(
              (entry) => usdToCents(entry.gross_booking_value),
              (cents) => usd(cents / 100),
            )}
            keyAttribute="data-day"
            labelEvery={labelEvery}
          />
        </figure>
        <figure className={chartBox}>
          <figcaption className="text-sm font-semibold">{t('admin.metrics.funnelTitle')}</figcaption>
          <BarChart
            id="metrics-funnel"
            testId="metrics-funnel-chart"
            title={t('admin.metrics.funnelTitle')}
            description={t('admin.metrics.funnelDescription', {
              count: period.days,
              card: funnel.booking_card,
              payment: funnel.payment_page,
              paid: funnel.paid,
            })}
            bars={[
              { key: 'card', label: t('admin.metrics.funnel.card'), value: funnel.booking_card },
              { key: 'payment', label: t('admin.metrics.funnel.payment'), value: funnel.payment_page },
              {
                key: 'paid',
                label: t('admin.metrics.funnel.paid'),
                value: funnel.paid,
                href: bookingsHref({ from: period.from, to: period.to }),
                tooltip: `${t('admin.metrics.funnel.paid')}: ${count(funnel.paid)}`,
              },
            ]}
            keyAttribute="data-step"
          />
        </figure>
      </div>
      <details className={chartBox}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold">
          {t('admin.metrics.showDays')}
        </summary>
        <table className="mt-2 w-full text-sm" data-testid="metrics-days">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('admin.metrics.day')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                {t('admin.metrics.bookings')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                {t('admin.metrics.grossBookingValue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...daily].reverse().map((entry) => (
              <tr key={entry.date} className="border-b border-line">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {shortDay(entry.date, lang)}
                </th>
                <td className="py-1 pr-2 text-right">
                  <Link
                    to={dayHref(entry.date)}
                    className="text-accent-strong underline-offset-4 hover:underline"
                  >
                    {count(entry.bookings)}
                  </Link>
                </td>
                <td className="py-1 pr-2 text-right">{usd(entry.gross_booking_value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
