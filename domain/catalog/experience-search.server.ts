import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import type { ExperienceFilters, Property } from './filter-values';
import { freeCancellationSql, offersTransportSql } from './catalog-conditions.server';
import { type ExperienceRow, experienceSelect, loadListExtras } from './experience-rows.server';
import { type ExperienceSummary, shapeExperienceSummary } from './experience-shape';
import { type PageRequest, type PaginationMeta, pageOffset, paginationMeta } from './pagination';
import { searchTerms } from './search-terms';

export interface ExperiencePage {
  data: ExperienceSummary[];
  pagination: PaginationMeta;
}

const PROPERTY_CONDITIONS: Record<Property, SQL> = {
  private: sql`e.is_private`,
  shared: sql`not e.is_private`,
  package: sql`e.is_package`,
  pickup: offersTransportSql,
  free_cancellation: freeCancellationSql,
  kids_friendly: sql`(e.include_children and e.min_age_allowed <= 12)`,
};

const ids = (values: readonly number[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The WHERE conditions of a filter set; every value travels as a bound parameter. */
export function filterConditions(filters: ExperienceFilters, extra: SQL[] = []): SQL {
  const conditions: SQL[] = [sql`e.status = 'published'`, ...extra];
  if (filters.countryId !== undefined) conditions.push(sql`e.country_id = ${filters.countryId}`);
  if (filters.cityIds.length > 0) conditions.push(sql`e.destination_id in ${ids(filters.cityIds)}`);
  for (const group of [filters.categoryIds, filters.highlightIds]) {
    if (group.length > 0) {
      conditions.push(
        sql`exists (select 1 from experience_categories ec where ec.experience_id = e.id and ec.category_id in ${ids(group)})`,
      );
    }
  }
  if (filters.priceMinCents !== undefined && filters.priceMinCents > 0) {
    conditions.push(sql`e.display_price_cents >= ${filters.priceMinCents}`);
  }
  if (filters.priceMaxCents !== undefined)
    conditions.push(sql`e.display_price_cents <= ${filters.priceMaxCents}`);
  if (filters.durationMin !== undefined && filters.durationMin > 1) {
    conditions.push(sql`e.duration_minutes >= ${filters.durationMin * 60}`);
  }
  if (filters.durationMax !== undefined)
    conditions.push(sql`e.duration_minutes <= ${filters.durationMax * 60}`);
  for (const property of filters.properties) conditions.push(PROPERTY_CONDITIONS[property]);
  if (filters.languages.length > 0) {
    const codes = sql`(${sql.join(
      filters.languages.map((code) => sql`${code}`),
      sql`, `,
    )})`;
    conditions.push(
      sql`exists (select 1 from experience_languages el where el.experience_id = e.id and el.language_code in ${codes})`,
    );
  }
  for (const term of searchTerms(filters.searchText)) conditions.push(termCondition(termWords(term)));
  return sql.join(conditions, sql` and `);
}

/**
 * Vocabulary ids a search term stands for: the word itself, words it begins ("snork" → "snorkel") and
 * words close by trigram similarity ("snorkle" → "snorkel", "cartajena" → "cartagena").
 */
function matchingWords(term: string): SQL {
  return sql`(select coalesce(array_agg(v.id), '{}') from search_vocabulary v
    where v.word = ${term} or v.word like ${`${term}%`} or v.word % ${term})`;
}

/** A term's vocabulary ids as SQL integer arrays: those it stands for, and its own word's (if any). */
export interface TermWords {
  matching: SQL;
  exact: SQL;
}

/** The subqueries that resolve a term in the statement itself (the suggestions resolve them first). */
export function termWords(term: string): TermWords {
  return {
    matching: matchingWords(term),
    exact: sql`array(select v.id from search_vocabulary v where v.word = ${term})`,
  };
}

/** An experience matches a term when one of its words is one the term stands for. */
export function termCondition(words: TermWords): SQL {
  return sql`e.search_words && ${words.matching}`;
}

/**
 * Relevance first when searching: a term found in the name beats one found only in the place or category,
 * and the exact word beats a corrected typo; then the best rated.
 */
function orderBy(filters: ExperienceFilters): SQL {
  return relevanceOrder(searchTerms(filters.searchText).map(termWords));
}

/** The search's order for terms already split (the search bar's suggestions share it). */
export function relevanceOrder(terms: readonly TermWords[]): SQL {
  if (terms.length === 0) return sql`e.rating desc, e.review_count desc, e.id`;
  const score = sql.join(
    terms.map(
      (words) => sql`(e.name_words && ${words.matching})::int * 2 + (e.search_words @> ${words.exact})::int`,
    ),
    sql` + `,
  );
  return sql`${score} desc, e.rating desc, e.id`;
}

/** One page of published experiences matching the filters, most relevant (or best rated) first. */
export async function searchExperiences(
  db: DbOrTx,
  filters: ExperienceFilters,
  page: PageRequest,
  lang: Lang,
): Promise<ExperiencePage> {
  const where = filterConditions(filters);
  // The count and the page's ids are independent: ask both at once (the pool has several connections).
  const [total, data] = await Promise.all([
    countWhere(db, where),
    pageItems(db, where, orderBy(filters), page.limit, pageOffset(page), lang),
  ]);
  return { data, pagination: paginationMeta(total, page.page, page.limit) };
}

/** How many published experiences match (the filter dialog's live "Show 42 experiences"). */
export async function countExperiences(db: DbOrTx, filters: ExperienceFilters): Promise<number> {
  return countWhere(db, filterConditions(filters));
}

async function countWhere(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from experiences e where ${where}`,
  );
  return row?.total ?? 0;
}

/**
 * One page of list items in two steps: the ids are chosen on the experiences table alone (order, limit,
 * offset), then only those rows are read with their texts, photos, discount groups and categories, so a
 * broad match never joins thousands of rows it will not show.
 */
async function pageItems(
  db: DbOrTx,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number,
  lang: Lang,
): Promise<ExperienceSummary[]> {
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select e.id from experiences e where ${where} order by ${order} limit ${limit} offset ${offset}`,
    )
  ).map((row) => row.id);
  return summariesByIds(db, ids, lang);
}

/**
 * List items for experience ids already chosen and ordered by the caller (a search page, a person's
 * favourites), in that order; ids without a row are skipped.
 */
export async function summariesByIds(
  db: DbOrTx,
  ids: readonly number[],
  lang: Lang,
  options: { favorite?: boolean } = {},
): Promise<ExperienceSummary[]> {
  if (ids.length === 0) return [];
  const [rows, extras] = await Promise.all([
    queryRows<ExperienceRow>(
      db,
      sql`${experienceSelect(lang)} where e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
    loadListExtras(db, [...ids]),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const summary = shapeExperienceSummary(
      row,
      {
        photos: extras.photos.get(id),
        groups: extras.groups.get(id),
        categoryIds: extras.categories.get(id),
        favorite: options.favorite,
      },
      lang,
    );
    return [summary];
  });
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
