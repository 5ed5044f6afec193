import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localized, localizedJoin } from './localized-sql';
import {
  categoryPath,
  countryDestinationsPath,
  countryPath,
  destinationPath,
  experiencePath,
  highlightPath,
  type LanguagePaths,
} from './slug';

/**
 * A page's path in each language, read from the catalogue: the titles in the paths are translated
 * (decision 0020). The pages' loaders read them to redirect stale paths and name their alternates; the
 * sitemap lists them.
 */

export interface NamedRow {
  id: number;
  name_es: string;
  name_en: string;
}

/** Both languages of a localized column joined with `localizedJoin(..., 'en')` (Spanish is the fallback). */
const bothNames = (alias: string, column: string): SQL =>
  sql`${sql.identifier(`${alias}_es`)}.${sql.identifier(column)} as ${sql.identifier(`${column}_es`)},
    ${localized(alias, column)} as ${sql.identifier(`${column}_en`)}`;

export const named = (table: string, translations: string, fk: string, extra: SQL, order: SQL) =>
  sql`select t.id, ${bothNames('tr', 'name')}${extra} from ${sql.identifier(table)} t
    ${localizedJoin(translations, fk, sql`t.id`, 'tr', 'en')} order by ${order}`;

export const pair = (path: (title: string) => string, row: NamedRow): LanguagePaths => ({
  es: path(row.name_es),
  en: path(row.name_en),
});

export interface ExperiencePathRow {
  id: number;
  name_es: string;
  name_en: string;
  slug_es: string | null;
  slug_en: string | null;
  country_es: string;
  country_en: string;
  city_es: string;
  city_en: string;
}

/** What an experience's paths are made of, of the published experiences matching `where`. */
export const experienceSelect = (where: SQL) =>
  sql`select e.id, ${bothNames('et', 'name')}, ${bothNames('et', 'slug')},
          ct_es.name as country_es, coalesce(ct_loc.name, ct_es.name) as country_en,
          dt_es.name as city_es, coalesce(dt_loc.name, dt_es.name) as city_en
        from experiences e
        ${localizedJoin('experience_translations', 'experience_id', sql`e.id`, 'et', 'en')}
        ${localizedJoin('country_translations', 'country_id', sql`e.country_id`, 'ct', 'en')}
        ${localizedJoin('destination_translations', 'destination_id', sql`e.destination_id`, 'dt', 'en')}
        where e.status = 'published' and ${where}`;

export function experienceRowPath(row: ExperiencePathRow, lang: Lang): string {
  return experiencePath({
    country: row[`country_${lang}`],
    destination: row[`city_${lang}`],
    name: row[`name_${lang}`],
    urlSlug: row[`slug_${lang}`],
    id: row.id,
  });
}

/** One published experience's paths in both languages (null when there is no such experience). */
export async function experienceLanguagePaths(db: DbOrTx, id: number): Promise<LanguagePaths | null> {
  const [row] = await queryRows<ExperiencePathRow>(db, experienceSelect(sql`e.id = ${id}`));
  return row ? { es: experienceRowPath(row, 'es'), en: experienceRowPath(row, 'en') } : null;
}

/** A country's, destination's or category's name in both languages (null when there is none). */
export async function placeNames(
  db: DbOrTx,
  kind: 'country' | 'destination' | 'category',
  id: number,
): Promise<{ es: string; en: string } | null> {
  const table = { country: 'countries', destination: 'destinations', category: 'categories' }[kind];
  const [row] = await queryRows<NamedRow>(
    db,
    sql`select t.id, ${bothNames('tr', 'name')} from ${sql.identifier(table)} t
        ${localizedJoin(`${kind}_translations`, `${kind}_id`, sql`t.id`, 'tr', 'en')} where t.id = ${id}`,
  );
  return row ? { es: row.name_es, en: row.name_en } : null;
}

const LISTING_PATHS = {
  country: { table: 'country', path: (title: string, id: number) => countryPath({ title, id }) },
  'country-destinations': {
    table: 'country',
    path: (countryName: string, id: number) => countryDestinationsPath({ countryName, id }),
  },
  destination: { table: 'destination', path: (title: string, id: number) => destinationPath({ title, id }) },
  category: { table: 'category', path: (title: string, id: number) => categoryPath({ title, id }) },
  highlight: { table: 'category', path: (title: string, id: number) => highlightPath({ title, id }) },
} as const;

/** A listing page's paths in both languages (its title is in the path), or null for an unknown id. */
export async function listingLanguagePaths(
  db: DbOrTx,
  kind: keyof typeof LISTING_PATHS,
  id: number,
): Promise<LanguagePaths | null> {
  const { table, path } = LISTING_PATHS[kind];
  const names = await placeNames(db, table, id);
  return names ? { es: path(names.es, id), en: path(names.en, id) } : null;
}
