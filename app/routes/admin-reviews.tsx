import { Form, Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { parsePage } from '../../domain/catalog/pagination';
import {
  MAX_REVIEW_SEARCH_LENGTH,
  REVIEW_VISIBILITIES,
  REVIEW_VIEWS,
  reviewsQuery,
} from '../../domain/reviews/moderation-query';
import { ADMIN_REVIEWS_PAGE, moderationReviews } from '../../domain/reviews/moderation-reads.server';
import { AdminGate } from '../components/admin/admin-gate';
import { ReviewModerationCard } from '../components/admin/review-moderation-card';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-reviews';

/** The page's query as the API reads it; anything it refuses is the default view. */
function pageQuery(url: URL) {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = reviewsQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : reviewsQuery.parse({});
  let page = { page: 1, limit: ADMIN_REVIEWS_PAGE };
  try {
    page = parsePage(
      { page: query.page },
      { defaultLimit: ADMIN_REVIEWS_PAGE, maxLimit: ADMIN_REVIEWS_PAGE },
    );
  } catch {
    // A page number the API would refuse: the first page.
  }
  return { ...query, page };
}

/**
 * /admin/reviews (docs/decisions/0076-moderation): the reviews travellers reported, most reported first, and
 * a search of every review; each hidden, restored or cleared of its reports with a reason. Behind AdminGate.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.reviews.title');
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, query: null, result: null };
  const { db } = context.get(servicesContext);
  const query = pageQuery(new URL(request.url));
  const result = await moderationReviews(db, {
    view: query.view,
    q: query.q || undefined,
    visibility: query.visibility,
    experienceId: query.experience_id,
    page: query.page,
    lang,
  });
  return {
    title,
    visit,
    query: { view: query.view, q: query.q ?? '', visibility: query.visibility },
    result,
  };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

const K = 'admin.reviews';

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, query, result } = loaderData;
  const link = (changes: Record<string, string | number>) => {
    const params = new URLSearchParams({ view: query?.view ?? 'reported' });
    if (query?.view === 'all') {
      if (query.q) params.set('q', query.q);
      params.set('visibility', query.visibility);
    }
    for (const [key, value] of Object.entries(changes)) params.set(key, String(value));
    return `/admin/reviews?${params}`;
  };
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t(`${K}.intro`)}</p>
      {query && result && (
        <>
          <nav aria-label={t(`${K}.tabs.label`)} className="mt-6 flex flex-wrap gap-2">
            {REVIEW_VIEWS.map((view) => (
              <Link
                key={view}
                to={`/admin/reviews?view=${view}`}
                aria-current={query.view === view ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-pill border border-line px-4 font-semibold aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
              >
                {t(`${K}.tabs.${view}`)}
              </Link>
            ))}
          </nav>
          {query.view === 'all' && (
            <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
              <input type="hidden" name="view" value="all" />
              <div className="min-w-0 flex-1 basis-64">
                <label htmlFor="review-search" className="block text-sm font-semibold">
                  {t(`${K}.searchLabel`)}
                </label>
                <input
                  id="review-search"
                  name="q"
                  type="search"
                  defaultValue={query.q}
                  maxLength={MAX_REVIEW_SEARCH_LENGTH}
                  aria-describedby="review-search-hint"
                  className="mt-1 block min-h-11 w-full rounded-card border border-line bg-surface px-3"
                />
              </div>
              <div>
                <label htmlFor="review-visibility" className="block text-sm font-semibold">
                  {t(`${K}.visibility.label`)}
                </label>
                <select
                  id="review-visibility"
                  name="visibility"
                  defaultValue={query.visibility}
                  className="mt-1 block min-h-11 rounded-card border border-line bg-surface px-3"
                >
                  {REVIEW_VISIBILITIES.map((value) => (
                    <option key={value} value={value}>
                      {t(`${K}.visibility.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
              >
                {t(`${K}.search`)}
              </button>
            </Form>
          )}
          {query.view === 'all' && (
            <p id="review-search-hint" className="mt-1 text-sm text-muted">
              {t(`${K}.searchHint`)}
            </p>
          )}
          {result.data.length > 0 ? (
            <ul className="mt-6 grid gap-6" data-testid="moderation-list">
              {result.data.map((review) => (
                <ReviewModerationCard key={review.id} review={review} />
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-muted">{t(`${K}.empty.${query.view}`)}</p>
          )}
          {result.pagination.total_pages > 1 && (
            <nav
              aria-label={t(`${K}.pageOf`, {
                page: result.pagination.current_page,
                total: result.pagination.total_pages,
              })}
              className="mt-6 flex items-center gap-4"
            >
              {result.pagination.prev_page && (
                <Link
                  to={link({ page: result.pagination.prev_page })}
                  className="font-semibold text-accent-strong underline"
                >
                  {t(`${K}.previous`)}
                </Link>
              )}
              <span className="text-muted">
                {t(`${K}.pageOf`, {
                  page: result.pagination.current_page,
                  total: result.pagination.total_pages,
                })}
              </span>
              {result.pagination.next_page && (
                <Link
                  to={link({ page: result.pagination.next_page })}
                  className="font-semibold text-accent-strong underline"
                >
                  {t(`${K}.next`)}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </AdminGate>
  );
}
