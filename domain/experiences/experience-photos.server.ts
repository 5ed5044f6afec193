import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { notFound } from '../errors';
import { orderPhotos, photoLimitReached, PHOTOS_PER_EXPERIENCE } from './photo-rules';

/** One photo of an experience as its operator sees it; the first is the cover. */
export interface ExperiencePhoto {
  id: number;
  photo_id: string;
  width: number;
  height: number;
  dominant_color: string;
}

/** Whose experience, and who asks (an operator of that company). */
export interface PhotoScope {
  companyId: number;
  experienceId: number;
}

/** What a change did: the photos before and after, and whether the catalogue shows the experience. */
export interface PhotosChange {
  before: ExperiencePhoto[];
  after: ExperiencePhoto[];
  published: boolean;
}

/** The experience's row, locked for the change: one change of its photos at a time. */
async function lockExperience(tx: Tx, scope: PhotoScope): Promise<{ status: string }> {
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select status::text as status from experiences
        where id = ${scope.experienceId} and company_id = ${scope.companyId} for update`,
  );
  // Another company's experience is not found, like one that does not exist.
  if (!row) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');
  return row;
}

/** An experience's photos, cover first (the review queue shows them as they are live). */
export function photosOf(db: Db | Tx, experienceId: number): Promise<ExperiencePhoto[]> {
  return queryRows<ExperiencePhoto>(
    db,
    sql`select id, photo_id, width, height, dominant_color from experience_photos
        where experience_id = ${experienceId} order by position`,
  );
}

/** The photos of one of the company's experiences, cover first. */
export async function listExperiencePhotos(db: Db, scope: PhotoScope): Promise<ExperiencePhoto[]> {
  const [owned] = await queryRows<{ id: number }>(
    db,
    sql`select id from experiences where id = ${scope.experienceId} and company_id = ${scope.companyId}`,
  );
  if (!owned) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');
  return photosOf(db, scope.experienceId);
}

/**
 * Positions from 0 in the given order. The primary key (experience, position) is checked row by row, so
 * the rows first move to negative positions and then to their own: no two ever share one.
 */
async function writeOrder(tx: Tx, experienceId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update experience_photos p set position = -1 - o.position
        from (values ${values}) as o(id, position)
        where p.id = o.id and p.experience_id = ${experienceId}`,
  );
  await tx.execute(
    sql`update experience_photos set position = -1 - position
        where experience_id = ${experienceId} and position < 0`,
  );
}

/** One change of an experience's photos, given the photos as they are (cover first). */
export type PhotosEdit = (tx: Tx, before: ExperiencePhoto[]) => Promise<void>;

/**
 * Runs one change of the company's experience's photos in a transaction, under a lock on the experience
 * (changes queue), and records it (`record`: the audit log) in the same transaction.
 */
export function changePhotos(
  db: Db,
  scope: PhotoScope,
  edit: PhotosEdit,
  record: (tx: Tx, change: PhotosChange) => Promise<void>,
): Promise<PhotosChange> {
  return db.transaction(async (tx) => {
    const { status } = await lockExperience(tx, scope);
    const before = await photosOf(tx, scope.experienceId);
    await edit(tx, before);
    const after = await photosOf(tx, scope.experienceId);
    const result = { before, after, published: status === 'published' };
    await record(tx, result);
    return result;
  });
}

/** The files of a processed photo, as its row holds them. */
export interface StoredPhoto {
  photoId: string;
  width: number;
  height: number;
  dominantColor: string;
}

/** Adds a photo after the others (the first one becomes the cover); at most PHOTOS_PER_EXPERIENCE. */
export const addPhoto =
  (experienceId: number, photo: StoredPhoto): PhotosEdit =>
  async (tx, before) => {
    if (before.length >= PHOTOS_PER_EXPERIENCE) throw photoLimitReached();
    await tx.execute(
      sql`insert into experience_photos (experience_id, position, photo_id, width, height, dominant_color)
          values (${experienceId}, ${before.length}, ${photo.photoId}, ${photo.width}, ${photo.height},
                  ${photo.dominantColor})`,
    );
  };

/** Puts the photos in the order asked, the cover (when named) first (rules: photo-rules.ts). */
export const reorderPhotos =
  (experienceId: number, order: { photoIds: readonly number[]; coverId?: number }): PhotosEdit =>
  async (tx, before) => {
    const current = before.map((photo) => photo.id);
    await writeOrder(tx, experienceId, orderPhotos(current, order.photoIds, order.coverId));
  };

/** Deletes one photo; the others close up in their order (the next one becomes the cover). */
export const deletePhoto =
  (experienceId: number, photoRowId: number): PhotosEdit =>
  async (tx, before) => {
    if (!before.some((photo) => photo.id === photoRowId)) {
      throw notFound('PHOTO_NOT_FOUND', 'operatorPhotos.errors.notFound');
    }
    await tx.execute(
      sql`delete from experience_photos where id = ${photoRowId} and experience_id = ${experienceId}`,
    );
    const rest = before.filter((photo) => photo.id !== photoRowId).map((photo) => photo.id);
    await writeOrder(tx, experienceId, rest);
  };

/** Whether any experience still shows an image (a deleted row's files go only when none does). */
export async function photoInUse(db: Db, photoId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from experience_photos where photo_id = ${photoId} limit 1`,
  );
  return rows.length > 0;
}
