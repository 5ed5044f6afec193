import { useEffect, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import type { CardPage } from '../lib/card-data';
import { isViewMoreFailure, VIEW_MORE_PARAM, type ViewMoreFailure } from '../lib/view-more-failure';
import { ExperienceCard } from './experience-card';
import { useToast } from './toasts';

/**
 * A grid of experiences with View more: the next page is fetched from the same route's loader and appended,
 * until the last page (docs/product.md § View more). Without JavaScript the button is a plain link to the
 * next page.
 */
export function ExperienceResults({
  initial,
  showCount = false,
  leadsPage = false,
  toolbar,
}: {
  initial: CardPage;
  showCount?: boolean;
  /**
   * The results are the page's first content (a search, a listing without a banner): the first card's
   * photo is then the largest paint on a phone and loads first (decision 0032).
   */
  leadsPage?: boolean;
  /** Shown beside the count (the listing's order). */
  toolbar?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<{ experiences: CardPage } | ViewMoreFailure>();
  const toast = useToast();
  const [items, setItems] = useState(initial.data);
  const [pagination, setPagination] = useState(initial.pagination);

  // A new first page (another search, a revalidation) replaces the list; a fetched next page extends it.
  // Both adjust the state while rendering, as React recommends for state that follows a prop, instead of
  // an effect that would paint the stale list first.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setItems(initial.data);
    setPagination(initial.pagination);
  }
  const [seenAnswer, setSeenAnswer] = useState(fetcher.data);
  if (fetcher.data !== seenAnswer) {
    setSeenAnswer(fetcher.data);
    const next = isViewMoreFailure(fetcher.data) ? undefined : fetcher.data?.experiences;
    if (next) {
      setItems((current) => [
        ...current,
        ...next.data.filter((item) => !current.some((c) => c.id === item.id)),
      ]);
      setPagination(next.pagination);
    }
  }

  useEffect(() => {
    if (isViewMoreFailure(fetcher.data)) toast({ kind: 'error', message: t('toast.viewMoreFailed') });
    // Only a new answer runs this: a language switch (a new `t`) must not repeat the toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const nextParams = new URLSearchParams(location.search);
  if (pagination.next_page !== null) nextParams.set('page', String(pagination.next_page));

  return (
    <>
      {showCount && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted" role="status">
            {t('listing.results', { count: pagination.total_records })}
          </p>
          {toolbar}
        </div>
      )}
      {items.length === 0 ? (
        <div className="mt-8 rounded-card bg-surface-warm p-6">
          <h2 className="text-h4 font-bold">{t('listing.noResultsTitle')}</h2>
          <ul className="mt-2 list-disc pl-5 text-muted">
            <li>{t('listing.tipSpelling')}</li>
            <li>{t('listing.tipGeneral')}</li>
            <li>{t('listing.tipFilters')}</li>
          </ul>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 xs:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {items.map((experience, index) => (
            <li key={experience.id} className="flex">
              <ExperienceCard experience={experience} eager={index < 2} priority={leadsPage && index === 0} />
            </li>
          ))}
        </ul>
      )}
      {pagination.next_page !== null && (
        <div className="mt-8 flex justify-center">
          <a
            href={`${location.pathname}?${nextParams}`}
            onClick={(event) => {
              event.preventDefault();
              const params = new URLSearchParams(nextParams);
              params.set(VIEW_MORE_PARAM, '1');
              if (location.pathname === '/') params.set('index', '');
              fetcher.load(`${location.pathname}?${params}`);
            }}
            aria-disabled={fetcher.state !== 'idle'}
            className="rounded-pill border border-accent px-6 py-3 font-semibold text-accent hover:bg-accent-soft aria-disabled:opacity-60"
          >
            {fetcher.state !== 'idle' ? t('home.loading') : t('home.viewMore')}
          </a>
        </div>
      )}
    </>
  );
}
