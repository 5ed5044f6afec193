import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { localized, localizedJoin, localizedValue } from './localized-sql';
import type { CancellationPolicyId } from './cancellation-policy';
import type { DifficultyLevel } from './difficulty';

/** One experience as the list and detail queries read it (snake_case straight from SQL). */
export interface ExperienceRow {
  id: number;
  name: string;
  h1: string;
  slug: string;
  country_id: number;
  country_name: string;
  country_iso: string;
  time_zone: string;
  destination_id: number;
  destination_name: string;
  company_id: number;
  latitude: number;
  longitude: number;
  meeting_latitude: number | null;
  meeting_longitude: number | null;
  duration_minutes: number;
  /** The database's check constraint keeps it to the known levels. */
  difficulty_level: DifficultyLevel;
  is_private: boolean;
  is_package: boolean;
  price_package_cents: number;
  price_adults_cents: number;
  price_children_cents: number | null;
  price_babies_cents: number | null;
  price_seniors_cents: number | null;
  original_price_cents: number | null;
  show_original_price: boolean;
  display_price_cents: number;
  min_persons: number;
  max_persons: number;
  min_age_allowed: number;
  include_children: boolean;
  include_babies: boolean;
  /** The database's check constraint keeps it to the known policies. */
  cancellation_policy: CancellationPolicyId;
  anticipation_hours: number;
  rating: number;
  review_count: number;
}

/** The columns and joins shared by every experience read; `where`/`orderBy`/`limit` complete it. */
export function experienceSelect(lang: Lang): SQL {
  return sql`select e.id, ${localized('et', 'name')} as name, ${localized('et', 'h1')} as h1,
      ${localized('et', 'slug')} as slug,
      e.country_id,
      ${localizedValue('country_translations', 'country_id', sql`e.country_id`, 'name', lang)} as country_name, c.iso_code as country_iso, c.time_zone,
      e.destination_id,
      ${localizedValue('destination_translations', 'destination_id', sql`e.destination_id`, 'name', lang)} as destination_name, e.company_id,
      e.latitude, e.longitude, e.meeting_latitude, e.meeting_longitude, e.duration_minutes,
      e.difficulty_level, e.is_private, e.is_package, e.price_package_cents, e.price_adults_cents,
      e.price_children_cents, e.price_babies_cents, e.price_seniors_cents, e.original_price_cents,
      e.show_original_price, e.display_price_cents, e.min_persons, e.max_persons, e.min_age_allowed,
      e.include_children, e.include_babies, e.cancellation_policy, e.anticipation_hours,
      e.rating, e.review_count
    from experiences e
    join countries c on c.id = e.country_id
    ${localizedJoin('experience_translations', 'experience_id', sql`e.id`, 'et', lang)}`;
}

export interface PhotoRow {
  experience_id: number;
  photo_id: string;
  width: number;
  height: number;
  dominant_color: string;
}

export interface DiscountGroupRow {
  id: number;
  experience_id: number;
  min_participants: number;
  max_participants: number;
  discount_percent: number;
}

/** Photos, discount groups and category ids of a page of experiences, in three indexed reads. */
export async function loadListExtras(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) {
    return {
      photos: new Map<number, PhotoRow[]>(),
      groups: new Map<number, DiscountGroupRow[]>(),
      categories: new Map<number, number[]>(),
    };
  }
  const idList = sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const [photos, groups, categories] = await allQueries(
    db,
    () =>
      queryRows<PhotoRow>(
        db,
        sql`select experience_id, photo_id, width, height, dominant_color from experience_photos
          where experience_id in ${idList} order by experience_id, position`,
      ),
    () =>
      queryRows<DiscountGroupRow>(
        db,
        sql`select id, experience_id, min_participants, max_participants, discount_percent from price_discount_groups
          where experience_id in ${idList} order by experience_id, min_participants`,
      ),
    () =>
      queryRows<{ experience_id: number; category_id: number }>(
        db,
        sql`select experience_id, category_id from experience_categories where experience_id in ${idList}
          order by experience_id, category_id`,
      ),
  );
  return {
    photos: groupBy(photos, (row) => row.experience_id),
    groups: groupBy(groups, (row) => row.experience_id),
    categories: mapValues(
      groupBy(categories, (row) => row.experience_id),
      (rows) => rows.map((row) => row.category_id),
    ),
  };
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function mapValues<K, A, B>(map: Map<K, A>, fn: (value: A) => B): Map<K, B> {
  return new Map([...map].map(([k, v]) => [k, fn(v)]));
}
