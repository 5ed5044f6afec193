import { useState } from 'react';
import type { Lang } from '../../../common/i18n/languages';
import type { PaginationMeta } from '../../../domain/catalog/pagination';
import { experienceReviewsEndpoint } from '../../../domain/reviews/list-contract';
import type { ReviewListFilters } from '../../../domain/reviews/review-list-params';
import { useApi } from '../../lib/api-client';
import { useAnswer } from '../../lib/use-answer';
import type { ShownReview } from './review-item';

export interface ReviewsPage {
  data: ShownReview[];
  pagination: PaginationMeta;
}

export interface ReviewPages {
  /** The reviews of the loaded pages, in order. */
  items: ShownReview[];
  /** How many reviews the order and filters have. */
  total: number;
  /** The first page is still to come. */
  pending: boolean;
  /** A page is being asked. */
  fetching: boolean;
  /** The last page asked failed (after its retries). */
  failed: boolean;
  hasNextPage: boolean;
}

/**
 * The experience page's reviews for one order and filters, a page at a time from
 * `GET /api/v1/experience/{id}/reviews` (docs/decisions/0085-reviews.md). The first page of the default
 * order comes with the page (`firstPage`); the next page is asked when the list is to show more reviews than
 * it has (`shown`). Each order's pages are kept while the page is open, so going back to
 * one shows it at once. Outside TanStack Query, so that the experience page's first scripts stay without it
 * (docs/decisions/0050-server-state); late answers and retries as there (use-answer.ts).
 */
export function useReviewPages({
  experienceId,
  filters,
  lang,
  firstPage,
  shown,
}: {
  experienceId: number;
  filters: ReviewListFilters;
  lang: Lang;
  /** The page's own first page, for the default order and no filter; null for any other. */
  firstPage: ReviewsPage | null;
  /** How many reviews the list shows: more than it has asks for the next page. */
  shown: number;
}): ReviewPages {
  const api = useApi();
  const key = `${experienceId}/${filters.sort}/${filters.stars ?? ''}/${filters.lang ?? ''}/${lang}`;
  const [lists, setLists] = useState<Record<string, ReviewsPage[]>>({});
  const pages = lists[key] ?? (firstPage ? [firstPage] : []);
  const items = pages.flatMap((each) => each.data);
  const last = pages.at(-1);
  const hasNextPage = last?.pagination.next_page != null;
  /** The page to ask now: the first one, or the next when more are wanted. */
  const page = !last ? 1 : shown > items.length && hasNextPage ? pages.length + 1 : null;
  const answer = useAnswer(page === null ? null : `${key}#${page}`, (signal) =>
    api(experienceReviewsEndpoint, {
      params: { id: experienceId },
      query: {
        sort: filters.sort,
        stars: filters.stars,
        lang: filters.lang,
        page: page !== null && page > 1 ? page : undefined,
      },
      signal,
    }),
  );
  // Adjusted while rendering: the asked page joins the list (the key names its number, so once).
  const arrived = answer.data as ReviewsPage | undefined;
  if (page !== null && arrived) setLists({ ...lists, [key]: [...pages, arrived] });
  return {
    items,
    total: pages[0]?.pagination.total_records ?? 0,
    pending: pages.length === 0 && answer.error === undefined,
    fetching: answer.loading,
    failed: answer.error !== undefined,
    hasNextPage,
  };
}
