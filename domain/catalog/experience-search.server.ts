import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import type { ExperienceFilters } from './filter-values';
import type { ExperienceSummary } from './experience-shape';
import { type PageRequest, type PaginationMeta, paginationMeta, pageOffset } from './pagination';
import { filterConditions, orderBy } from './search-conditions.server';
import { pageItems } from './experience-summaries.server';
import { countDateMatches, isDateSearch, searchByDate } from './date-search.server';

export interface ExperiencePage {
  data: ExperienceSummary[];
  pagination: PaginationMeta;
}

/** One page of published experiences matching the filters, most relevant (or best rated) first. */
export async function searchExperiences(
  db: DbOrTx,
  filters: ExperienceFilters,
  page: PageRequest,
  lang: Lang,
  now: Date = new Date(),
): Promise<ExperiencePage> {
  if (isDateSearch(filters)) return searchByDate(db, filters, page, lang, now);
  const where = filterConditions(filters);
  // The count and the page's ids are independent: ask both at once (the pool has several connections).
  const [total, data] = await allQueries(
    db,
    () => countWhere(db, where),
    () => pageItems(db, where, orderBy(filters), page.limit, pageOffset(page), lang),
  );
  return { data, pagination: paginationMeta(total, page.page, page.limit) };
}

/** How many published experiences match (the filter dialog's live "Show 42 experiences"). */
export async function countExperiences(
  db: DbOrTx,
  filters: ExperienceFilters,
  now: Date = new Date(),
): Promise<number> {
  if (isDateSearch(filters)) return countDateMatches(db, filters, now);
  return countWhere(db, filterConditions(filters));
}

async function countWhere(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from experiences e where ${where}`,
  );
  return row?.total ?? 0;
}

/** The best-rated matches without counting them all (carousels, similar experiences). */
export async function topExperiences(
  db: DbOrTx,
  filters: ExperienceFilters,
  limit: number,
  lang: Lang,
  extra: SQL[] = [],
): Promise<ExperienceSummary[]> {
  return pageItems(db, filterConditions(filters, extra), orderBy(filters), limit, 0, lang);
}

export const NO_FILTERS: ExperienceFilters = {
  cityIds: [],
  categoryIds: [],
  highlightIds: [],
  properties: [],
  languages: [],
};
