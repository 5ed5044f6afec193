import { useTranslation } from '../i18n/translation-context';
import { Form } from 'react-router';
import { SEARCH_TEXT_MAX_DESKTOP, SEARCH_TEXT_MAX_MOBILE } from '../../domain/catalog/search-text';
import { Icon } from './icon';

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
 * (`autoFocus`: the browser's popover focusing steps, no script).
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
        <input
          id={id}
          name="searchText"
          type="search"
          maxLength={variant === 'mobile' ? SEARCH_TEXT_MAX_MOBILE : SEARCH_TEXT_MAX_DESKTOP}
          enterKeyHint="search"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the phone's bar is a popover its button just opened
          autoFocus={variant === 'mobile'}
          placeholder={t('home.searchPlaceholder')}
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
