import { Form, Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { listTravellers } from '../../domain/admins/admin-travellers.server';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../domain/admins/admin-reason';
import { parsePage } from '../../domain/catalog/pagination';
import { AdminGate } from '../components/admin/admin-gate';
import { adminInput, adminPrimary } from '../components/admin/reason-form';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-travellers';

/**
 * /admin/travellers?q=&page= (docs/product.md § Travellers and operators): accounts found by part of the
 * e-mail or name, 20 a page, each a link to its page. Behind AdminGate.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.travellers.title');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_LENGTH);
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, q, result: null };
  const { db } = context.get(servicesContext);
  let page;
  try {
    page = parsePage({ page: url.searchParams.get('page') ?? undefined }, { defaultLimit: 20 });
  } catch {
    page = { page: 1, limit: 20 };
  }
  return { title, visit, q, result: await listTravellers(db, q || undefined, page) };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminTravellers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, q, result } = loaderData;
  const pageLink = (page: number) => `/admin/travellers?${new URLSearchParams({ q, page: String(page) })}`;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('admin.travellers.intro')}</p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 sm:max-w-md">
          <label htmlFor="traveller-q" className="block text-sm font-semibold">
            {t('admin.travellers.searchLabel')}
          </label>
          <input
            id="traveller-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            className={`mt-1 ${adminInput}`}
          />
        </div>
        <button type="submit" className={adminPrimary}>
          {t('admin.travellers.search')}
        </button>
      </Form>
      {result && result.data.length > 0 ? (
        <>
          <ul
            className="mt-6 divide-y divide-line rounded-card border border-line"
            data-testid="traveller-results"
          >
            {result.data.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to={`/admin/travellers/${row.id}`}
                    className="font-semibold text-accent-strong underline"
                  >
                    {`${row.first_name} ${row.last_name}`}
                  </Link>
                  <p className="break-all text-sm text-muted">{row.email}</p>
                </div>
                <p className="flex flex-wrap gap-2 text-sm">
                  {row.is_blocked && (
                    <span className="rounded-pill bg-danger-soft px-3 py-1 font-semibold">
                      {t('admin.travellers.blocked')}
                    </span>
                  )}
                  {row.is_admin && (
                    <span className="rounded-pill bg-accent-soft px-3 py-1 font-semibold">
                      {t('admin.travellers.admin')}
                    </span>
                  )}
                  {row.company_id !== null && (
                    <span className="rounded-pill bg-surface-warm px-3 py-1 font-semibold">
                      {t('admin.travellers.operator')}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <nav aria-label={t('admin.pagination')} className="mt-4 flex gap-3">
            {result.pagination.prev_page !== null && (
              <Link
                to={pageLink(result.pagination.prev_page)}
                className="inline-flex min-h-11 items-center underline"
              >
                {t('admin.previous')}
              </Link>
            )}
            {result.pagination.next_page !== null && (
              <Link
                to={pageLink(result.pagination.next_page)}
                className="inline-flex min-h-11 items-center underline"
              >
                {t('admin.next')}
              </Link>
            )}
          </nav>
        </>
      ) : (
        <p className="mt-6 text-muted">{t('admin.travellers.empty')}</p>
      )}
    </AdminGate>
  );
}
