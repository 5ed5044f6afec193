import { translate } from '../../common/i18n/translate';
import { ACCOUNT_KINDS } from '../../domain/admins/account-kinds';
import { listTravellers } from '../../domain/admins/admin-travellers.server';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../domain/admins/admin-reason';
import { travellersQuery } from '../../domain/admins/travellers-contract';
import { parsePage } from '../../domain/catalog/pagination';
import { AdminGate } from '../components/admin/admin-gate';
import { AdminListSearch } from '../components/admin/admin-list-search';
import { AdminResultList } from '../components/admin/admin-result-list';
import { QueryIssues } from '../components/admin/query-issues';
import { adminInput } from '../components/admin/reason-form';
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
      <AdminListSearch
        idPrefix="traveller"
        labels={{
          q: t('admin.travellers.searchLabel'),
          from: t('admin.travellers.fromLabel'),
          to: t('admin.travellers.toLabel'),
          clear: t('admin.travellers.clear'),
        }}
        filter={filter}
        clearTo="/admin/travellers"
      >
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
      </AdminListSearch>
      {issues.length > 0 && <QueryIssues issues={issues} />}
      <AdminResultList
        testId="traveller-results"
        result={result}
        empty={issues.length === 0 ? t('admin.travellers.empty') : null}
        pageLink={pageLink}
        row={(row) => ({
          to: `/admin/travellers/${row.id}`,
          name: `${row.first_name} ${row.last_name}`,
          detail: row.email,
          badges: (
            <>
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
            </>
          ),
        })}
      />
    </AdminGate>
  );
}
