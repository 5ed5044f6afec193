import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { adminDashboard } from '../../domain/admins/admin-dashboard.server';
import { dashboardMetrics } from '../../domain/admins/dashboard-metrics.server';
import {
  DEFAULT_METRICS_PERIOD,
  METRICS_PERIODS,
  type MetricsPeriod,
} from '../../domain/admins/metrics-periods';
import { AdminGate } from '../components/admin/admin-gate';
import { BusinessFigures } from '../components/admin/dashboard/business-figures';
import { Icon } from '../components/icon';
import type { IconName } from '../components/icon-names';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin';

/**
 * /admin (docs/product.md § Applications and review, § Dashboard): the marketplace team's dashboard, the
 * queues and how many wait in each (the figures of GET /api/v1/admin/dashboard, each a link to its queue),
 * then the business figures of today and the last days (GET /api/v1/admin/dashboard/metrics,
 * docs/decisions/0078-admin-dashboard; `?days=7|30|90`). The sign-in and the second factor come first
 * (AdminGate); anyone else who is signed in gets the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.title');
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, waiting: null, metrics: null };
  const { db, clock } = context.get(servicesContext);
  const asked = new URL(request.url).searchParams.get('days');
  const days = METRICS_PERIODS.find((period) => period === asked) ?? DEFAULT_METRICS_PERIOD;
  return {
    title,
    visit,
    waiting: await adminDashboard(db),
    metrics: await dashboardMetrics(db, { now: clock(), days: days satisfies MetricsPeriod, lang }),
  };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

const figureClass = 'text-lg font-semibold text-accent-strong underline-offset-4 hover:underline';

function QueueCard({
  icon,
  title,
  to,
  open,
  children,
}: {
  icon: IconName;
  title: string;
  to: string;
  open: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-card border border-line p-5 shadow-soft">
      <h2 className="flex items-center gap-2 text-h3 font-bold">
        <Icon name={icon} className="size-6 shrink-0 text-accent" />
        {title}
      </h2>
      <ul className="mt-2 grow space-y-1">{children}</ul>
      <Link
        to={to}
        className="mt-4 inline-flex min-h-11 items-center self-start rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
      >
        {open}
      </Link>
    </li>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, waiting, metrics } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 text-muted">{t('admin.dashboard.intro')}</p>
      <ul
        aria-label={t('admin.dashboard.queuesLabel')}
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <QueueCard
          icon="users"
          title={t('admin.dashboard.applications')}
          to="/admin/applications"
          open={t('admin.dashboard.open')}
        >
          <li>
            <Link to="/admin/applications" className={figureClass} data-testid="pending-applications">
              {t('admin.dashboard.pending', { count: waiting?.pending_applications ?? 0 })}
            </Link>
          </li>
        </QueueCard>
        <QueueCard
          icon="map"
          title={t('admin.dashboard.listings')}
          to="/admin/experiences"
          open={t('admin.dashboard.openListings')}
        >
          <li>
            <Link to="/admin/experiences" className={figureClass} data-testid="listings-in-review">
              {t('admin.dashboard.newListings', { count: waiting?.listings_in_review ?? 0 })}
            </Link>
          </li>
          <li>
            <Link to="/admin/experiences" className={figureClass} data-testid="revisions-in-review">
              {t('admin.dashboard.changes', { count: waiting?.revisions_in_review ?? 0 })}
            </Link>
          </li>
        </QueueCard>
      </ul>
      {metrics ? <BusinessFigures metrics={metrics} /> : null}
    </AdminGate>
  );
}
