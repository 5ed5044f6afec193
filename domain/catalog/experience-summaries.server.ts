/** List items (cards) of experiences already chosen and ordered by a search or a person's list. */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import type { FirstDeparture } from '../booking/first-departure';
import { type ExperienceRow, experienceSelect, loadListExtras } from './experience-rows.server';
import { type ExperienceSummary, shapeExperienceSummary } from './experience-shape';

/**
 * One page of list items in two steps: the ids are chosen on the experiences table alone (order, limit,
 * offset), then only those rows are read with their texts, photos, discount groups and categories, so a
 * broad match never joins thousands of rows it will not show.
 */
export async function pageItems(
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
  options: {
    favorite?: boolean;
    departures?: ReadonlyMap<number, FirstDeparture>;
  } = {},
): Promise<ExperienceSummary[]> {
  if (ids.length === 0) return [];
  const [rows, extras] = await allQueries(
    db,
    () =>
      queryRows<ExperienceRow>(
        db,
        sql`${experienceSelect(lang)} where e.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    () => loadListExtras(db, [...ids]),
  );
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
        departure: options.departures?.get(id),
      },
      lang,
    );
    return [summary];
  });
}
