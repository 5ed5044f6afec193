import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Link, useSearchParams } from 'react-router';
import { wallClockIn } from '../../../common/time/zoned-time';
import { operatorBookingsEndpoint } from '../../../domain/operator-bookings/contract';
import { PURCHASE_STATUSES } from '../../../domain/purchases/purchase-lifecycle';
import { BookingList } from '../../components/operator-bookings/booking-list';
import { servicesContext } from '../../context.server';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi } from '../../lib/api-client';
import { privateHeaders, privateStepMeta, stepTitle } from '../../lib/private-step-route';
import type { Route } from './+types/bookings';

/** The marketplace's clock for "today" when the address names no first day (its countries span UTC-6..-4). */
const HOME_ZONE = 'America/Panama';

/**
 * /operator/bookings (docs/product.md § Bookings and manifests), a section of the operators' workspace (its
 * layout admits operators only): the company's bookings from today on by default, filtered by dates,
 * experience, status and a search, a page at a time. Its data comes from the operator API in the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { clock } = context.get(servicesContext);
  return {
    ...(await stepTitle(request, 'operator.bookings.list.title')),
    today: wallClockIn(HOME_ZONE, clock()).date,
  };
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

const field = 'mt-1 h-12 w-full rounded-card border border-line bg-surface px-3 font-normal';
const labelClass = 'flex min-w-0 flex-col text-sm font-semibold';

export default function OperatorBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const from = params.has('from') ? params.get('from') || undefined : loaderData.today;
  const filters = {
    from,
    to: params.get('to') || undefined,
    experience_id: Number(params.get('experience')) || undefined,
    status: (PURCHASE_STATUSES as readonly string[]).includes(params.get('status') ?? '')
      ? (params.get('status') as (typeof PURCHASE_STATUSES)[number])
      : undefined,
    q: params.get('q')?.trim() || undefined,
    page: String(Math.max(1, Number(params.get('page')) || 1)),
  };
  const query = useQuery({
    queryKey: ['operator-bookings', filters],
    queryFn: ({ signal }) => api(operatorBookingsEndpoint, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
  const pageLink = (page: number) => {
    const search = new URLSearchParams(params);
    if (!search.has('from')) search.set('from', loaderData.today);
    search.set('page', String(page));
    return `?${search}`;
  };
  const pagination = query.data?.pagination;

  return (
    <section aria-labelledby="operator-bookings">
      <h1 id="operator-bookings" className="text-h2 font-bold">
        {loaderData.title}
      </h1>
      <p className="mt-3 max-w-2xl text-muted">{t('operator.bookings.list.intro')}</p>
      <Form
        method="get"
        className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-6 lg:items-end"
        aria-label={t('operator.bookings.list.search')}
      >
        <label className={labelClass}>
          {t('operator.bookings.list.from')}
          <input type="date" name="from" defaultValue={from ?? ''} className={field} />
        </label>
        <label className={labelClass}>
          {t('operator.bookings.list.to')}
          <input type="date" name="to" defaultValue={filters.to ?? ''} className={field} />
        </label>
        <label className={`${labelClass} col-span-2 lg:col-span-1`}>
          {t('operator.bookings.list.experience')}
          <select name="experience" defaultValue={filters.experience_id ?? ''} className={field}>
            <option value="">{t('operator.bookings.list.allExperiences')}</option>
            {(query.data?.experiences ?? []).map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={`${labelClass} col-span-2 lg:col-span-1`}>
          {t('operator.bookings.list.status')}
          <select name="status" defaultValue={filters.status ?? ''} className={field}>
            <option value="">{t('operator.bookings.list.allStatuses')}</option>
            {PURCHASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`operator.bookings.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={`${labelClass} col-span-2 lg:col-span-1`}>
          {t('operator.bookings.list.search')}
          <input
            type="search"
            name="q"
            maxLength={100}
            defaultValue={filters.q ?? ''}
            placeholder={t('operator.bookings.list.searchPlaceholder')}
            className={field}
          />
        </label>
        <div className="col-span-2 flex gap-2 lg:col-span-1">
          <button
            type="submit"
            className="h-12 flex-1 rounded-pill bg-ink px-4 font-semibold text-white hover:bg-accent-strong"
          >
            {t('operator.bookings.list.apply')}
          </button>
          <Link
            to="?"
            className="inline-flex h-12 items-center rounded-pill border border-line px-4 font-semibold hover:border-accent"
          >
            {t('operator.bookings.list.clear')}
          </Link>
        </div>
      </Form>
      {query.isPending ? (
        <p className="mt-6 text-muted" role="status">
          {t('operator.bookings.list.loading')}
        </p>
      ) : query.isError ? (
        <div className="mt-6" role="alert">
          <p>{query.error.message || t('operator.bookings.list.loadError')}</p>
          {(query.error as ApiError).issues.map((issue) => (
            <p key={issue.field} className="text-sm text-danger">
              {issue.message}
            </p>
          ))}
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 min-h-12 font-semibold text-accent-strong underline"
          >
            {t('operator.bookings.list.retry')}
          </button>
        </div>
      ) : query.data.data.length === 0 ? (
        <p className="mt-6 text-muted">{t('operator.bookings.list.empty')}</p>
      ) : (
        <div className="mt-6">
          <p className="mb-3 text-sm text-muted" role="status" data-testid="bookings-count">
            {t('operator.bookings.list.count', { count: query.data.pagination.total_records })}
          </p>
          <BookingList bookings={query.data.data} />
        </div>
      )}
      {pagination && pagination.total_pages > 1 ? (
        <nav
          className="mt-6 flex items-center justify-between gap-3"
          aria-label={t('operator.bookings.list.title')}
        >
          {pagination.prev_page ? (
            <Link
              to={pageLink(pagination.prev_page)}
              className="inline-flex h-12 items-center rounded-pill border border-line px-5 font-semibold hover:border-accent"
            >
              {t('operator.bookings.list.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">
            {t('operator.bookings.list.page', {
              page: pagination.current_page,
              pages: pagination.total_pages,
            })}
          </span>
          {pagination.next_page ? (
            <Link
              to={pageLink(pagination.next_page)}
              className="inline-flex h-12 items-center rounded-pill border border-line px-5 font-semibold hover:border-accent"
            >
              {t('operator.bookings.list.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
