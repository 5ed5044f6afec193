import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { type TermWords, relevanceOrder, termCondition, termWords } from './search-conditions.server';
import { type ExperiencePathRow, experienceRowPath, experienceSelect } from './language-paths.server';
import { localizedValue } from './localized-sql';
import { categoryPath, destinationPath, highlightPath } from './slug';
import { searchTerms } from './search-terms';

/** How many of each kind the search bar lists (docs/decisions/0087-search-suggestions.md). */
export const SUGGESTION_LIMITS = {
  destinations: 3,
  categories: 3,
  experiences: 5,
} as const;

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

export const NO_SUGGESTIONS: SearchSuggestions = {
  destinations: [],
  categories: [],
  experiences: [],
};

/**
 * Vocabulary ids of the words of a row's names in every language (the same split as the search index,
 * domain/catalog/search-index.server.ts), so a typed term is resolved to words exactly as the search does.
 */
function nameWordIds(translations: string, fk: string, ownerId: SQL): SQL {
  const table = sql.identifier(translations);
  const key = sql.identifier(fk);
  // Split first, then join: a correlated `word = any(split(...))` would be folded again for every word.
  return sql`array(select v.id from regexp_split_to_table(
      f_unaccent(lower((select string_agg(x.name, ' ') from ${table} x where x.${key} = ${ownerId}))),
      '[^a-z0-9]+') w join search_vocabulary v on v.word = w)`;
}

/** How many of the terms a row's name words match: any one term is enough, more rank first. */
function hits(terms: readonly TermWords[], words: SQL): SQL {
  return sql.join(
    terms.map((term) => sql`(${words} && ${term.matching})::int`),
    sql` + `,
  );
}

const intArray = (ids: readonly number[]): SQL =>
  ids.length === 0
    ? sql`'{}'::int[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;

/**
 * Each term's vocabulary ids, resolved once by the search's own rule (`termWords`) and then handed to the
 * three reads as constants, so the trigram lookups run once rather than once per read.
 */
async function resolveTerms(db: DbOrTx, terms: readonly string[]): Promise<TermWords[]> {
  const columns = terms.flatMap((term, i) => {
    const words = termWords(term);
    return [
      sql`${words.matching} as ${sql.identifier(`m${i}`)}`,
      sql`${words.exact} as ${sql.identifier(`x${i}`)}`,
    ];
  });
  const [row] = await queryRows<Record<string, number[]>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return terms.map((_, i) => ({
    matching: intArray(row?.[`m${i}`] ?? []),
    exact: intArray(row?.[`x${i}`] ?? []),
  }));
}

async function destinations(db: DbOrTx, terms: readonly TermWords[], lang: Lang): Promise<PlaceSuggestion[]> {
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
  return rows.map((row) => ({
    ...row,
    path: destinationPath({ title: row.name, id: row.id }),
  }));
}

async function categories(
  db: DbOrTx,
  terms: readonly TermWords[],
  lang: Lang,
): Promise<CategorySuggestion[]> {
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
    path: (row.featured ? highlightPath : categoryPath)({
      title: row.name,
      id: row.id,
    }),
  }));
}

/** The first experiences the search itself would list for this text: same conditions, same order. */
async function experiences(
  db: DbOrTx,
  terms: readonly TermWords[],
  lang: Lang,
): Promise<ExperienceSuggestion[]> {
  const where = sql.join([sql`e.status = 'published'`, ...terms.map(termCondition)], sql` and `);
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
    return [
      {
        id,
        name: row[`name_${lang}`],
        city: row[`city_${lang}`],
        path: experienceRowPath(row, lang),
      },
    ];
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
  const words = searchTerms(text);
  if (words.length === 0) return NO_SUGGESTIONS;
  const terms = await resolveTerms(db, words);
  const [places, kinds, items] = await allQueries(
    db,
    () => destinations(db, terms, lang),
    () => categories(db, terms, lang),
    () => experiences(db, terms, lang),
  );
  return { destinations: places, categories: kinds, experiences: items };
}
