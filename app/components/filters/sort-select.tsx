import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { SORTS, type Sort } from '../../../domain/catalog/filter-values';

/**
 * The order of a listing's results (docs/product.md § Search by date and group), kept in the URL
 * (`sort=price_asc`) like the filters; choosing one starts again from the first page.
 */
export function SortSelect({ value }: { value: Sort }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="results-sort" className="text-sm font-medium">
        {t('listing.sortLabel')}
      </label>
      <select
        id="results-sort"
        value={value}
        onChange={(event) => {
          const params = new URLSearchParams(search);
          params.delete('page');
          if (event.target.value === 'recommended') params.delete('sort');
          else params.set('sort', event.target.value);
          const query = params.toString();
          void navigate(query ? `${pathname}?${query}` : pathname);
        }}
        className="h-11 rounded-pill border border-line bg-surface px-3 text-sm"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
