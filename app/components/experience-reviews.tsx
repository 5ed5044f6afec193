import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { type Lang, intlLocale } from '../../common/i18n/languages';
import type { ReviewSummary } from '../../domain/reviews/review-list';
import { ReviewItem, type ShownReview } from './review/review-item';
import { ReviewListControls } from './review/review-list-controls';
import {
  type ReviewListFilters,
  reviewFiltersFromSearchParams,
  withReviewFilters,
} from '../../domain/reviews/review-list-params';
import { ReviewSummaryBars } from './review/review-summary';
import { type ReviewsPage, useReviewPages } from './review/use-review-pages';

const STEP = 3;

/**
 * Customer reviews (docs/product.md § Experience page; docs/decisions/0085-reviews.md): the average with a
 * bar per star, sort and filters, then the reviews three at a time with show more / show less. The first
 * page (newest, unfiltered) comes with the page; other orders, filters and later pages from
 * `GET /api/v1/experience/{id}/reviews`, a page at a time. The order and filters live in the address
 * (`reviewSort`, `reviewStars`, `reviewLang`: review-list-params.ts), so a shared link or the back button
 * shows the same list; changing them adds a history entry without reloading the page's data or scrolling.
 */
export function ExperienceReviews({
  experienceId,
  reviews,
  summary,
  lang,
}: {
  experienceId: number;
  reviews: ShownReview[];
  summary: ReviewSummary;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = reviewFiltersFromSearchParams(searchParams);
  const [shown, setShown] = useState(STEP);
  // Other filters (chosen here, or restored by the back button) start again at three reviews.
  const filtersKey = `${filters.sort}/${filters.stars}/${filters.lang}`;
  const [shownFor, setShownFor] = useState(filtersKey);
  if (shownFor !== filtersKey) {
    setShownFor(filtersKey);
    setShown(STEP);
  }
  const isDefault = filters.sort === 'newest' && filters.stars === undefined && filters.lang === undefined;
  const firstPage: ReviewsPage = useMemo(() => {
    const pages = Math.ceil(summary.count / Math.max(reviews.length, 1));
    return {
      data: reviews,
      pagination: {
        total_pages: pages,
        current_page: 1,
        total_records: summary.count,
        next_page: reviews.length < summary.count ? 2 : null,
        prev_page: null,
      },
    };
  }, [reviews, summary.count]);
  const list = useReviewPages({
    experienceId,
    filters,
    lang,
    firstPage: isDefault ? firstPage : null,
    shown,
  });
  const { items, total } = list;

  if (summary.count === 0) return <p className="mt-3 text-muted">{t('experience.noReviews')}</p>;
  // "17 oct 2026" / "Oct 17, 2026" (docs/design.md § Voice); UTC so server and browser print the same day.
  const dateFormat = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const change = (next: ReviewListFilters) =>
    setSearchParams((params) => withReviewFilters(params, next), { preventScrollReset: true });
  const more = () => setShown(shown + STEP);
  const visible = items.slice(0, shown);
  return (
    <>
      <ReviewSummaryBars
        summary={summary}
        selected={filters.stars}
        onStars={(stars) => change({ ...filters, stars })}
      />
      <p className="mt-2 text-sm text-muted">{t('reviews.list.verifiedHint')}</p>
      <ReviewListControls value={filters} onChange={change} />
      <p className="sr-only" role="status">
        {list.pending ? t('reviews.list.loading') : t('reviews.list.shown', { shown: visible.length, total })}
      </p>
      {list.failed ? (
        <p className="mt-3 text-danger" role="alert">
          {t('reviews.list.loadError')}
        </p>
      ) : list.pending ? (
        <p className="mt-3 text-muted">{t('reviews.list.loading')}</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-muted">{t('reviews.list.noMatch')}</p>
      ) : (
        <ul id="review-list" className="mt-4 space-y-4" aria-busy={list.fetching}>
          {visible.map((review) => (
            <ReviewItem key={review.id} review={review} dateFormat={dateFormat} />
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-4">
        {(shown < items.length || (list.hasNextPage && !list.failed)) && (
          <button
            type="button"
            aria-controls="review-list"
            onClick={more}
            className="min-h-11 text-sm font-semibold text-accent hover:underline"
          >
            {t('experience.showMore')}
          </button>
        )}
        {shown > STEP && items.length > STEP && (
          <button
            type="button"
            aria-controls="review-list"
            onClick={() => setShown(STEP)}
            className="min-h-11 text-sm font-semibold text-accent hover:underline"
          >
            {t('experience.showLess')}
          </button>
        )}
      </div>
    </>
  );
}
