import type { ExperienceFilters } from './filter-values';

/**
 * The badge on the filter button (docs/product.md § Filter dialog): one per chosen value (a country, each
 * destination, category, highlight, property and guide language), one per range moved away from its
 * default bounds, one for dates and one for travellers. The search text is not a filter (it has its own
 * bar), nor are page or utm parameters (they never reach ExperienceFilters).
 * docs/decisions/0007-filter-dialog.md. Apart from the dialog's draft rules (filter-draft.ts), which load
 * with the dialog.
 */
export function activeFilterCount(filters: ExperienceFilters): number {
  return (
    (filters.countryId === undefined ? 0 : 1) +
    filters.cityIds.length +
    filters.categoryIds.length +
    filters.highlightIds.length +
    (filters.priceMinCents !== undefined || filters.priceMaxCents !== undefined ? 1 : 0) +
    (filters.durationMin !== undefined || filters.durationMax !== undefined ? 1 : 0) +
    filters.properties.length +
    filters.languages.length +
    (filters.dateFrom === undefined ? 0 : 1) +
    (filters.travellers === undefined ? 0 : 1)
  );
}
