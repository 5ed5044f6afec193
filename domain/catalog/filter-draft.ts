/**
 * The filter dialog's editable state (docs/product.md § Filter dialog, § Search and filter input): what the
 * traveller is choosing before pressing Apply. Sliders work in whole dollars and hours; ExperienceFilters
 * keeps cents and leaves a bound undefined when it equals the slider's end, so the default ranges never count
 * as a filter.
 */
import { centsToWholeUsd, toCents } from '../pricing/money';
import {
  DURATION_RANGE_HOURS,
  type ExperienceFilters,
  type LangCode,
  PRICE_RANGE_USD,
  type Property,
  TRAVELLERS_RANGE,
} from './filter-values';
import { isIsoDate } from '../booking/calendar-days';
import { dateRangeIssue } from './date-range';

export type Range = readonly [number, number];

export interface FilterDraft {
  countryId?: number;
  cityIds: number[];
  categoryIds: number[];
  price: Range;
  duration: Range;
  properties: Property[];
  languages: LangCode[];
  /** yyyy-MM-dd or '' (any day). */
  dateFrom: string;
  /** yyyy-MM-dd or '' (the start day only). */
  dateTo: string;
  /** undefined: any group. */
  travellers?: number;
}

export const EMPTY_DRAFT: FilterDraft = {
  cityIds: [],
  categoryIds: [],
  price: [PRICE_RANGE_USD.min, PRICE_RANGE_USD.max],
  duration: [DURATION_RANGE_HOURS.min, DURATION_RANGE_HOURS.max],
  properties: [],
  languages: [],
  dateFrom: '',
  dateTo: '',
};

export function draftFromFilters(filters: ExperienceFilters): FilterDraft {
  return {
    ...(filters.countryId !== undefined && { countryId: filters.countryId }),
    cityIds: filters.cityIds,
    categoryIds: filters.categoryIds,
    price: [
      filters.priceMinCents === undefined
        ? PRICE_RANGE_USD.min
        : centsToWholeUsd(filters.priceMinCents, 'down'),
      filters.priceMaxCents === undefined
        ? PRICE_RANGE_USD.max
        : centsToWholeUsd(filters.priceMaxCents, 'up'),
    ],
    duration: [
      filters.durationMin ?? DURATION_RANGE_HOURS.min,
      filters.durationMax ?? DURATION_RANGE_HOURS.max,
    ],
    properties: filters.properties,
    languages: filters.languages,
    dateFrom: filters.dateFrom ?? '',
    dateTo: filters.dateTo !== undefined && filters.dateTo !== filters.dateFrom ? filters.dateTo : '',
    ...(filters.travellers !== undefined && { travellers: filters.travellers }),
  };
}

/**
 * The dates a draft stands for: a start that is a real day, and an end kept only when it makes a range the
 * search accepts (after the start, at most MAX_DATE_SPAN_DAYS days); otherwise the start day alone.
 */
function draftDates(draft: FilterDraft): Pick<ExperienceFilters, 'dateFrom' | 'dateTo'> {
  if (!isIsoDate(draft.dateFrom)) return {};
  const to = isIsoDate(draft.dateTo) && dateRangeIssue(draft.dateFrom, draft.dateTo) === null;
  return { dateFrom: draft.dateFrom, dateTo: to ? draft.dateTo : draft.dateFrom };
}

function draftTravellers(draft: FilterDraft): Pick<ExperienceFilters, 'travellers'> {
  const n = draft.travellers;
  if (n === undefined || !Number.isInteger(n)) return {};
  return { travellers: Math.min(TRAVELLERS_RANGE.max, Math.max(TRAVELLERS_RANGE.min, n)) };
}

/**
 * The filters the draft stands for. What the dialog does not edit (highlights, the search text, the order) is
 * kept from `base`, so applying filters on a search or highlight page never loses the search itself.
 */
export function filtersFromDraft(draft: FilterDraft, base: ExperienceFilters): ExperienceFilters {
  const [priceMin, priceMax] = draft.price;
  const [durationMin, durationMax] = draft.duration;
  return {
    ...(draft.countryId !== undefined && { countryId: draft.countryId }),
    cityIds: [...draft.cityIds].sort((a, b) => a - b),
    categoryIds: [...draft.categoryIds].sort((a, b) => a - b),
    highlightIds: base.highlightIds,
    ...(priceMin > PRICE_RANGE_USD.min && { priceMinCents: toCents(priceMin) }),
    ...(priceMax < PRICE_RANGE_USD.max && { priceMaxCents: toCents(priceMax) }),
    ...(durationMin > DURATION_RANGE_HOURS.min && { durationMin }),
    ...(durationMax < DURATION_RANGE_HOURS.max && { durationMax }),
    properties: draft.properties,
    languages: draft.languages,
    ...(base.searchText !== undefined && { searchText: base.searchText }),
    ...draftDates(draft),
    ...draftTravellers(draft),
    ...(base.sort !== undefined && { sort: base.sort }),
  };
}

/** Toggles one value of a list, keeping the others in their order. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
