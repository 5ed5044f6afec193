import type { Db, Tx } from '../../db/client';
import {
  addPhoto,
  changePhotos,
  deletePhoto,
  photoInUse,
  type PhotoScope,
  type PhotosChange,
} from './experience-photos.server';
import { newUploadedPhotoId, removePhotoFiles, writePhotoFiles } from './photo-files.server';
import { processPhoto } from './photo-processing.server';

type Record = (tx: Tx, change: PhotosChange) => Promise<void>;

/**
 * An uploaded file becomes a photo of the experience (docs/product.md § Operator photos): processed into the
 * catalogue's files, written under a new id, then its row added. A refused row (another company's
 * experience, the limit reached meanwhile) or a failed write removes the files: nothing half-saved.
 */
export async function uploadExperiencePhoto(
  db: Db,
  mediaDir: string,
  scope: PhotoScope,
  bytes: Buffer,
  record: Record,
): Promise<PhotosChange> {
  const processed = await processPhoto(bytes);
  const photoId = newUploadedPhotoId();
  await writePhotoFiles(mediaDir, photoId, processed.renditions);
  try {
    const { width, height, dominantColor } = processed;
    const row = { photoId, width, height, dominantColor };
    return await changePhotos(db, scope, addPhoto(scope.experienceId, row), record);
  } catch (error) {
    await removePhotoFiles(mediaDir, photoId);
    throw error;
  }
}

/** Deletes a photo's row, then its files once no row shows them (seeded library images stay). */
export async function removeExperiencePhoto(
  db: Db,
  mediaDir: string,
  scope: PhotoScope,
  photoRowId: number,
  record: Record,
): Promise<PhotosChange> {
  const result = await changePhotos(db, scope, deletePhoto(scope.experienceId, photoRowId), record);
  const gone = result.before.find((photo) => photo.id === photoRowId);
  if (gone && !(await photoInUse(db, gone.photo_id))) await removePhotoFiles(mediaDir, gone.photo_id);
  return result;
}
