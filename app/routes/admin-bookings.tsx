import { Form, Link, useSearchParams } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { bookingSearchQuery } from '../../domain/admin-bookings/contract';
import { PURCHASE_STATUSES } from '../../domain/purchases/purchase-lifecycle';
import { searchBookings, searchChoices } from '../../domain/admin-bookings/search.server';
import { AdminGate } from '../components/admin/admin-gate';
import { BookingResults } from '../components/admin/booking-results';
import { QueryIssues } from '../components/admin/query-issues';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { readListQuery } from '../lib/admin-list-query.server';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-bookings';

const K = 'admin.bookings';

/**
 * /admin/bookings (docs/product.md § Support for bookings): find a booking by code or the
 * traveller's e-mail, experience, company, day, status, the days it was placed and paid=1 (the dashboard's
 * links: docs/decisions/0078-admin-dashboard), newest departure first, a page at a time; the search is
 * the address's query, so it works without script and can be shared. Behind AdminGate.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, `${K}.title`);
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, found: null, choices: null, issues: [] };
  const { db } = context.get(servicesContext);
  const { query, issues } = readListQuery(bookingSearchQuery, new URL(request.url), lang);
  const choices = await searchChoices(db, lang);
  if (!query) return { title, visit, found: null, choices, issues };
  return { title, visit, found: await searchBookings(db, query, lang), choices, issues: [] };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

const field = 'mt-1 h-12 w-full min-w-0 rounded-card border border-line bg-surface px-3 font-normal';
const labelClass = 'flex min-w-0 flex-col text-sm font-semibold';
const pill =
  'inline-flex h-12 items-center rounded-pill border border-line px-5 font-semibold hover:border-accent';

/** One search filter picked from a list of named choices, with an "any" first. */
function ChoiceSelect(props: {
  label: string;
  name: string;
  anyLabel: string;
  choices: ReadonlyArray<{ id: number | string; name: string }>;
  value: string;
}) {
  return (
    <label className={labelClass}>
      {props.label}
      <select name={props.name} defaultValue={props.value} className={field}>
        <option value="">{props.anyLabel}</option>
        {props.choices.map(({ id, name }) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, found, choices, issues } = loaderData;
  const [params] = useSearchParams();
  const pageLink = (page: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(page));
    return `?${search}`;
  };
  const pagination = found?.pagination;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t(`${K}.intro`)}</p>
      <Form
        method="get"
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        aria-label={t(`${K}.search.label`)}
      >
        <label className={`${labelClass} sm:col-span-2 lg:col-span-1`}>
          {t(`${K}.search.q`)}
          <input
            type="search"
            name="q"
            maxLength={200}
            defaultValue={params.get('q') ?? ''}
            className={field}
            aria-describedby="bookings-q-hint"
            data-testid="admin-bookings-q"
          />
          <span id="bookings-q-hint" className="mt-1 font-normal text-muted">
            {t(`${K}.search.qHint`)}
          </span>
        </label>
        <ChoiceSelect
          label={t(`${K}.search.experience`)}
          name="experience_id"
          anyLabel={t(`${K}.search.anyExperience`)}
          choices={choices?.experiences ?? []}
          value={params.get('experience_id') ?? ''}
        />
        <ChoiceSelect
          label={t(`${K}.search.company`)}
          name="company_id"
          anyLabel={t(`${K}.search.anyCompany`)}
          choices={choices?.companies ?? []}
          value={params.get('company_id') ?? ''}
        />
        <label className={labelClass}>
          {t(`${K}.search.date`)}
          <input type="date" name="date" defaultValue={params.get('date') ?? ''} className={field} />
        </label>
        <label className={labelClass}>
          {t(`${K}.search.status`)}
          <select name="status" defaultValue={params.get('status') ?? ''} className={field}>
            <option value="">{t(`${K}.search.anyStatus`)}</option>
            {PURCHASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`${K}.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t(`${K}.search.from`)}
          <input type="date" name="from" defaultValue={params.get('from') ?? ''} className={field} />
        </label>
        <label className={labelClass}>
          {t(`${K}.search.to`)}
          <input type="date" name="to" defaultValue={params.get('to') ?? ''} className={field} />
        </label>
        <label className="flex min-h-12 min-w-0 items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            name="paid"
            value="1"
            defaultChecked={params.get('paid') === '1'}
            className="size-5 shrink-0"
          />
          {t(`${K}.search.paid`)}
        </label>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <button
            type="submit"
            className="h-12 flex-1 rounded-pill bg-ink px-4 font-semibold text-white hover:bg-accent-strong"
            data-testid="admin-bookings-search"
          >
            {t(`${K}.search.submit`)}
          </button>
          <Link to="?" className={pill}>
            {t(`${K}.search.clear`)}
          </Link>
        </div>
      </Form>
      {issues.length > 0 ? (
        <QueryIssues issues={issues} />
      ) : found && found.data.length === 0 ? (
        <p className="mt-6 text-muted" role="status">
          {t(`${K}.results.empty`)}
        </p>
      ) : found ? (
        <div className="mt-6">
          <p className="mb-3 text-sm text-muted" role="status" data-testid="admin-bookings-count">
            {t(`${K}.results.count`, { count: found.pagination.total_records })}
          </p>
          <BookingResults bookings={found.data} />
        </div>
      ) : null}
      {pagination && pagination.total_pages > 1 ? (
        <nav className="mt-6 flex items-center justify-between gap-3" aria-label={title}>
          {pagination.prev_page ? (
            <Link to={pageLink(pagination.prev_page)} className={pill}>
              {t(`${K}.results.previous`)}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">
            {t(`${K}.results.page`, { page: pagination.current_page, pages: pagination.total_pages })}
          </span>
          {pagination.next_page ? (
            <Link to={pageLink(pagination.next_page)} className={pill}>
              {t(`${K}.results.next`)}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </AdminGate>
  );
}
