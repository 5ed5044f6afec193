import { Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/admins/application-status';
import { countryName } from '../../common/countries/iso-countries';
import { listApplications } from '../../domain/admins/supplier-applications.server';
import { AdminGate } from '../components/admin/admin-gate';
import { ApplicationCard } from '../components/admin/application-card';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-applications';

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /admin/applications?status= (docs/product.md § Applications and review): the supplier applications in
 * one status, pending by default, each approved or rejected where it stands. Behind AdminGate.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.applications.title');
  const requested = url.searchParams.get('status');
  const status: ApplicationStatus = isStatus(requested) ? requested : 'pending';
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, status, applications: null };
  const { db } = context.get(servicesContext);
  // The country by its name in the page's language, named here so the browser shows the server's words.
  const applications = (await listApplications(db, status)).map((application) => ({
    ...application,
    country_name: countryName(application.country_iso, lang),
  }));
  return { title, visit, status, applications };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, status, applications } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('admin.applications.intro')}</p>
      <nav aria-label={t('admin.applications.filterLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {APPLICATION_STATUSES.map((item) => (
            <li key={item}>
              <Link
                to={`/admin/applications?status=${item}`}
                aria-current={item === status ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-pill border border-line px-4 font-semibold hover:bg-accent-soft aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
              >
                {t(`admin.applications.status.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {applications && applications.length > 0 ? (
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {applications.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-muted">{t('admin.applications.empty')}</p>
      )}
    </AdminGate>
  );
}
