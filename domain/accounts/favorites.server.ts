import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { favorites } from '../../db/schema/engagement';
import { summariesByIds } from '../catalog/experience-summaries.server';
import { type PageRequest, pageOffset, paginationMeta } from '../catalog/pagination';
import { AppError } from '../errors';

/** The hearts' id list stops here; nobody keeps this many favourites. */
const MAX_FAVORITE_IDS = 5000;

/**
 * Marks or unmarks an experience as a favourite of the session's user and returns the new state.
 * Only published experiences can be favourited; any other id answers 404 like an unknown one.
 */
export async function toggleFavorite(
  db: DbOrTx,
  userId: number,
  experienceId: number,
  now: Date,
): Promise<boolean> {
  const [experience] = await queryRows<{ id: number }>(
    db,
    sql`select id from experiences where id = ${experienceId} and status = 'published'`,
  );
  if (!experience) throw new AppError(404, 'EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.experienceId, experienceId)))
    .returning({ id: favorites.experienceId });
  if (removed.length > 0) return false;
  // A double click racing itself may find the row inserted meanwhile: it stays a favourite.
  await db.insert(favorites).values({ userId, experienceId, createdAt: now }).onConflictDoNothing();
  return true;
}

/** One page of the user's favourite experiences (published ones), most recently added first. */
export async function listFavorites(db: DbOrTx, userId: number, page: PageRequest, lang: Lang) {
  const [countRow] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from favorites f join experiences e on e.id = f.experience_id
      where f.user_id = ${userId} and e.status = 'published'`,
  );
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select f.experience_id as id from favorites f join experiences e on e.id = f.experience_id
        where f.user_id = ${userId} and e.status = 'published'
        order by f.created_at desc, f.experience_id desc limit ${page.limit} offset ${pageOffset(page)}`,
    )
  ).map((row) => row.id);
  return {
    data: await summariesByIds(db, ids, lang, { favorite: true }),
    pagination: paginationMeta(countRow?.total ?? 0, page.page, page.limit),
  };
}

/**
 * Every favourite experience id of the user, for the hearts on any page (lists are cached for everyone,
 * so they cannot carry one person's flags). Bounded: far above what anyone saves.
 */
export async function favoriteIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select experience_id as id from favorites where user_id = ${userId}
        order by created_at desc, experience_id desc limit ${MAX_FAVORITE_IDS}`,
  );
  return rows.map((row) => row.id);
}
