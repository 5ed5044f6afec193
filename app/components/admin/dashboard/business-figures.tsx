import { Link } from 'react-router';
import type { DashboardMetrics } from '../../../../domain/admins/metrics-contract';
import { METRICS_PERIODS } from '../../../../domain/admins/metrics-periods';
import { useTranslation } from '../../../i18n/translation-context';
import { MetricsCharts } from './metrics-charts';
import { useMetricsFormat } from './metrics-format';
import { bookingsHref } from './metrics-links';
import { MetricsTable } from './metrics-table';

/** The most booked experiences of the period, each a link to its bookings. */
function TopExperiences({ metrics }: { metrics: DashboardMetrics }) {
  const { t } = useTranslation();
  const { usd, count } = useMetricsFormat();
  const { period } = metrics;
  return (
    <section aria-labelledby="metrics-top" className="rounded-card border border-line p-3">
      <h3 id="metrics-top" className="font-semibold">
        {t('admin.metrics.topTitle')}
      </h3>
      <p className="text-sm text-muted">{t('admin.metrics.topCaption', { count: period.days })}</p>
      {period.top_experiences.length === 0 ? (
        <p className="mt-2 text-sm">{t('admin.metrics.noBookings')}</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm" data-testid="metrics-top">
          {period.top_experiences.map((top) => (
            <li key={top.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link
                to={bookingsHref({ from: period.from, to: period.to, experience_id: top.id })}
                className="min-w-0 break-words font-semibold text-accent-strong underline-offset-4 hover:underline"
              >
                {top.name}
              </Link>
              <span className="text-muted">
                {count(top.bookings)} · {usd(top.gross_booking_value)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The business figures under the queues on /admin (docs/decisions/0078-admin-dashboard): the period switch
 * (links, so the page works before hydration), the figures' table, the charts and the top experiences.
 */
export function BusinessFigures({ metrics }: { metrics: DashboardMetrics }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="metrics-title" className="mt-10" data-testid="business-figures">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="metrics-title" className="text-h3 font-bold">
            {t('admin.metrics.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t('admin.metrics.intro', { timeZone: metrics.time_zone })}
          </p>
        </div>
        <nav aria-label={t('admin.metrics.periodLabel')}>
          <ul className="flex flex-wrap gap-2">
            {METRICS_PERIODS.map((days) => {
              const current = Number(days) === metrics.period.days;
              return (
                <li key={days}>
                  <Link
                    to={`?days=${days}`}
                    aria-current={current ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-pill border px-4 text-sm font-semibold ${
                      current
                        ? 'border-accent bg-accent text-white'
                        : 'border-line text-ink hover:border-accent'
                    }`}
                  >
                    {t('admin.metrics.periodDays', { count: Number(days) })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <MetricsTable metrics={metrics} />
        </div>
        <TopExperiences metrics={metrics} />
      </div>
      <MetricsCharts metrics={metrics} />
    </section>
  );
}
