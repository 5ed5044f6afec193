import type { Lang } from '../i18n/languages';
import type { ExperienceFilters } from '../../domain/catalog/filter-values';
import { filtersFromSearchParams, parseExperienceFilters } from '../../domain/catalog/experience-filters';
import { searchExperiences } from '../../domain/catalog/experience-search.server';
import { getCountry, getDestination } from '../../domain/catalog/geography.server';
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
 * What a listing page shows: its header (place, collection or search) and one page of experiences, where
 * the page's own scope (country, city, category, highlight) is combined with filters from the query.
 */
export async function loadListing(
  db: Db,
  kind: ListingKind,
  id: number | undefined,
  url: URL,
  lang: Lang,
  searchText?: string,
) {
  const query = Object.fromEntries(url.searchParams);
  // What the visitor chose (the filter dialog edits these); the page's own scope is added below.
  const chosen = filtersFromSearchParams(url.searchParams);
  // The text of /search/{text} passes the same check as the query's (at most 40 characters, else a 400).
  const pathText = searchText === undefined ? undefined : parseExperienceFilters({ searchText }).searchText;
  const fromQuery = pathText ? { ...chosen, searchText: pathText } : chosen;
  const scope: Partial<ExperienceFilters> = {};
  let header: ListingHeader;
  if (kind === 'country') {
    const country = await getCountry(db, id!, lang);
    scope.countryId = country.id;
    header = { title: country.name, description: country.description, imageId: country.banner_id };
  } else if (kind === 'destination') {
    const destination = await getDestination(db, id!, lang);
    scope.cityIds = [destination.id];
    header = { title: destination.name, description: destination.biography, imageId: destination.image_id };
  } else if (kind === 'category' || kind === 'highlight') {
    const category = await getCategory(db, id!, kind === 'highlight', lang);
    if (kind === 'category') scope.categoryIds = [category.id];
    else scope.highlightIds = [category.id];
    header = { title: category.name, description: category.description, imageId: category.image_id };
  } else {
    header = { title: fromQuery.searchText ?? '', description: '', imageId: null };
  }
  const experiences = await searchExperiences(db, { ...fromQuery, ...scope }, parsePage(query), lang);
  return { header, experiences, chosen, scope };
}
