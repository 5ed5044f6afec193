import { useTranslation } from '../i18n/translation-context';
import { Form } from 'react-router';
import { SEARCH_TEXT_MAX_DESKTOP, SEARCH_TEXT_MAX_MOBILE } from '../../domain/catalog/search-text';
import { Icon } from './icon';
import { SearchCombobox } from './search-combobox';

const VARIANTS = {
  hero: {
    form: 'mt-8 flex w-full max-w-xl gap-2',
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
 * The text search that leads to /search (docs/product.md § Search and filter input: at most 35 characters in
 * the hero and desktop header bars, 40 in the phone's). The phone's field takes focus when its popover opens
 * (`autoFocus`: the browser's popover focusing steps, no script). The field suggests destinations, categories
 * and experiences while typing (search-combobox.tsx).
 */
export function SearchForm({ id, variant }: { id: string; variant: keyof typeof VARIANTS }) {
  const { t } = useTranslation();
  const style = VARIANTS[variant];
  return (
    <Form method="get" action="/search" role="search" className={style.form}>
      <label htmlFor={id} className="sr-only">
        {t('nav.search')}
      </label>
      <div className={style.field}>
        <Icon
          name="search"
          className={`pointer-events-none absolute top-1/2 size-5 -translate-y-1/2 text-muted ${style.icon}`}
        />
        <SearchCombobox
          id={id}
          maxLength={variant === 'mobile' ? SEARCH_TEXT_MAX_MOBILE : SEARCH_TEXT_MAX_DESKTOP}
          focusOnOpen={variant === 'mobile'}
          className={`w-full rounded-pill border border-line pr-4 text-base ${style.input}`}
        />
      </div>
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
