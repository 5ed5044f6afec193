import type { Lang } from '../../common/i18n/languages';
import type { ExperienceFilters } from '../../domain/catalog/filter-values';
import { filtersFromSearchParams, parseExperienceFilters } from '../../domain/catalog/experience-filters';
import { searchExperiences } from '../../domain/catalog/experience-search.server';
import { getCountry, getDestination } from '../../domain/catalog/geography.server';
import type { CatalogReadCache } from '../../domain/catalog/catalog-read-cache.server';
import {
  type DestinationTile,
  destinationsToExplore,
  otherDestinations,
} from '../../domain/catalog/destination-tiles.server';
import { parsePage } from '../../domain/catalog/pagination';
import { getCategory } from '../../domain/catalog/taxonomy.server';
import type { Db } from '../../db/client';

export type ListingKind = 'search' | 'country' | 'destination' | 'category' | 'highlight';

export interface ListingHeader {
  title: string;
  description: string;
  imageId: string | null;
}

/**
 * The destination carousel under a city's or a search's results: `others` on a city page (the city's own
 * country first), `country` or `top` on the search page (the country filter's destinations, else the top
 * ones). The other listings have none.
 */
export type ListingDestinations =
  | { kind: 'others'; destinations: readonly DestinationTile[] }
  | { kind: 'country'; country: { id: number; name: string }; destinations: readonly DestinationTile[] }
  | { kind: 'top'; destinations: readonly DestinationTile[] };

/**
 * What a listing page shows: its header (place, collection or search), one page of experiences, where
 * the page's own scope (country, city, category, highlight) is combined with filters from the query, and
 * the destination carousel of a city or search page. The carousel is the same for every visitor of a
 * city, or of a search in one country, so it is read through the catalogue cache (decision 0011).
 */
export async function loadListing(
  db: Db,
  catalogCache: CatalogReadCache,
  kind: ListingKind,
  id: number | undefined,
  url: URL,
  lang: Lang,
  searchText?: string,
  now: Date = new Date(),
) {
  const query = Object.fromEntries(url.searchParams);
  // What the visitor chose (the filter dialog edits these); the page's own scope is added below.
  const chosen = filtersFromSearchParams(url.searchParams);
  // The text of /search/{text} passes the same check as the query's (at most 40 characters, else a 400).
  const pathText = searchText === undefined ? undefined : parseExperienceFilters({ searchText }).searchText;
  const fromQuery = pathText ? { ...chosen, searchText: pathText } : chosen;
  const scope: Partial<ExperienceFilters> = {};
  let header: ListingHeader;
  let destinations: Promise<ListingDestinations | null> = Promise.resolve(null);
  if (kind === 'country') {
    const country = await getCountry(db, id!, lang);
    scope.countryId = country.id;
    header = { title: country.name, description: country.description, imageId: country.banner_id };
  } else if (kind === 'destination') {
    const destination = await getDestination(db, id!, lang);
    scope.cityIds = [destination.id];
    header = { title: destination.name, description: destination.biography, imageId: destination.image_id };
    const city = { id: destination.id, countryId: destination.country.id };
    destinations = catalogCache
      .read(['other-destinations', lang, city.id], () => otherDestinations(db, city, lang))
      .then((tiles) => ({ kind: 'others', destinations: tiles }));
  } else if (kind === 'category' || kind === 'highlight') {
    const category = await getCategory(db, id!, kind === 'highlight', lang);
    if (kind === 'category') scope.categoryIds = [category.id];
    else scope.highlightIds = [category.id];
    header = { title: category.name, description: category.description, imageId: category.image_id };
  } else {
    header = { title: fromQuery.searchText ?? '', description: '', imageId: null };
    const countryId = chosen.countryId;
    destinations = catalogCache
      .read(['explore-destinations', lang, countryId ?? null], () =>
        destinationsToExplore(db, countryId, lang),
      )
      .then(({ country, destinations: tiles }) =>
        country ? { kind: 'country', country, destinations: tiles } : { kind: 'top', destinations: tiles },
      );
  }
  const [experiences, carousel] = await Promise.all([
    searchExperiences(db, { ...fromQuery, ...scope }, parsePage(query), lang, now),
    destinations,
  ]);
  return { header, experiences, chosen, scope, destinations: carousel };
}
