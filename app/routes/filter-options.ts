import { filtersFromSearchParams } from '../../domain/catalog/experience-filters';
import { countExperiences } from '../../domain/catalog/experience-search.server';
import { listDestinations } from '../../domain/catalog/geography.server';
import { DESTINATIONS_PER_COUNTRY_LIMIT } from '../../domain/catalog/pagination';
import { listCategories } from '../../domain/catalog/taxonomy.server';
import { categoryChips } from '../lib/category-chips.server';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { rethrowAsRouteError } from '../lib/route-errors.server';
import type { Route } from './+types/filter-options';

/**
 * Categories are few; the dialog shows them all as chips (docs/product.md § Constants: categories per page
 * 1000).
 */
const ALL_CATEGORIES = { page: 1, limit: 1000 };

export type FilterOptions = Awaited<ReturnType<typeof loader>>;

/**
 * What the filter dialog needs while the traveller edits it, read with the same URL form the pages use
 * (`?country=1&cities=2&priceMax=120…`): the destinations of the chosen country, the categories, and how
 * many experiences the filters match, for the live "Show 42 experiences" on Apply (docs/design.md §
 * Components).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { db, clock } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  try {
    const filters = filtersFromSearchParams(url.searchParams);
    const [count, cities, categories] = await Promise.all([
      countExperiences(db, filters, clock()),
      filters.countryId === undefined
        ? undefined
        : listDestinations(db, {
            countryId: filters.countryId,
            page: { page: 1, limit: DESTINATIONS_PER_COUNTRY_LIMIT },
            lang,
          }),
      listCategories(db, { featured: false, page: ALL_CATEGORIES, lang }),
    ]);
    return {
      count,
      cities: (cities?.data ?? []).map(({ id, name }) => ({ id, name })),
      categories: await categoryChips(categories.data),
    };
  } catch (error) {
    rethrowAsRouteError(error);
  }
}
