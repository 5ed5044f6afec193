import { Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { countApplications } from '../../domain/admins/supplier-applications.server';
import { AdminGate } from '../components/admin/admin-gate';
import { Icon } from '../components/icon';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin';

/**
 * /admin (docs/product.md § Applications and review): the marketplace team's dashboard, the queues and
 * how many wait in each. The sign-in and the second factor come first (AdminGate); anyone else who is
 * signed in gets the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.title');
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, pending: null };
  const { db } = context.get(servicesContext);
  return { title, visit, pending: await countApplications(db, 'pending') };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, pending } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 text-muted">{t('admin.dashboard.intro')}</p>
      <ul
        aria-label={t('admin.dashboard.queuesLabel')}
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <li className="rounded-card border border-line p-5 shadow-soft">
          <h2 className="flex items-center gap-2 text-h3 font-bold">
            <Icon name="users" className="size-6 shrink-0 text-accent" />
            {t('admin.dashboard.applications')}
          </h2>
          <p className="mt-2 text-lg" data-testid="pending-applications">
            {t('admin.dashboard.pending', { count: pending ?? 0 })}
          </p>
          <Link
            to="/admin/applications"
            className="mt-4 inline-flex min-h-11 items-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
          >
            {t('admin.dashboard.open')}
          </Link>
        </li>
      </ul>
    </AdminGate>
  );
}
