import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../app/i18n/languages';
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

export type { LanguagePaths };

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); every page is listed once per language. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Experiences per sitemap file: each is listed in Spanish and English, so a file of 25,000 experiences
 * holds SITEMAP_MAX_URLS addresses (decision 0020).
 */
export const EXPERIENCES_PER_SITEMAP = SITEMAP_MAX_URLS / 2;

/** Pages that exist once, whatever the catalogue holds (the language is a `?lang=`). */
export const STATIC_PATHS = [
  '/',
  '/destinations',
  '/highlights',
  '/about',
  '/faqs',
  '/terms-and-conditions',
  '/terms-and-conditions-operator',
  '/privacy-policies',
  '/insurance-clients-coverage',
  '/insurance-suppliers-coverage',
] as const;

interface NamedRow {
  id: number;
  name_es: string;
  name_en: string;
}

/** Both languages of a localized column joined with `localizedJoin(..., 'en')` (Spanish is the fallback). */
const bothNames = (alias: string, column: string): SQL =>
  sql`${sql.identifier(`${alias}_es`)}.${sql.identifier(column)} as ${sql.identifier(`${column}_es`)},
    ${localized(alias, column)} as ${sql.identifier(`${column}_en`)}`;

const named = (table: string, translations: string, fk: string, extra: SQL, order: SQL) =>
  sql`select t.id, ${bothNames('tr', 'name')}${extra} from ${sql.identifier(table)} t
    ${localizedJoin(translations, fk, sql`t.id`, 'tr', 'en')} order by ${order}`;

const pair = (path: (title: string) => string, row: NamedRow): LanguagePaths => ({
  es: path(row.name_es),
  en: path(row.name_en),
});

/**
 * Every page of the catalogue but the experiences, in both languages: the static pages, countries, each
 * country's destinations, destinations, categories and highlights. Four small queries.
 */
export async function pagePaths(db: DbOrTx): Promise<LanguagePaths[]> {
  const [countries, destinations, categories] = await Promise.all([
    queryRows<NamedRow>(
      db,
      named('countries', 'country_translations', 'country_id', sql``, sql`t.position, t.id`),
    ),
    queryRows<NamedRow>(
      db,
      named('destinations', 'destination_translations', 'destination_id', sql``, sql`t.id`),
    ),
    queryRows<NamedRow & { is_featured: boolean }>(
      db,
      named(
        'categories',
        'category_translations',
        'category_id',
        sql`, t.is_featured`,
        sql`t.position, t.id`,
      ),
    ),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ es: path, en: path })),
    ...countries.map((c) => pair((title) => countryPath({ title, id: c.id }), c)),
    ...countries.map((c) => pair((countryName) => countryDestinationsPath({ countryName, id: c.id }), c)),
    ...destinations.map((d) => pair((title) => destinationPath({ title, id: d.id }), d)),
    ...categories.map((c) =>
      pair((title) => (c.is_featured ? highlightPath : categoryPath)({ title, id: c.id }), c),
    ),
  ];
}

/** One experiences sitemap file: the published experiences with ids from `first` to `last`. */
export interface ExperienceIdRange {
  first: number;
  last: number;
}

/**
 * The published experiences cut into runs of `perFile` in id order, each run named by its first and last
 * id (ids are far from dense: the bench catalogue's run from 1 to 238,000,420). One pass over the ids.
 */
export async function experienceSitemapRanges(
  db: DbOrTx,
  perFile = EXPERIENCES_PER_SITEMAP,
): Promise<ExperienceIdRange[]> {
  const rows = await queryRows<{ first: number | string; last: number | string }>(
    db,
    sql`select min(id) as first, max(id) as last
        from (select e.id, row_number() over (order by e.id) as rn from experiences e
              where e.status = 'published') numbered
        group by (rn - 1) / ${perFile} order by first`,
  );
  return rows.map((row) => ({ first: Number(row.first), last: Number(row.last) }));
}

interface ExperiencePathRow {
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
const experienceSelect = (where: SQL) =>
  sql`select e.id, ${bothNames('et', 'name')}, ${bothNames('et', 'slug')},
          ct_es.name as country_es, coalesce(ct_loc.name, ct_es.name) as country_en,
          dt_es.name as city_es, coalesce(dt_loc.name, dt_es.name) as city_en
        from experiences e
        ${localizedJoin('experience_translations', 'experience_id', sql`e.id`, 'et', 'en')}
        ${localizedJoin('country_translations', 'country_id', sql`e.country_id`, 'ct', 'en')}
        ${localizedJoin('destination_translations', 'destination_id', sql`e.destination_id`, 'dt', 'en')}
        where e.status = 'published' and ${where}`;

/**
 * Both languages' paths of the published experiences with ids in `range`, in id order, at most `perFile`
 * of them (an address made up by hand cannot ask for more): a range scan of the primary key (keyset, no
 * offset) and only the columns a path is made of (country and city names are few rows).
 */
export async function experiencePaths(
  db: DbOrTx,
  range: ExperienceIdRange,
  perFile = EXPERIENCES_PER_SITEMAP,
): Promise<LanguagePaths[]> {
  const rows = await queryRows<ExperiencePathRow>(
    db,
    experienceSelect(sql`e.id between ${range.first} and ${range.last} order by e.id limit ${perFile}`),
  );
  return rows.map((row) => ({ es: experienceRowPath(row, 'es'), en: experienceRowPath(row, 'en') }));
}

function experienceRowPath(row: ExperiencePathRow, lang: Lang): string {
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
