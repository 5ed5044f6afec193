/**
 * The experience search filters (docs/product.md § Filters, § Catalogue calls: POST experiences/simple),
 * shared by the API, the server-rendered pages and the filter dialog.
 *
 * Input is lenient about shape because every client generation sent it differently: the filters may
 * sit in `{ data: { filters } }`, `{ data }`, `{ filters }` or flat, and the query string may carry
 * them too (`experiences/simple?country=1&page=1&limit=16`). When a field appears in several places
 * the most nested one wins, and the body wins over the query string. Unknown keys (page, limit,
 * utm_*) are ignored. Values are strict: a bad id or an out-of-range bound is an error, never dropped.
 */
import { z } from 'zod';
import { AppError } from '../errors';
import { MAX_DB_ID } from '../ids';
import { toCents } from '../pricing/money';
import {
  DURATION_RANGE_HOURS,
  type ExperienceFilters,
  LANG_CODES,
  MAX_LIST_ITEMS,
  PLAIN_KEYS,
  PRICE_RANGE_USD,
  PROPERTIES,
  SORTS,
  TRAVELLERS_RANGE,
} from './filter-values';
import { dateRangeIssue } from './date-range';
import { isIsoDate } from '../booking/calendar-days';
import { SEARCH_TEXT_MAX } from './search-text';

export interface FilterIssue {
  field: string;
  message: string;
}

export class FilterValidationError extends AppError {
  declare readonly code: 'INVALID_FILTERS';
  readonly issues: FilterIssue[];

  constructor(issues: FilterIssue[]) {
    const details = issues.map((i) => `${i.field}: ${i.message}`).join('; ') || 'invalid filters';
    super(400, 'INVALID_FILTERS', 'errors.validation', { details }, { issues });
    this.name = 'FilterValidationError';
    this.message = details;
    this.issues = issues;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** docs/product.md § Filters: a single value is a one-item list; "2,3" is a list too. */
function toList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value])
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim() : isObject(item) && 'id' in item ? item.id : item))
    .filter((item) => item !== '' && item !== null && item !== undefined);
}

const numericString = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v);

const idSchema = z.preprocess(
  numericString,
  z
    .int({ error: 'must be a positive integer id' })
    .min(1, { error: 'must be a positive integer id' })
    .max(MAX_DB_ID, { error: 'must be a positive integer id' }),
);

const idList = z
  .preprocess(toList, z.array(idSchema).max(MAX_LIST_ITEMS, { error: `at most ${MAX_LIST_ITEMS} items` }))
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

function enumList<T extends string>(values: readonly [T, ...T[]], label: string) {
  const lower = (v: unknown) =>
    toList(v).map((item) => (typeof item === 'string' ? item.toLowerCase() : item));
  return z
    .preprocess(
      lower,
      z.array(z.enum(values, { error: `must be one of ${values.join(', ')}` }), { error: label }),
    )
    .transform((picked) => values.filter((v) => picked.includes(v)));
}

/** An integer bound; 'max' stands for the top of the slider. Blank means "not set". */
function bound(range: { min: number; max: number }, label: string) {
  const message = `${label} must be an integer from ${range.min} to ${range.max}, or 'max'`;
  return z.preprocess(
    (v) => {
      const single = Array.isArray(v) && v.length === 1 ? v[0] : v;
      if (single === null || (typeof single === 'string' && single.trim() === '')) return undefined;
      if (typeof single === 'string' && single.trim().toLowerCase() === 'max') return range.max;
      return numericString(single);
    },
    z
      .int({ error: message })
      .min(range.min, { error: message })
      .max(range.max, { error: message })
      .optional(),
  );
}

const searchTextSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() || undefined : v),
  z
    .string({ error: 'must be text' })
    .refine((s) => Array.from(s).length <= SEARCH_TEXT_MAX, {
      error: `must be at most ${SEARCH_TEXT_MAX} characters`,
    })
    .optional(),
);

/** A yyyy-MM-dd calendar day; blank means "not set". */
const dayField = z.preprocess(
  (v) => {
    const single = Array.isArray(v) && v.length === 1 ? v[0] : v;
    return typeof single === 'string' && single.trim() === '' ? undefined : single;
  },
  z
    .string({ error: 'must be a day written yyyy-MM-dd' })
    .refine(isIsoDate, { error: 'must be a day written yyyy-MM-dd' })
    .optional(),
);

/** The canonical flat field set, after `collect` has folded the nested shapes into it. */
export const filterFieldsSchema = z
  .object({
    country: z.preprocess(toList, z.array(idSchema).max(1, { error: 'only one country' })),
    cities: idList,
    categories: idList,
    highlights: idList,
    priceMin: bound(PRICE_RANGE_USD, 'price'),
    priceMax: bound(PRICE_RANGE_USD, 'price'),
    durationMin: bound(DURATION_RANGE_HOURS, 'duration'),
    durationMax: bound(DURATION_RANGE_HOURS, 'duration'),
    properties: enumList(PROPERTIES, 'properties must be a list'),
    language: enumList(LANG_CODES, 'language must be a list'),
    searchText: searchTextSchema,
    date: dayField,
    to: dayField,
    travellers: bound(TRAVELLERS_RANGE, 'travellers'),
    sort: z.preprocess(
      (v) => (Array.isArray(v) && v.length === 1 ? v[0] : v === '' ? undefined : v),
      z.enum(SORTS, { error: `must be one of ${SORTS.join(', ')}` }).optional(),
    ),
    rangePrice: z.never({ error: 'must be an object { min, max }' }).optional(),
    duration: z.never({ error: 'must be an object { min, max }' }).optional(),
  })
  .superRefine((f, ctx) => {
    if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMin'], message: 'price min must not exceed max' });
    }
    if (f.durationMin !== undefined && f.durationMax !== undefined && f.durationMin > f.durationMax) {
      ctx.addIssue({ code: 'custom', path: ['durationMin'], message: 'duration min must not exceed max' });
    }
    const dates = dateRangeIssue(f.date, f.to);
    if (dates) ctx.addIssue({ code: 'custom', path: [dates.field], message: dates.message });
  })
  .transform((f): ExperienceFilters => {
    const out: ExperienceFilters = {
      cityIds: f.cities,
      categoryIds: f.categories,
      highlightIds: f.highlights,
      properties: f.properties,
      languages: f.language,
    };
    if (f.country[0] !== undefined) out.countryId = f.country[0];
    // Bounds equal to the slider ends mean "no constraint": a 0.5 h tour still matches the default 1-24.
    if (f.priceMin !== undefined && f.priceMin > PRICE_RANGE_USD.min) out.priceMinCents = toCents(f.priceMin);
    if (f.priceMax !== undefined && f.priceMax < PRICE_RANGE_USD.max) out.priceMaxCents = toCents(f.priceMax);
    if (f.durationMin !== undefined && f.durationMin > DURATION_RANGE_HOURS.min)
      out.durationMin = f.durationMin;
    if (f.durationMax !== undefined && f.durationMax < DURATION_RANGE_HOURS.max)
      out.durationMax = f.durationMax;
    if (f.searchText !== undefined) out.searchText = f.searchText;
    if (f.date !== undefined) {
      out.dateFrom = f.date;
      out.dateTo = f.to ?? f.date;
    }
    if (f.travellers !== undefined) out.travellers = f.travellers;
    if (f.sort !== undefined && f.sort !== 'recommended') out.sort = f.sort;
    return out;
  });

/** Picks the known keys of one source; `{ min, max }` ranges become flat bounds, `languages` is an alias. */
function collect(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of PLAIN_KEYS) {
    if (source[key] !== undefined && source[key] !== null) out[key] = source[key];
  }
  if (out.language === undefined && source.languages != null) out.language = source.languages;
  for (const [key, min, max] of [
    ['rangePrice', 'priceMin', 'priceMax'],
    ['duration', 'durationMin', 'durationMax'],
  ] as const) {
    const range = source[key];
    if (range == null) continue;
    if (!isObject(range)) out[key] = range;
    else {
      if (range.min != null && out[min] === undefined) out[min] = range.min;
      if (range.max != null && out[max] === undefined) out[max] = range.max;
    }
  }
  return out;
}

/** Least to most specific: body, body.filters, body.data, body.data.filters. */
function bodyLevels(body: unknown): Record<string, unknown>[] {
  if (body === undefined || body === null || body === '') return [];
  if (!isObject(body)) throw new FilterValidationError([{ field: 'body', message: 'must be a JSON object' }]);
  const levels = [body];
  const descend = (level: Record<string, unknown>, key: string, path: string) => {
    const value = level[key];
    if (value == null) return undefined;
    if (!isObject(value)) throw new FilterValidationError([{ field: path, message: 'must be an object' }]);
    levels.push(value);
    return value;
  };
  descend(body, 'filters', 'filters');
  const data = descend(body, 'data', 'data');
  if (data) descend(data, 'filters', 'data.filters');
  return levels;
}

export function parseExperienceFilters(body: unknown, query?: Record<string, unknown>): ExperienceFilters {
  const merged: Record<string, unknown> = {};
  for (const source of [...(query ? [query] : []), ...bodyLevels(body)])
    Object.assign(merged, collect(source));
  const result = filterFieldsSchema.safeParse(merged);
  if (result.success) return result.data;
  throw new FilterValidationError(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'filters',
      message: issue.message,
    })),
  );
}

/** Reads the URL form back; throws FilterValidationError like the API (the page decides to ignore or 400). */
export function filtersFromSearchParams(params: URLSearchParams | string): ExperienceFilters {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    query[key] = all.length === 1 ? (all[0] ?? '') : all;
  }
  return parseExperienceFilters(undefined, query);
}
