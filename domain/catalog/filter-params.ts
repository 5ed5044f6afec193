/**
 * The two serialised forms of ExperienceFilters that clients produce: the web URL
 * (`/search?country=1&cities=2&priceMin=0&priceMax=max&date=2026-12-05&travellers=4&sort=price_asc`, also used as a query on category and
 * destination pages, docs/product.md § Pages) and the POST experiences/simple body. Both read back through
 * parseExperienceFilters (the URL form by filtersFromSearchParams), so a round trip gives the same filters.
 */
import { centsToWholeUsd } from '../pricing/money';
import { DURATION_RANGE_HOURS, type ExperienceFilters, PRICE_RANGE_USD } from './filter-values';

type Round = (value: number, rounding: 'down' | 'up') => number;
const wholeHours: Round = (hours) => hours;

/** Bounds as the slider shows them: whole dollars and hours, the top end written as 'max'. */
function rangeOut(min: number | undefined, max: number | undefined, range: { min: number }, toSlider: Round) {
  if (min === undefined && max === undefined) return undefined;
  return {
    min: min === undefined ? range.min : toSlider(min, 'down'),
    max: max === undefined ? ('max' as const) : toSlider(max, 'up'),
  };
}

/** The web URL form: `?country=1&cities=2&cities=3&priceMin=0&priceMax=max&...` (repeated keys for lists). */
export function filtersToSearchParams(filters: ExperienceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.countryId !== undefined) params.append('country', String(filters.countryId));
  for (const id of filters.cityIds) params.append('cities', String(id));
  for (const id of filters.categoryIds) params.append('categories', String(id));
  for (const id of filters.highlightIds) params.append('highlights', String(id));
  const price = rangeOut(filters.priceMinCents, filters.priceMaxCents, PRICE_RANGE_USD, centsToWholeUsd);
  if (price) params.append('priceMin', String(price.min));
  if (price) params.append('priceMax', String(price.max));
  const duration = rangeOut(filters.durationMin, filters.durationMax, DURATION_RANGE_HOURS, wholeHours);
  if (duration) params.append('durationMin', String(duration.min));
  if (duration) params.append('durationMax', String(duration.max));
  for (const p of filters.properties) params.append('properties', p);
  for (const l of filters.languages) params.append('language', l);
  if (filters.searchText) params.append('searchText', filters.searchText);
  if (filters.dateFrom) params.append('date', filters.dateFrom);
  if (filters.dateTo && filters.dateTo !== filters.dateFrom) params.append('to', filters.dateTo);
  if (filters.travellers !== undefined) params.append('travellers', String(filters.travellers));
  if (filters.sort) params.append('sort', filters.sort);
  return params;
}

/**
 * The POST experiences/simple body the API's clients send (docs/product.md § Filters), for the browser's
 * "View more" calls.
 */
export function filtersToBody(filters: ExperienceFilters) {
  const rangePrice = rangeOut(filters.priceMinCents, filters.priceMaxCents, PRICE_RANGE_USD, centsToWholeUsd);
  const duration = rangeOut(filters.durationMin, filters.durationMax, DURATION_RANGE_HOURS, wholeHours);
  return {
    data: {
      filters: {
        ...(filters.countryId !== undefined && { country: filters.countryId }),
        cities: filters.cityIds,
        categories: filters.categoryIds,
        highlights: filters.highlightIds,
        ...(rangePrice && { rangePrice }),
        properties: filters.properties,
        language: filters.languages,
        ...(duration && { duration }),
        ...(filters.searchText && { searchText: filters.searchText }),
        ...(filters.dateFrom && { date: filters.dateFrom, to: filters.dateTo ?? filters.dateFrom }),
        ...(filters.travellers !== undefined && { travellers: filters.travellers }),
        ...(filters.sort && { sort: filters.sort }),
      },
    },
  };
}
