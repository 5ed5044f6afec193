import { sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import {
  experienceRowPath,
  type ExperiencePathRow,
  experienceSelect,
  named,
  type NamedRow,
  pair,
} from './language-paths.server';
import {
  categoryPath,
  countryDestinationsPath,
  countryPath,
  destinationPath,
  highlightPath,
  type LanguagePaths,
} from './slug';

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
  '/giftcards',
  '/about',
  '/faqs',
  '/terms-and-conditions',
  '/terms-and-conditions-operator',
  '/privacy-policies',
  '/insurance-clients-coverage',
  '/insurance-suppliers-coverage',
] as const;

/**
 * Every page of the catalogue but the experiences, in both languages: the static pages, countries, each
 * country's destinations, destinations, categories and highlights. Four small queries.
 */
export async function pagePaths(db: DbOrTx): Promise<LanguagePaths[]> {
  const [countries, destinations, categories] = await allQueries(
    db,
    () =>
      queryRows<NamedRow>(
        db,
        named('countries', 'country_translations', 'country_id', sql``, sql`t.position, t.id`),
      ),
    () =>
      queryRows<NamedRow>(
        db,
        named('destinations', 'destination_translations', 'destination_id', sql``, sql`t.id`),
      ),
    () =>
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
  );
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
  const rows = await queryRows<{
    first: number | string;
    last: number | string;
  }>(
    db,
    sql`select min(id) as first, max(id) as last
        from (select e.id, row_number() over (order by e.id) as rn from experiences e
              where e.status = 'published') numbered
        group by (rn - 1) / ${perFile} order by first`,
  );
  return rows.map((row) => ({
    first: Number(row.first),
    last: Number(row.last),
  }));
}

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
  return rows.map((row) => ({
    es: experienceRowPath(row, 'es'),
    en: experienceRowPath(row, 'en'),
  }));
}
