import { useState } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { SEARCH_TEXT_MAX_DESKTOP, SEARCH_TEXT_MAX_MOBILE } from '../../domain/catalog/search-text';
import {
  type DateGroup,
  dateGroupFromSearchParams,
  keptSearchParams,
} from '../../domain/catalog/search-bar-params';
import { DateGroupFields } from './date-group-fields';
import { Icon } from './icon';
import { SearchCombobox } from './search-combobox';

const VARIANTS = {
  hero: {
    // Phones: the text on a row of its own, then the day and the group, then the button.
    form: 'mt-8 flex w-full max-w-3xl flex-wrap gap-2 md:flex-nowrap',
    field: 'relative basis-full md:basis-auto md:flex-1',
    icon: 'left-4',
    input: 'h-12 bg-surface pl-12 shadow-soft',
  },
  header: {
    form: 'hidden min-w-0 flex-1 items-center gap-2 md:flex',
    field: 'relative min-w-0 max-w-md flex-1',
    icon: 'left-3',
    input: 'h-10 bg-surface-warm pl-10',
  },
  // The phone header's bar (header-search.tsx), in the popover it opens over the header's row.
  // Two rows: the text, then the day and the group.
  mobile: {
    form: 'flex min-w-0 flex-1 flex-col gap-2',
    field: 'relative min-w-0 flex-1',
    icon: 'left-3',
    input: 'h-11 bg-surface-warm pl-10',
  },
} as const;

/**
 * The bar's day and group: those of the page's address (a results page shows what it was searched with),
 * following the address when it changes (adjusted while rendering, as React recommends), else as typed.
 */
function useAddressDateGroup(params: URLSearchParams) {
  const fromUrl = dateGroupFromSearchParams(params);
  const key = `${fromUrl.date}/${fromUrl.to}/${fromUrl.travellers}`;
  const [value, setValue] = useState(fromUrl);
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    setValue(fromUrl);
  }
  const change = (next: Partial<DateGroup>) => setValue((current) => ({ ...current, ...next }));
  return [value, change] as const;
}

/**
 * The text search that leads to /search (docs/product.md § Search and filter input: at most 35 characters in
 * the hero and desktop header bars, 40 in the phone's). The phone's field takes focus when its popover opens
 * (`autoFocus`: the browser's popover focusing steps, no script). The field suggests destinations, categories
 * and experiences while typing (search-combobox.tsx). Beside it, the day and the group (date-group-fields.tsx;
 * docs/product.md § Search by date and group), and, hidden, what the search keeps of the address
 * (keptSearchParams: the results page's filters and order, or the header's country elsewhere).
 */
export function SearchForm({
  id,
  variant,
  beside,
}: {
  id: string;
  variant: keyof typeof VARIANTS;
  /** The phone's bar: what sits beside the text on its first row (its Cancel button). */
  beside?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const style = VARIANTS[variant];
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [dateGroup, changeDateGroup] = useAddressDateGroup(params);
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
      <div className={variant === 'mobile' ? 'flex items-center gap-2' : 'contents'}>
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
        {beside}
      </div>
      {variant === 'mobile' ? (
        <div className="flex gap-2">
          <DateGroupFields value={dateGroup} onChange={changeDateGroup} layout="mobile" named />
        </div>
      ) : (
        <DateGroupFields value={dateGroup} onChange={changeDateGroup} layout={variant} named />
      )}
      {keptSearchParams(pathname, params).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {/* The bars take one day; a range the address already holds stays while its first day does. */}
      {dateGroup.date !== '' && dateGroup.to !== '' && <input type="hidden" name="to" value={dateGroup.to} />}
      {variant === 'hero' && (
        <button
          type="submit"
          className="h-12 basis-full rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover md:basis-auto"
        >
          {t('home.searchButton')}
        </button>
      )}
    </Form>
  );
}
