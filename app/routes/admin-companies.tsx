import { Link } from 'react-router';
import { COMPANY_STATES } from '../../common/lifecycle-states';
import { translate } from '../../common/i18n/translate';
import { listCompanies } from '../../domain/admins/admin-companies.server';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../domain/admins/admin-reason';
import { companiesQuery } from '../../domain/admins/companies-contract';
import { parsePage } from '../../domain/catalog/pagination';
import type { CompanyStatus } from '../../domain/operators/company-lifecycle';
import { AdminGate } from '../components/admin/admin-gate';
import { AdminListSearch } from '../components/admin/admin-list-search';
import { AdminResultList } from '../components/admin/admin-result-list';
import { QueryIssues } from '../components/admin/query-issues';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { readListQuery } from '../lib/admin-list-query.server';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-companies';

const K = 'admin.companies';
const isStatus = (value: string | null): value is CompanyStatus =>
  (COMPANY_STATES as readonly (string | null)[]).includes(value);

/**
 * /admin/companies?status=&q=&from=&to=&page= (docs/product.md § Travellers and operators): operator
 * companies by name with their status, experiences and commission, each a link to its page; `from`–`to` the
 * days they were created (the dashboard's "new operators" link). Behind AdminGate.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, `${K}.title`);
  const requested = url.searchParams.get('status');
  const status = isStatus(requested) ? requested : null;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_LENGTH);
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const visit = await adminVisit(context, request);
  const { query, issues } = readListQuery(companiesQuery, url, lang);
  if (visit !== 'passed' || !query) return { title, visit, status, q, from, to, issues, result: null };
  const { db } = context.get(servicesContext);
  let page;
  try {
    page = parsePage({ page: query.page }, { defaultLimit: 20 });
  } catch {
    page = { page: 1, limit: 20 };
  }
  const result = await listCompanies(db, { ...query, q: query.q || undefined }, page);
  return { title, visit, status, q, from, to, issues, result };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, status, q, from, to, issues, result } = loaderData;
  const link = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams();
    const next = { status, q, from, to, ...changes };
    for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
    return `/admin/companies?${params}`;
  };
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t(`${K}.intro`)}</p>
      <nav aria-label={t(`${K}.filterLabel`)} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[null, ...COMPANY_STATES].map((item) => (
            <li key={item ?? 'all'}>
              <Link
                to={link({ status: item, page: null })}
                aria-current={item === status ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-pill border border-line px-4 font-semibold hover:bg-accent-soft aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
              >
                {t(item ? `${K}.status.${item}` : `${K}.all`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AdminListSearch
        idPrefix="company"
        labels={{
          q: t(`${K}.searchLabel`),
          from: t(`${K}.fromLabel`),
          to: t(`${K}.toLabel`),
          clear: t(`${K}.clear`),
        }}
        filter={{ q, from, to }}
        hidden={{ status }}
        clearTo={link({ q: null, from: null, to: null })}
      />
      {issues.length > 0 && <QueryIssues issues={issues} />}
      <AdminResultList
        testId="company-results"
        result={result}
        empty={issues.length === 0 ? t(`${K}.empty`) : null}
        pageLink={(page) => link({ page: String(page) })}
        row={(row) => ({
          to: `/admin/companies/${row.id}`,
          name: row.name,
          detail: row.email,
          badges: (
            <>
              <span
                className={`rounded-pill px-3 py-1 font-semibold ${row.status === 'suspended' ? 'bg-danger-soft' : 'bg-success-soft'}`}
              >
                {t(`${K}.status.${row.status}`)}
              </span>
              <span>{t(`${K}.experiencesCount`, { count: row.experiences, published: row.published })}</span>
              <span>{t(`${K}.commissionShort`, { percent: row.commission_bps / 100 })}</span>
            </>
          ),
        })}
      />
    </AdminGate>
  );
}
