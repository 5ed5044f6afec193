import { Form, Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { ACCOUNT_KINDS } from '../../domain/admins/account-kinds';
import { listTravellers } from '../../domain/admins/admin-travellers.server';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../domain/admins/admin-reason';
import { travellersQuery } from '../../domain/admins/travellers-contract';
import { parsePage } from '../../domain/catalog/pagination';
import { AdminGate } from '../components/admin/admin-gate';
import { ListPager } from '../components/admin/list-pager';
import { QueryIssues } from '../components/admin/query-issues';
import { DayRangeFields } from '../components/admin/day-range-fields';
import { adminInput, adminPrimary } from '../components/admin/reason-form';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { readListQuery } from '../lib/admin-list-query.server';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-travellers';

/**
 * /admin/travellers?q=&kind=&from=&to=&page= (docs/product.md § Travellers and operators): accounts found by
 * part of the e-mail or name, by kind, by the days they were opened (the dashboard's "new travellers" link:
 * kind=traveller), 20 a page, each a link to its page. Behind AdminGate.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.travellers.title');
  const visit = await adminVisit(context, request);
  const { query, issues } = readListQuery(travellersQuery, url, lang);
  const filter = {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_LENGTH),
    kind: url.searchParams.get('kind') ?? '',
    from: url.searchParams.get('from') ?? '',
    to: url.searchParams.get('to') ?? '',
  };
  if (visit !== 'passed' || !query) return { title, visit, filter, issues, result: null };
  const { db } = context.get(servicesContext);
  let page;
  try {
    page = parsePage({ page: query.page }, { defaultLimit: 20 });
  } catch {
    page = { page: 1, limit: 20 };
  }
  const result = await listTravellers(db, { ...query, q: query.q || undefined }, page);
  return { title, visit, filter, issues, result };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

const clearLink = 'inline-flex min-h-11 items-center px-2 font-semibold underline';

export default function AdminTravellers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, filter, issues, result } = loaderData;
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
    params.set('page', String(page));
    return `/admin/travellers?${params}`;
  };
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('admin.travellers.intro')}</p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-full sm:max-w-md sm:basis-auto">
          <label htmlFor="traveller-q" className="block text-sm font-semibold">
            {t('admin.travellers.searchLabel')}
          </label>
          <input
            id="traveller-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            className={`mt-1 ${adminInput}`}
          />
        </div>
        <div className="min-w-0 flex-1 basis-full sm:max-w-56 sm:basis-auto">
          <label htmlFor="traveller-kind" className="block text-sm font-semibold">
            {t('admin.travellers.kindLabel')}
          </label>
          <select id="traveller-kind" name="kind" defaultValue={filter.kind} className={`mt-1 ${adminInput}`}>
            <option value="">{t('admin.travellers.kinds.all')}</option>
            {ACCOUNT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.travellers.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <DayRangeFields
          idPrefix="traveller"
          from={filter.from}
          to={filter.to}
          fromLabel={t('admin.travellers.fromLabel')}
          toLabel={t('admin.travellers.toLabel')}
        />
        <button type="submit" className={adminPrimary}>
          {t('admin.travellers.search')}
        </button>
        <Link to="/admin/travellers" className={clearLink}>
          {t('admin.travellers.clear')}
        </Link>
      </Form>
      {issues.length > 0 && <QueryIssues issues={issues} />}
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
          <ListPager pagination={result.pagination} pageLink={pageLink} />
        </>
      ) : issues.length === 0 ? (
        <p className="mt-6 text-muted">{t('admin.travellers.empty')}</p>
      ) : null}
    </AdminGate>
  );
}
