import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import type { DbOrTx } from '../../db/client';
import { listDestinations } from './geography.server';

/**
 * A listing page's destination carousel offers as many places as home's top destinations (docs/product.md §
 * Home).
 */
export const DESTINATION_CAROUSEL_SIZE = 10;

/** Every destination of one country, or every top destination, fits in one read: there are dozens. */
const ALL = { page: 1, limit: 1000 };

/** What a destination tile shows, and all a page sends of each destination for hydration. */
export interface DestinationTile {
  id: number;
  name: string;
  image_id: string | null;
  experiences_count: number;
  country: { id: number; name: string };
}

type DestinationRow = Awaited<ReturnType<typeof listDestinations>>['data'][number];

function tile({ id, name, image_id, experiences_count, country }: DestinationRow): DestinationTile {
  return {
    id,
    name,
    image_id,
    experiences_count,
    country: { id: country.id, name: country.name },
  };
}

/** A tile leading to a page with nothing to book would not help the visitor move on. */
const bookable = (row: DestinationRow) => row.experiences_count > 0;

/**
 * Destinations of several countries taken one country at a time (each country's first, then each one's
 * second...), keeping the catalogue's order within a country: in catalogue order alone, the first ten top
 * destinations are those of the first three or four countries, and a strip meant for exploring would
 * never show the others.
 */
function byCountryInTurn(rows: readonly DestinationRow[]): DestinationRow[] {
  const countries = new Map<number, DestinationRow[]>();
  for (const row of rows) {
    const list = countries.get(row.country.id);
    if (list) list.push(row);
    else countries.set(row.country.id, [row]);
  }
  const lists = [...countries.values()];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, turn) =>
    lists.flatMap((list) => (list[turn] ? [list[turn]] : [])),
  ).flat();
}

/**
 * The other-destinations carousel of a city page: the other cities of its country (top ones first, in the
 * catalogue's order), then the top destinations of other countries (a country at a time), so a country of
 * one or two cities still fills the strip. The city itself and cities without experiences are left out.
 */
export async function otherDestinations(
  db: DbOrTx,
  destination: { id: number; countryId: number },
  lang: Lang,
): Promise<DestinationTile[]> {
  const [sameCountry, top] = await allQueries(
    db,
    () =>
      listDestinations(db, {
        countryId: destination.countryId,
        page: ALL,
        lang,
      }),
    () => listDestinations(db, { top: true, page: ALL, lang }),
  );
  const elsewhere = byCountryInTurn(top.data.filter((row) => row.country.id !== destination.countryId));
  return [...sameCountry.data, ...elsewhere]
    .filter((row) => row.id !== destination.id && bookable(row))
    .slice(0, DESTINATION_CAROUSEL_SIZE)
    .map(tile);
}

/**
 * The destination carousel of the search page: with a country filter, that country's destinations (top
 * ones first), since the visitor has said where they are going; otherwise, or when that country has none
 * with experiences, the top destinations of every country, a country at a time.
 */
export async function destinationsToExplore(
  db: DbOrTx,
  countryId: number | undefined,
  lang: Lang,
): Promise<{
  country: { id: number; name: string } | null;
  destinations: DestinationTile[];
}> {
  if (countryId !== undefined) {
    const inCountry = (await listDestinations(db, { countryId, page: ALL, lang })).data.filter(bookable);
    const first = inCountry[0];
    if (first) {
      return {
        country: { id: first.country.id, name: first.country.name },
        destinations: inCountry.slice(0, DESTINATION_CAROUSEL_SIZE).map(tile),
      };
    }
  }
  const top = byCountryInTurn(
    (await listDestinations(db, { top: true, page: ALL, lang })).data.filter(bookable),
  );
  return {
    country: null,
    destinations: top.slice(0, DESTINATION_CAROUSEL_SIZE).map(tile),
  };
}
