import type { DataStrategyResult, MiddlewareFunction } from 'react-router';

/** Marks the "View more" requests of experience lists; the loaders ignore unknown query parameters. */
export const VIEW_MORE_PARAM = 'viewMore';

/** What a failed "View more" request answers in place of the next page. */
export interface ViewMoreFailure {
  viewMoreFailed: true;
}

export const isViewMoreFailure = (data: unknown): data is ViewMoreFailure =>
  typeof data === 'object' && data !== null && 'viewMoreFailed' in data;

/**
 * React Router hands a failed fetcher load (offline, timeout, server error) to the nearest error boundary,
 * which replaces the whole page: a visitor deep in a list would lose it for a button that merely failed to
 * add more. For requests marked with VIEW_MORE_PARAM this client middleware (root.tsx) turns the failure
 * into data, so the list stays and tells the visitor with a toast. Every other request keeps the normal
 * error handling. A fresh object each time, so a second failure in a row is noticed too.
 */
export const keepPageWhenViewMoreFails: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const results = await next();
  if (!new URL(request.url).searchParams.has(VIEW_MORE_PARAM)) return;
  return Object.fromEntries(
    Object.entries(results).map(([routeId, result]) => [
      routeId,
      result.type === 'error'
        ? { type: 'data', result: { viewMoreFailed: true } satisfies ViewMoreFailure }
        : result,
    ]),
  );
};
