import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { CategoryIcon } from '../category-icon';
import {
  DURATION_RANGE_HOURS,
  type ExperienceFilters,
  LANG_CODES,
  PRICE_RANGE_USD,
  PROPERTIES,
} from '../../../domain/catalog/filter-values';
import {
  EMPTY_DRAFT,
  type FilterDraft,
  draftFromFilters,
  filtersFromDraft,
  toggled,
} from '../../../domain/catalog/filter-draft';
import { filtersToSearchParams } from '../../../domain/catalog/filter-params';
import { formatUsd, toCents } from '../../../domain/pricing/money';
import type { loader as rootLoader } from '../../root';
import type { FilterOptions } from '../../routes/filter-options';
import type { ListingKind } from '../../routes/listing.server';
import { DateGroupFields } from '../date-group-fields';
import { Sheet } from '../sheet';
import { CheckList } from './check-list';
import { RangeSlider } from './range-slider';

/** Waits for the traveller to stop dragging before asking for a new count. */
const COUNT_DELAY_MS = 250;

/**
 * The filter dialog of docs/product.md § Filter dialog: country (not on country or destination pages), the
 * chosen country's destinations, categories (not on a category page), price, properties, guide language and
 * duration. Apply puts the filters in the current page's URL; the page's own scope (its country, city,
 * category or highlight) always applies on top, so the live count asks with both.
 */
export function FilterDialog({
  open,
  onClose,
  kind,
  chosen,
  scope,
}: {
  open: boolean;
  onClose: () => void;
  kind: ListingKind;
  chosen: ExperienceFilters;
  scope: Partial<ExperienceFilters>;
}) {
  const { t, lang } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const countries = useRouteLoaderData<typeof rootLoader>('root')?.countries ?? [];
  const options = useFetcher<FilterOptions>();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(chosen));

  // Each opening starts from what the page shows, not from an abandoned edit (adjusted while rendering,
  // so the dialog never paints the old draft first).
  const [draftFor, setDraftFor] = useState({ open, chosen });
  if (draftFor.open !== open || draftFor.chosen !== chosen) {
    setDraftFor({ open, chosen });
    if (open) setDraft(draftFromFilters(chosen));
  }

  const applied = filtersFromDraft(draft, chosen);
  const query = filtersToSearchParams(applied).toString();
  const withScope = filtersToSearchParams({ ...applied, ...scope }).toString();
  const { load } = options;
  // The filters the last request asked about: the count is current once it answers for these.
  const [askedFor, setAskedFor] = useState<string>();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      setAskedFor(withScope);
      void load(`/filter-options?${withScope}`);
    }, COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, withScope, load]);
  const counting = askedFor !== withScope || options.state !== 'idle';

  const update = (change: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...change }));
  const showCountry = kind !== 'country' && kind !== 'destination';
  const showCities = kind !== 'destination';
  const showCategories = kind !== 'category';
  const countryChosen = scope.countryId ?? draft.countryId;
  const count = options.data?.count;
  const hours = (value: number) =>
    value === DURATION_RANGE_HOURS.max
      ? t('filters.orMore', { value: t('filters.hours', { count: value }) })
      : t('filters.hours', { count: value });
  const dollars = (value: number) =>
    value === PRICE_RANGE_USD.max
      ? t('filters.orMore', { value: formatUsd(toCents(value), lang) })
      : formatUsd(toCents(value), lang);

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('filters.title')}
      placement="center"
      footer={
        <div className="flex items-center justify-between gap-4">
          <button
            type="button"
            onClick={() => setDraft(EMPTY_DRAFT)}
            className="rounded-pill px-2 py-2 font-semibold underline underline-offset-4 hover:text-accent-strong"
          >
            {t('filters.clearAll')}
          </button>
          <button
            type="button"
            onClick={() => {
              onClose();
              void navigate(query ? `${pathname}?${query}` : pathname);
            }}
            aria-busy={counting || undefined}
            className="tabular min-h-12 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {count === undefined ? t('filters.applyPending') : t('filters.apply', { count })}
          </button>
        </div>
      }
    >
      <div className="flex flex-col gap-8">
        {showCountry && (
          <div>
            <label htmlFor="filter-country" className="font-semibold">
              {t('filters.country')}
            </label>
            <select
              id="filter-country"
              value={draft.countryId ?? ''}
              onChange={(event) => {
                const id = event.target.value === '' ? undefined : Number(event.target.value);
                // A new country's destinations replace the old ones: keep no stale city ids.
                setDraft(({ countryId: _old, ...current }) => ({
                  ...current,
                  ...(id !== undefined && { countryId: id }),
                  cityIds: [],
                }));
              }}
              className="mt-2 block h-12 w-full rounded-card border border-line bg-surface px-3"
            >
              <option value="">{t('filters.allCountries')}</option>
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {showCities && (
          <fieldset>
            <legend className="font-semibold">{t('filters.destinations')}</legend>
            {countryChosen === undefined ? (
              <p className="mt-2 text-sm text-muted">{t('filters.chooseCountry')}</p>
            ) : (
              <CheckList
                collapsible
                items={(options.data?.cities ?? []).map((city) => ({ value: city.id, label: city.name }))}
                selected={draft.cityIds}
                onToggle={(id) => update({ cityIds: toggled(draft.cityIds, id) })}
              />
            )}
          </fieldset>
        )}
        {showCategories && (
          <fieldset>
            <legend className="font-semibold">{t('filters.categories')}</legend>
            <ul className="mt-3 flex flex-wrap gap-2">
              {(options.data?.categories ?? []).map((category) => {
                const on = draft.categoryIds.includes(category.id);
                return (
                  <li key={category.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => update({ categoryIds: toggled(draft.categoryIds, category.id) })}
                      className="flex min-h-11 items-center gap-2 rounded-pill border border-line px-3 py-1.5 text-sm font-medium hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-strong"
                    >
                      <CategoryIcon shapes={category.iconShapes} />
                      {category.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        <RangeSlider
          legend={t('filters.price')}
          minLabel={t('filters.priceMin')}
          maxLabel={t('filters.priceMax')}
          bounds={[PRICE_RANGE_USD.min, PRICE_RANGE_USD.max]}
          step={10}
          value={draft.price}
          onChange={(price) => update({ price })}
          format={dollars}
        />
        <fieldset>
          <legend className="font-semibold">{t('filters.properties')}</legend>
          <CheckList
            items={PROPERTIES.map((value) => ({ value, label: t(`filters.property.${value}`) }))}
            selected={draft.properties}
            onToggle={(property) => update({ properties: toggled(draft.properties, property) })}
          />
        </fieldset>
        <fieldset>
          <legend className="font-semibold">{t('filters.language')}</legend>
          <CheckList
            items={LANG_CODES.map((value) => ({ value, label: t(`filters.languageName.${value}`) }))}
            selected={draft.languages}
            onToggle={(code) => update({ languages: toggled(draft.languages, code) })}
          />
        </fieldset>
        <fieldset>
          <legend className="font-semibold">{t('filters.dates')}</legend>
          <p className="mt-1 text-sm text-muted">{t('filters.datesHint')}</p>
          <div className="mt-3">
            <DateGroupFields
              layout="dialog"
              range
              value={{
                date: draft.dateFrom,
                to: draft.dateTo,
                travellers: draft.travellers === undefined ? '' : String(draft.travellers),
              }}
              onChange={({ date, to, travellers }) =>
                setDraft(({ travellers: old, ...current }) => {
                  const n = travellers === undefined ? old : travellers === '' ? NaN : Number(travellers);
                  return {
                    ...current,
                    ...(date !== undefined && { dateFrom: date }),
                    ...(to !== undefined && { dateTo: to }),
                    ...(n !== undefined && Number.isInteger(n) && { travellers: n }),
                  };
                })
              }
            />
          </div>
        </fieldset>
        <RangeSlider
          legend={t('filters.duration')}
          minLabel={t('filters.durationMin')}
          maxLabel={t('filters.durationMax')}
          bounds={[DURATION_RANGE_HOURS.min, DURATION_RANGE_HOURS.max]}
          step={1}
          value={draft.duration}
          onChange={(duration) => update({ duration })}
          format={hours}
        />
      </div>
    </Sheet>
  );
}
