/**
 * The SQL of a search's filters and orders (docs/decisions/0003-search.md), shared by the plain search and
 * the search by date.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ExperienceFilters, Property } from './filter-values';
import { freeCancellationSql, offersTransportSql } from './catalog-conditions.server';
import { searchTerms } from './search-terms';

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
 * The best rated first, in the order of `experiences_popularity_idx` (`desc nulls last`, as the schema's
 * `.desc()` makes it; the columns are never null, but only the same order lets PostgreSQL read the index
 * instead of sorting every experience).
 */
const POPULAR = sql`e.rating desc nulls last, e.review_count desc nulls last, e.id`;

/** The chosen orders of docs/product.md § Search by date and group; ties keep a stable order by id. */
const SORT_ORDERS: Record<NonNullable<ExperienceFilters['sort']>, SQL> = {
  price_asc: sql`e.display_price_cents, ${POPULAR}`,
  price_desc: sql`e.display_price_cents desc, ${POPULAR}`,
  rating: POPULAR,
  duration: sql`e.duration_minutes, ${POPULAR}`,
};

/**
 * Relevance first when searching: a term found in the name beats one found only in the place or category,
 * and the exact word beats a corrected typo; then the best rated. A chosen order replaces it.
 */
export function orderBy(filters: ExperienceFilters): SQL {
  if (filters.sort) return SORT_ORDERS[filters.sort];
  return relevanceOrder(searchTerms(filters.searchText).map(termWords));
}

/** The search's order for terms already split (the search bar's suggestions share it). */
export function relevanceOrder(terms: readonly TermWords[]): SQL {
  if (terms.length === 0) return POPULAR;
  const score = sql.join(
    terms.map(
      (words) => sql`(e.name_words && ${words.matching})::int * 2 + (e.search_words @> ${words.exact})::int`,
    ),
    sql` + `,
  );
  return sql`${score} desc, ${POPULAR}`;
}
