import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import type { ExperienceFilters } from '../../../domain/catalog/filter-values';
import { activeFilterCount } from '../../../domain/catalog/active-filter-count';
import type { ListingKind } from '../../routes/listing.server';
import { Icon } from '../icon';

/**
 * The dialog, its sliders and its draft rules load when the traveller reaches for the button (pointer,
 * focus) or presses it: no page's first paint shows it (decision 0027, the first scripts' budget).
 */
const loadFilterDialog = () => import('./filter-dialog');
const FilterDialog = lazy(() => loadFilterDialog().then((module) => ({ default: module.FilterDialog })));

/**
 * The Filters button with its badge (docs/product.md § Filter dialog: the number of active filters), and a
 * way back to the unfiltered page when some are on. The search text is kept: it is the search, not a filter.
 */
export function FilterBar({
  kind,
  chosen,
  scope,
}: {
  kind: ListingKind;
  chosen: ExperienceFilters;
  scope: Partial<ExperienceFilters>;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it plays as before and keeps nothing stale.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const count = activeFilterCount(chosen);
  const kept = new URLSearchParams({
    ...(chosen.searchText && { searchText: chosen.searchText }),
    ...(chosen.sort && { sort: chosen.sort }),
  }).toString();
  const keepSearch = kept ? `?${kept}` : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadFilterDialog()}
        onFocus={() => void loadFilterDialog()}
        aria-haspopup="dialog"
        className="flex min-h-11 items-center gap-2 rounded-pill border border-line bg-surface px-4 font-semibold hover:border-accent"
      >
        <Icon name="sliders-horizontal" className="size-5" />
        {t('filters.button')}
        {count > 0 && (
          <span className="tabular grid min-w-6 place-items-center rounded-pill bg-coral-dark px-1.5 text-sm text-white">
            <span aria-hidden>{count}</span>
            <span className="sr-only">{t('filters.active', { count })}</span>
          </span>
        )}
      </button>
      {count > 0 && (
        <Link
          to={`${pathname}${keepSearch}`}
          className="rounded-pill px-2 py-2 font-semibold underline underline-offset-4 hover:text-accent-strong"
        >
          {t('filters.clearAll')}
        </Link>
      )}
      {used && (
        <Suspense fallback={null}>
          <FilterDialog
            open={open}
            onClose={() => setOpen(false)}
            kind={kind}
            chosen={chosen}
            scope={scope}
          />
        </Suspense>
      )}
    </div>
  );
}
