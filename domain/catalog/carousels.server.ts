import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { type DbOrTx, queryRows } from '../../db/client';
import { AppError } from '../errors';
import type { ExperienceFilters } from './filter-values';
import { NO_FILTERS, topExperiences } from './experience-search.server';
import type { ExperienceSummary } from './experience-shape';
import { getCountry, getDestination } from './geography.server';
import { localized, localizedJoin } from './localized-sql';
import { getCategory } from './taxonomy.server';
import type { CAROUSEL_TYPES } from './contract';

export type CarouselType = (typeof CAROUSEL_TYPES)[number];

const CAROUSEL_SIZE = 10;

export interface Carousel {
  id: string;
  title: string;
  experiences: ExperienceSummary[];
}

async function featuredCategories(db: DbOrTx, lang: Lang) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select c.id, ${localized('ct', 'name')} as name from categories c
        ${localizedJoin('category_translations', 'category_id', sql`c.id`, 'ct', lang)}
        where c.is_featured order by c.position, c.id`,
  );
}

/**
 * Carousels of experiences for a page: the best rated of the place or collection first, then one per
 * highlight. Empty carousels are left out so a page never shows an empty strip.
 */
export async function getCarousels(
  db: DbOrTx,
  type: CarouselType,
  id: number | undefined,
  countryId: number | undefined,
  lang: Lang,
): Promise<Carousel[]> {
  const scope: ExperienceFilters = { ...NO_FILTERS, ...(countryId ? { countryId } : {}) };
  const plan: { id: string; title: string; filters: ExperienceFilters }[] = [];
  const requireId = () => {
    if (id === undefined) throw new AppError(400, 'VALIDATION_ERROR', 'errors.validation', { details: 'id' });
    return id;
  };

  if (type === 'home') {
    plan.push({ id: 'top', title: translate(lang, 'carousels.topRated'), filters: scope });
  } else if (type === 'countries') {
    const country = await getCountry(db, requireId(), lang);
    const filters = { ...NO_FILTERS, countryId: country.id };
    plan.push({ id: 'top', title: translate(lang, 'carousels.topIn', { place: country.name }), filters });
    Object.assign(scope, filters);
  } else if (type === 'cities') {
    const city = await getDestination(db, requireId(), lang);
    const filters = { ...NO_FILTERS, cityIds: [city.id] };
    plan.push({ id: 'top', title: translate(lang, 'carousels.topIn', { place: city.name }), filters });
    Object.assign(scope, filters);
  } else {
    const category = await getCategory(db, requireId(), type === 'highlights', lang);
    const key = type === 'highlights' ? 'highlightIds' : 'categoryIds';
    plan.push({
      id: `${type}-${category.id}`,
      title: category.name,
      filters: { ...scope, [key]: [category.id] },
    });
  }

  if (type === 'home' || type === 'countries' || type === 'cities') {
    for (const highlight of await featuredCategories(db, lang)) {
      plan.push({
        id: `highlights-${highlight.id}`,
        title: highlight.name,
        filters: { ...scope, highlightIds: [highlight.id] },
      });
    }
  }

  const carousels: Carousel[] = [];
  for (const item of plan) {
    const experiences = await topExperiences(db, item.filters, CAROUSEL_SIZE, lang);
    if (experiences.length > 0) carousels.push({ id: item.id, title: item.title, experiences });
  }
  return carousels;
}
