/**
 * The experience search filters (spec §3 "Filter data", §5, §7 POST experiences/simple), shared by
 * the API, the server-rendered pages and the filter dialog.
 *
 * Input is lenient about shape because every client generation sent it differently: the filters may
 * sit in `{ data: { filters } }`, `{ data }`, `{ filters }` or flat, and the query string may carry
 * them too (`experiences/simple?country=1&page=1&limit=16`). When a field appears in several places
 * the most nested one wins, and the body wins over the query string. Unknown keys (page, limit,
 * utm_*) are ignored. Values are strict: a bad id or an out-of-range bound is an error, never dropped.
 */
import { z } from 'zod';
import { AppError } from '../errors';
import { SEARCH_TEXT_MAX } from './search-text';

/**
 * Properties a traveller can tick, and the experience columns they map to on the server:
 * private: is_private; shared: not is_private; package: is_package; pickup: has an add-on of type
 * code 0 or no meeting point (the transport flag of spec §5); free_cancellation: a refundable
 * cancellation_policy (2..6); kids_friendly: children admitted (include_children, min_age_allowed <= 12).
 */
export const PROPERTIES = [
  'private',
  'shared',
  'package',
  'pickup',
  'free_cancellation',
  'kids_friendly',
] as const;
export type Property = (typeof PROPERTIES)[number];

/** Guide languages of spec §3 (not the interface languages). */
export const LANG_CODES = ['es', 'en', 'de', 'fr', 'pt'] as const;
export type LangCode = (typeof LANG_CODES)[number];

/** Slider bounds of spec §5; the top value means "or more" and is sent as 'max'. */
export const PRICE_RANGE_USD = { min: 0, max: 500 } as const;
export const DURATION_RANGE_HOURS = { min: 1, max: 24 } as const;
/** Keeps SQL `IN (...)` lists bounded; the dialog offers far fewer choices. */
export const MAX_LIST_ITEMS = 100;
const MAX_ID = 2_147_483_647; // Postgres integer

export interface ExperienceFilters {
  countryId?: number;
  cityIds: number[];
  categoryIds: number[];
  highlightIds: number[];
  priceMinCents?: number;
  /** undefined = no upper bound (the slider's "500+"). */
  priceMaxCents?: number;
  durationMin?: number;
  /** undefined = no upper bound (the slider's "24+"). */
  durationMax?: number;
  properties: Property[];
  languages: LangCode[];
  searchText?: string;
}

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

/** Spec §5: "Filter single values are always treated as lists"; "2,3" is a list too. */
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
    .max(MAX_ID, { error: 'must be a positive integer id' }),
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
    if (f.priceMin !== undefined && f.priceMin > PRICE_RANGE_USD.min) out.priceMinCents = f.priceMin * 100;
    if (f.priceMax !== undefined && f.priceMax < PRICE_RANGE_USD.max) out.priceMaxCents = f.priceMax * 100;
    if (f.durationMin !== undefined && f.durationMin > DURATION_RANGE_HOURS.min)
      out.durationMin = f.durationMin;
    if (f.durationMax !== undefined && f.durationMax < DURATION_RANGE_HOURS.max)
      out.durationMax = f.durationMax;
    if (f.searchText !== undefined) out.searchText = f.searchText;
    return out;
  });

const PLAIN_KEYS = [
  'country',
  'cities',
  'categories',
  'highlights',
  'priceMin',
  'priceMax',
  'durationMin',
  'durationMax',
  'properties',
  'language',
  'searchText',
] as const;

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

/**
 * The badge of the filter dialog: one per dialog section in use (country, destinations, categories,
 * price, properties, language, duration), not one per ticked value. Search text and highlights are
 * shown by the search bar and the page itself, so they are not counted; utm_* never reach the filters.
 */
export function countActiveFilters(filters: ExperienceFilters): number {
  const priceActive =
    (filters.priceMinCents ?? 0) > PRICE_RANGE_USD.min * 100 ||
    (filters.priceMaxCents !== undefined && filters.priceMaxCents < PRICE_RANGE_USD.max * 100);
  const durationActive =
    (filters.durationMin ?? DURATION_RANGE_HOURS.min) > DURATION_RANGE_HOURS.min ||
    (filters.durationMax !== undefined && filters.durationMax < DURATION_RANGE_HOURS.max);
  return [
    filters.countryId !== undefined,
    filters.cityIds.length > 0,
    filters.categoryIds.length > 0,
    priceActive,
    filters.properties.length > 0,
    filters.languages.length > 0,
    durationActive,
  ].filter(Boolean).length;
}
