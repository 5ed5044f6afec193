import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { notFound } from '../errors';
import { readThroughAttached } from './catalog-read-cache.server';
import { photoUrl } from '../media/photo-url';
import { localized, localizedJoin } from './localized-sql';
import { type PageRequest, pageOffset, paginationMeta } from './pagination';

interface CountryRow {
  id: number;
  name: string;
  description: string;
  iso_code: string;
  time_zone: string;
  latitude: number;
  longitude: number;
  banner_id: string | null;
  experiences_count: number;
}

const BANNER_WIDTH = 1600;
const TILE_WIDTH = 640;

function shapeCountry(row: CountryRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    iso_code: row.iso_code,
    time_zone: row.time_zone,
    latitude: row.latitude,
    longitude: row.longitude,
    banner: row.banner_id ? photoUrl(row.banner_id, BANNER_WIDTH) : null,
    banner_id: row.banner_id,
    experiences_count: row.experiences_count,
  };
}

const countrySelect = (lang: Lang) => sql`select c.id, ${localized('ct', 'name')} as name,
    ${localized('ct', 'description')} as description, c.iso_code, c.time_zone, c.latitude, c.longitude,
    c.banner_id,
    (select count(*)::int from experiences e where e.country_id = c.id and e.status = 'published') as experiences_count
  from countries c ${localizedJoin('country_translations', 'country_id', sql`c.id`, 'ct', lang)}`;

/**
 * A page of countries. Every server-rendered page asks for them (the header's country menu, through the
 * root loader, which is handed only the database), so the read goes through the catalogue cache the server
 * attached to `db`, when it did (docs/decisions/0011).
 */
export function listCountries(db: DbOrTx, page: PageRequest, lang: Lang) {
  return readThroughAttached(db, ['countries', lang, page.page, page.limit], () =>
    queryCountries(db, page, lang),
  );
}

async function queryCountries(db: DbOrTx, page: PageRequest, lang: Lang) {
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from countries`);
  const rows = await queryRows<CountryRow>(
    db,
    sql`${countrySelect(lang)} order by c.position, c.id limit ${page.limit} offset ${pageOffset(page)}`,
  );
  return {
    data: rows.map(shapeCountry),
    pagination: paginationMeta(count?.total ?? 0, page.page, page.limit),
  };
}

export async function getCountry(db: DbOrTx, id: number, lang: Lang) {
  const [row] = await queryRows<CountryRow>(db, sql`${countrySelect(lang)} where c.id = ${id}`);
  if (!row) throw notFound('COUNTRY_NOT_FOUND', 'errors.countryNotFound');
  return shapeCountry(row);
}

interface DestinationRow {
  id: number;
  name: string;
  short_text: string;
  biography: string;
  image_id: string | null;
  latitude: number;
  longitude: number;
  is_top: boolean;
  country_id: number;
  country_name: string;
  country_iso: string;
  experiences_count: number;
}

interface DestinationTranslationRow {
  owner_id: number;
  lang_code: string;
  name: string;
  short_text: string;
  biography: string;
}

function shapeDestination(row: DestinationRow, translations?: DestinationTranslationRow[]) {
  return {
    id: row.id,
    name: row.name,
    short_text: row.short_text,
    biography: row.biography,
    image: row.image_id ? photoUrl(row.image_id, TILE_WIDTH) : null,
    image_id: row.image_id,
    latitude: row.latitude,
    longitude: row.longitude,
    is_top: row.is_top,
    experiences_count: row.experiences_count,
    country: { id: row.country_id, name: row.country_name, iso_code: row.country_iso },
    ...(translations
      ? {
          translations: translations.map((t) => ({
            lang_code: t.lang_code,
            name: t.name,
            short_text: t.short_text,
            biography: t.biography,
          })),
        }
      : {}),
  };
}

const destinationSelect = (lang: Lang) => sql`select d.id, ${localized('dt', 'name')} as name,
    ${localized('dt', 'short_text')} as short_text, ${localized('dt', 'biography')} as biography,
    d.image_id, d.latitude, d.longitude, d.is_top, d.country_id, ${localized('ct', 'name')} as country_name,
    c.iso_code as country_iso,
    (select count(*)::int from experiences e where e.destination_id = d.id and e.status = 'published') as experiences_count
  from destinations d join countries c on c.id = d.country_id
  ${localizedJoin('destination_translations', 'destination_id', sql`d.id`, 'dt', lang)}
  ${localizedJoin('country_translations', 'country_id', sql`d.country_id`, 'ct', lang)}`;

/**
 * Destinations, optionally of one country or only the top ones: top destinations first, then by name.
 * `withTranslations` adds every language's texts (the newer API's form).
 */
export async function listDestinations(
  db: DbOrTx,
  options: { countryId?: number; top?: boolean; page: PageRequest; lang: Lang; withTranslations?: boolean },
) {
  const conditions = [sql`true`];
  if (options.countryId !== undefined) conditions.push(sql`d.country_id = ${options.countryId}`);
  if (options.top !== undefined) conditions.push(sql`d.is_top = ${options.top}`);
  const where = sql.join(conditions, sql` and `);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from destinations d where ${where}`,
  );
  const rows = await queryRows<DestinationRow>(
    db,
    sql`${destinationSelect(options.lang)} where ${where}
        order by d.is_top desc, d.position, name limit ${options.page.limit} offset ${pageOffset(options.page)}`,
  );
  const translations =
    options.withTranslations && rows.length
      ? await queryRows<DestinationTranslationRow>(
          db,
          sql`select destination_id as owner_id, lang_code, name, short_text, biography from destination_translations
              where destination_id in (${sql.join(
                rows.map((row) => sql`${row.id}`),
                sql`, `,
              )}) order by lang_code`,
        )
      : undefined;
  return {
    data: rows.map((row) =>
      shapeDestination(
        row,
        translations?.filter((t) => t.owner_id === row.id),
      ),
    ),
    pagination: paginationMeta(count?.total ?? 0, options.page.page, options.page.limit),
  };
}

export async function getDestination(db: DbOrTx, id: number, lang: Lang) {
  const [row] = await queryRows<DestinationRow>(db, sql`${destinationSelect(lang)} where d.id = ${id}`);
  if (!row) throw notFound('DESTINATION_NOT_FOUND', 'errors.destinationNotFound');
  return shapeDestination(row);
}

/** Asserts a country exists (its destinations of an unknown country are a 404, not an empty list). */
export async function assertCountryExists(db: DbOrTx, id: number) {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from countries where id = ${id}`);
  if (!row) throw notFound('COUNTRY_NOT_FOUND', 'errors.countryNotFound');
}
