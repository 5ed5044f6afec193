import { sql } from 'drizzle-orm';
import type { Lang } from '../../app/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from './localized-sql';
import { categoryPath, countryPath, destinationPath, experiencePath, highlightPath } from './slug';

/** A sitemap file holds at most 50,000 addresses; each page is listed once per language. */
export const SITEMAP_MAX_PAGES = 25_000;

/** Every public catalogue page in one language: countries, destinations, categories, highlights, experiences. */
export async function catalogPaths(db: DbOrTx, lang: Lang): Promise<string[]> {
  const name = (table: string, fk: string, owner: string) =>
    localizedValue(table, fk, sql.raw(owner), 'name', lang);
  const [countries, destinations, categories, experiences] = await Promise.all([
    queryRows<{ id: number; name: string }>(
      db,
      sql`select c.id, ${name('country_translations', 'country_id', 'c.id')} as name from countries c order by c.position`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select d.id, ${name('destination_translations', 'destination_id', 'd.id')} as name from destinations d order by d.id`,
    ),
    queryRows<{ id: number; name: string; is_featured: boolean }>(
      db,
      sql`select c.id, c.is_featured, ${name('category_translations', 'category_id', 'c.id')} as name from categories c order by c.position`,
    ),
    queryRows<{ id: number; name: string; slug: string; country: string; city: string }>(
      db,
      sql`select e.id, ${name('experience_translations', 'experience_id', 'e.id')} as name,
            ${localizedValue('experience_translations', 'experience_id', sql`e.id`, 'slug', lang)} as slug,
            ${name('country_translations', 'country_id', 'e.country_id')} as country,
            ${name('destination_translations', 'destination_id', 'e.destination_id')} as city
          from experiences e where e.status = 'published' order by e.id limit ${SITEMAP_MAX_PAGES}`,
    ),
  ]);
  return [
    ...countries.map((c) => countryPath({ title: c.name, id: c.id })),
    ...destinations.map((d) => destinationPath({ title: d.name, id: d.id })),
    ...categories.map((c) => (c.is_featured ? highlightPath : categoryPath)({ title: c.name, id: c.id })),
    ...experiences.map((e) =>
      experiencePath({ country: e.country, destination: e.city, name: e.name, urlSlug: e.slug, id: e.id }),
    ),
  ];
}
