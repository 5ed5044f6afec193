/**
 * The experience filters' shape and bounds (docs/product.md § Filters, § Search and filter input), apart from
 * their parser so the browser can build and show filters without loading the validation library.
 */

/**
 * Properties a traveller can tick, and the experience columns they map to on the server:
 * private: is_private; shared: not is_private; package: is_package; pickup: the transport flag
 * (`offersTransport`, docs/product.md § Booking); free_cancellation: a refundable cancellation_policy
 * (`isRefundable`); kids_friendly: children admitted (include_children, min_age_allowed <= 12). The
 * SQL of pickup and free_cancellation is built from the same constants (catalog-conditions.server.ts).
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

/** Guide languages of docs/product.md § Audience (not the interface languages). */
export const LANG_CODES = ['es', 'en', 'de', 'fr', 'pt'] as const;
export type LangCode = (typeof LANG_CODES)[number];

/**
 * Slider bounds of docs/product.md § Search and filter input; the top value means "or more" and is sent as
 * 'max'.
 */
export const PRICE_RANGE_USD = { min: 0, max: 500 } as const;
export const DURATION_RANGE_HOURS = { min: 1, max: 24 } as const;
/**
 * Result orders (docs/product.md § Search by date and group): `recommended` is the search's own order
 * (relevance when searching, else rating); price is the card's "from" price.
 */
export const SORTS = ['recommended', 'price_asc', 'price_desc', 'rating', 'duration'] as const;
export type Sort = (typeof SORTS)[number];

/** A date search covers at most this many days, both ends included (docs/decisions/0086-search-by-date.md). */
export const MAX_DATE_SPAN_DAYS = 31;
/** Travellers a search may ask places for. */
export const TRAVELLERS_RANGE = { min: 1, max: 50 } as const;

/** Keeps SQL `IN (...)` lists bounded; the dialog offers far fewer choices. */
export const MAX_LIST_ITEMS = 100;

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
  /** First day ("yyyy-MM-dd") a departure may fall on. */
  dateFrom?: string;
  /** Last day of the range; set only with `dateFrom` (equal to it for a single day). */
  dateTo?: string;
  /** Places the departure must still have; alone, it applies to the next MAX_DATE_SPAN_DAYS days. */
  travellers?: number;
  /** undefined = recommended. */
  sort?: Exclude<Sort, 'recommended'>;
}

/** The filter parameters read as they are from a query string or a filter body. */
export const PLAIN_KEYS = [
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
  'date',
  'to',
  'travellers',
  'sort',
] as const;
