import { useId } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { useServerRendered } from '../browser/use-server-rendered';
import { TRAVELLERS_RANGE } from '../../domain/catalog/filter-values';
import type { DateGroup } from '../../domain/catalog/search-bar-params';
import { Icon } from './icon';

/**
 * Where the fields sit: the home hero (pills with their words), the desktop header and the phone's bar
 * (compact pills: the browser's date field with its calendar button, a people icon with the group's word as
 * the placeholder; the words for assistive technology in the labels), the filter dialog (a grid, words
 * above the fields, with the end of a range).
 */
export type DateGroupLayout = 'hero' | 'header' | 'mobile' | 'dialog';

/** The ring of the focused field goes round its whole pill (the field itself has none). */
const RING =
  'focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent';

const PILL = {
  hero: 'flex h-12 items-center gap-2 rounded-pill border border-line bg-surface px-4 text-sm shadow-soft',
  header:
    'flex h-10 shrink-0 items-center gap-1.5 rounded-pill border border-line bg-surface-warm px-3 text-sm',
  mobile:
    'flex h-11 min-w-0 items-center gap-1.5 rounded-pill border border-line bg-surface-warm px-3 text-sm',
} as const;

const DIALOG_LABEL = 'flex flex-col gap-1 text-sm font-medium';
const DIALOG_INPUT = 'h-12 rounded-card border border-line bg-surface px-3 disabled:opacity-60';

/**
 * The day (or range) and group of every search (docs/product.md § Search by date and group): one component
 * for the search bars and the filter dialog. Controlled: `value` holds what the fields show ('' is "any").
 * In a search bar's form (`named`), once the page's script runs a field carries its name only while it
 * holds something, so an empty field never puts an empty filter in the address. Before that (no
 * JavaScript, or not loaded yet) every field carries its name, as the server rendered it, so the browser's
 * own GET sends the day and group typed; the search reads a blank one as not chosen. The filter dialog
 * builds its address itself. `range` adds the end of a range (the filter dialog's "until").
 */
export function DateGroupFields({
  value,
  onChange,
  layout,
  range = false,
  named = false,
}: {
  value: DateGroup;
  onChange: (change: Partial<DateGroup>) => void;
  layout: DateGroupLayout;
  range?: boolean;
  named?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pill = (bar: Exclude<DateGroupLayout, 'dialog'>) => `${PILL[bar]} ${RING}`;
  const hydrated = !useServerRendered();
  const name = (field: keyof DateGroup) => (named && (!hydrated || value[field] !== '') ? field : undefined);
  const dateInput = (className: string) => (
    <input
      id={`${id}-date`}
      type="date"
      name={name('date')}
      value={value.date}
      // A new day drops the end of a range where there is no "until" field, or that no longer follows it.
      onChange={(event) => {
        const date = event.target.value;
        const dropTo = !range || date === '' || (value.to !== '' && value.to < date);
        onChange({ date, ...(dropTo && { to: '' }) });
      }}
      className={className}
    />
  );
  const travellersInput = (className: string, placeholder?: string) => (
    <input
      id={`${id}-travellers`}
      type="number"
      name={name('travellers')}
      value={value.travellers}
      onChange={(event) => onChange({ travellers: event.target.value })}
      min={TRAVELLERS_RANGE.min}
      max={TRAVELLERS_RANGE.max}
      inputMode="numeric"
      placeholder={placeholder}
      className={className}
    />
  );

  if (layout === 'dialog') {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <label className={DIALOG_LABEL}>
          {t('filters.dateFrom')}
          {dateInput(DIALOG_INPUT)}
        </label>
        {range && (
          <label className={DIALOG_LABEL}>
            {t('filters.dateTo')}
            <input
              type="date"
              name={name('to')}
              value={value.to}
              min={value.date || undefined}
              disabled={value.date === ''}
              onChange={(event) => onChange({ to: event.target.value })}
              className={DIALOG_INPUT}
            />
          </label>
        )}
        <label className={DIALOG_LABEL}>
          {t('filters.travellers')}
          {travellersInput(DIALOG_INPUT)}
        </label>
      </div>
    );
  }

  if (layout === 'hero') {
    return (
      <>
        {/* On phones the day takes the row's room beside the group, under the text (search-form.tsx). */}
        <label className={`${pill('hero')} min-w-0 flex-1 md:flex-none`}>
          <span className="font-medium">{t('filters.dateFrom')}</span>
          {dateInput('min-w-0 flex-1 bg-transparent focus-visible:outline-none')}
        </label>
        <label className={pill('hero')}>
          <span className="font-medium">{t('filters.travellers')}</span>
          {travellersInput('w-12 bg-transparent focus-visible:outline-none')}
        </label>
      </>
    );
  }

  // The bars: the day's own format and calendar button, the group's icon and word, say what each pill is;
  // the label names it for assistive technology.
  return (
    <>
      <label className={`${pill(layout)} ${layout === 'mobile' ? 'flex-1' : ''}`}>
        <span className="sr-only">{t('filters.dateFrom')}</span>
        {dateInput('min-w-0 flex-1 bg-transparent focus-visible:outline-none')}
      </label>
      <label className={pill(layout)}>
        <Icon name="users" className="size-4 shrink-0 text-muted" />
        <span className="sr-only">{t('filters.travellers')}</span>
        {travellersInput(
          'w-20 bg-transparent placeholder:text-muted focus-visible:outline-none',
          t('filters.travellers'),
        )}
      </label>
    </>
  );
}
