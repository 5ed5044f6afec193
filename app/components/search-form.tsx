import { useTranslation } from '../i18n/translation-context';
import { Form } from 'react-router';
import { SEARCH_TEXT_MAX_DESKTOP, SEARCH_TEXT_MAX_MOBILE } from '../../domain/catalog/search-text';
import { Icon } from './icon';
import { TRAVELLERS_RANGE } from '../../domain/catalog/filter-values';
import { SearchCombobox } from './search-combobox';

const VARIANTS = {
  hero: {
    form: 'mt-8 flex w-full max-w-3xl flex-wrap gap-2 md:flex-nowrap',
    field: 'relative flex-1',
    icon: 'left-4',
    input: 'h-12 bg-surface pl-12 shadow-soft',
  },
  header: {
    form: 'hidden flex-1 md:flex',
    field: 'relative w-full max-w-md',
    icon: 'left-3',
    input: 'h-10 bg-surface-warm pl-10',
  },
  // The phone header's bar (header-search.tsx), in the popover it opens over the header's row.
  mobile: {
    form: 'flex min-w-0 flex-1',
    field: 'relative w-full',
    icon: 'left-3',
    input: 'h-11 bg-surface-warm pl-10',
  },
} as const;

/**
 * The hero's day and group (docs/product.md § Search by date and group): sent as `date` and `travellers`
 * with the text; left empty, they are not sent at all.
 */
function DateAndGroupFields() {
  const { t } = useTranslation();
  const empty = (event: React.FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // A blank field is no filter: keep it out of the URL.
    input.name = input.value === '' ? '' : input.dataset.name!;
  };
  return (
    <>
      <label className="flex h-12 items-center gap-2 rounded-pill border border-line bg-surface px-4 text-sm shadow-soft">
        <span className="font-medium">{t('filters.dateFrom')}</span>
        <input type="date" data-name="date" onInput={empty} className="bg-transparent" />
      </label>
      <label className="flex h-12 items-center gap-2 rounded-pill border border-line bg-surface px-4 text-sm shadow-soft">
        <span className="font-medium">{t('filters.travellers')}</span>
        <input
          type="number"
          data-name="travellers"
          onInput={empty}
          min={TRAVELLERS_RANGE.min}
          max={TRAVELLERS_RANGE.max}
          inputMode="numeric"
          className="w-12 bg-transparent"
        />
      </label>
    </>
  );
}

/**
 * The text search that leads to /search (docs/product.md § Search and filter input: at most 35 characters in
 * the hero and desktop header bars, 40 in the phone's). The phone's field takes focus when its popover opens
 * (`autoFocus`: the browser's popover focusing steps, no script). The field suggests destinations, categories
 * and experiences while typing (search-combobox.tsx).
 */
export function SearchForm({ id, variant }: { id: string; variant: keyof typeof VARIANTS }) {
  const { t } = useTranslation();
  const style = VARIANTS[variant];
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      // Landmarks are told apart by name (the hero's and the header's are both on home once scrolled).
      aria-label={variant === 'hero' ? t('home.searchLandmark') : t('nav.search')}
      className={style.form}
    >
      <label htmlFor={id} className="sr-only">
        {t('nav.search')}
      </label>
      <div className={style.field}>
        <SearchCombobox
          id={id}
          maxLength={variant === 'mobile' ? SEARCH_TEXT_MAX_MOBILE : SEARCH_TEXT_MAX_DESKTOP}
          focusOnOpen={variant === 'mobile'}
          className={`w-full rounded-pill border border-line pr-4 text-base ${style.input}`}
        />
        {variant === 'hero' ? (
          <Icon
            name="search"
            className={`pointer-events-none absolute top-1/2 size-5 -translate-y-1/2 text-muted ${style.icon}`}
          />
        ) : (
          // The header bars' submit control: the magnifier itself, named for assistive technology, after
          // the field in the tab order.
          <button
            type="submit"
            aria-label={t('home.searchButton')}
            className="absolute left-1 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-pill text-muted hover:text-ink"
          >
            <Icon name="search" className="size-5" />
          </button>
        )}
      </div>
      {variant === 'hero' && <DateAndGroupFields />}
      {variant === 'hero' && (
        <button
          type="submit"
          className="h-12 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          {t('home.searchButton')}
        </button>
      )}
    </Form>
  );
}
