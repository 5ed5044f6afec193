import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { NO_FILTERS, filterConditions, matchingWords, relevanceOrder } from './experience-search.server';
import { type ExperiencePathRow, experienceRowPath, experienceSelect } from './language-paths.server';
import { localizedValue } from './localized-sql';
import { categoryPath, destinationPath, highlightPath } from './slug';
import { searchTerms } from './search-terms';

/** How many of each kind the search bar lists (docs/decisions/h7-search-suggestions.md). */
export const SUGGESTION_LIMITS = { destinations: 3, categories: 3, experiences: 5 } as const;

export interface PlaceSuggestion {
  id: number;
  name: string;
  country: string;
  path: string;
}

export interface CategorySuggestion {
  id: number;
  name: string;
  featured: boolean;
  path: string;
}

export interface ExperienceSuggestion {
  id: number;
  name: string;
  city: string;
  path: string;
}

export interface SearchSuggestions {
  destinations: PlaceSuggestion[];
  categories: CategorySuggestion[];
  experiences: ExperienceSuggestion[];
}

export const NO_SUGGESTIONS: SearchSuggestions = { destinations: [], categories: [], experiences: [] };

/**
 * Vocabulary ids of the words of a row's names in every language (the same split as the search index,
 * domain/catalog/search-index.server.ts), so a typed term is resolved to words exactly as the search does.
 */
function nameWordIds(translations: string, fk: string, ownerId: SQL): SQL {
  const table = sql.identifier(translations);
  const key = sql.identifier(fk);
  return sql`array(select v.id from search_vocabulary v where v.word = any(regexp_split_to_array(
    f_unaccent(lower((select string_agg(x.name, ' ') from ${table} x where x.${key} = ${ownerId}))),
    '[^a-z0-9]+')))`;
}

/** How many of the terms a row's name words match: any one term is enough, more rank first. */
function hits(terms: readonly string[], words: SQL): SQL {
  return sql.join(
    terms.map((term) => sql`(${words} && ${matchingWords(term)})::int`),
    sql` + `,
  );
}

async function destinations(db: DbOrTx, terms: readonly string[], lang: Lang): Promise<PlaceSuggestion[]> {
  const rows = await queryRows<{ id: number; name: string; country: string }>(
    db,
    sql`select m.id, m.name, m.country from (
        select d.id, d.is_top, ${hits(terms, sql`w.ids`)} as hits,
          ${localizedValue('destination_translations', 'destination_id', sql`d.id`, 'name', lang)} as name,
          ${localizedValue('country_translations', 'country_id', sql`d.country_id`, 'name', lang)} as country
        from destinations d,
          lateral (select ${nameWordIds('destination_translations', 'destination_id', sql`d.id`)} as ids) w
      ) m where m.hits > 0
      order by m.hits desc, m.is_top desc, m.name, m.id limit ${SUGGESTION_LIMITS.destinations}`,
  );
  return rows.map((row) => ({ ...row, path: destinationPath({ title: row.name, id: row.id }) }));
}

async function categories(db: DbOrTx, terms: readonly string[], lang: Lang): Promise<CategorySuggestion[]> {
  const rows = await queryRows<{ id: number; name: string; featured: boolean }>(
    db,
    sql`select m.id, m.name, m.featured from (
        select c.id, c.is_featured as featured, c.position, ${hits(terms, sql`w.ids`)} as hits,
          ${localizedValue('category_translations', 'category_id', sql`c.id`, 'name', lang)} as name
        from categories c,
          lateral (select ${nameWordIds('category_translations', 'category_id', sql`c.id`)} as ids) w
      ) m where m.hits > 0
      order by m.hits desc, m.featured, m.position, m.id limit ${SUGGESTION_LIMITS.categories}`,
  );
  return rows.map((row) => ({
    ...row,
    path: (row.featured ? highlightPath : categoryPath)({ title: row.name, id: row.id }),
  }));
}

/** The first experiences the search itself would list for this text: same conditions, same order. */
async function experiences(
  db: DbOrTx,
  searchText: string,
  terms: readonly string[],
  lang: Lang,
): Promise<ExperienceSuggestion[]> {
  const where = filterConditions({ ...NO_FILTERS, searchText });
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select e.id from experiences e where ${where} order by ${relevanceOrder(terms)}
        limit ${SUGGESTION_LIMITS.experiences}`,
    )
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await queryRows<ExperiencePathRow>(
    db,
    experienceSelect(
      sql`e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ id, name: row[`name_${lang}`], city: row[`city_${lang}`], path: experienceRowPath(row, lang) }];
  });
}

/**
 * What the search bar suggests while a traveller types (docs/product.md § Search suggestions): destinations
 * and categories whose names share a word with the text, and the first experiences of the search itself.
 * Terms are those of the search (`searchTerms`: 3+ letters, accents and case folded) and each resolves to
 * vocabulary words as in the search (exact, prefix or trigram-close: "cartajena" → Cartagena). A text with
 * no such term suggests nothing.
 */
export async function searchSuggestions(db: DbOrTx, text: string, lang: Lang): Promise<SearchSuggestions> {
  const terms = searchTerms(text);
  if (terms.length === 0) return NO_SUGGESTIONS;
  const [places, kinds, items] = await Promise.all([
    destinations(db, terms, lang),
    categories(db, terms, lang),
    experiences(db, text, terms, lang),
  ]);
  return { destinations: places, categories: kinds, experiences: items };
}
