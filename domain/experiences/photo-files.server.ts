import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_FILES, type PhotoFormat } from '../media/photo-url';
import type { PhotoRendition } from './photo-processing.server';

/**
 * An uploaded photo's id: chosen here, never by the client, so no request names a path on disk. The
 * seeded library's ids (`beach-3`) never match it, and so are never deleted with a row that shows them.
 */
const UPLOADED_ID = /^up-[a-f0-9]{32}$/;

export const newUploadedPhotoId = () => `up-${randomBytes(16).toString('hex')}`;

export const isUploadedPhotoId = (id: string) => UPLOADED_ID.test(id);

/** The catalogue's folder of photos, served at /media/photos/ (server/plugins/media.ts). */
const photosDir = (mediaDir: string) => join(mediaDir, 'photos');

const fileName = (id: string, width: number, format: PhotoFormat) => `${id}-${width}.${format}`;

/**
 * Writes a photo's renditions under its id, each to a temporary name then renamed, so a reader never
 * gets half a file. If one fails, those already written are removed and the error goes on.
 */
export async function writePhotoFiles(mediaDir: string, id: string, renditions: PhotoRendition[]) {
  if (!isUploadedPhotoId(id)) throw new Error(`Not an uploaded photo id: ${JSON.stringify(id)}`);
  const dir = photosDir(mediaDir);
  await mkdir(dir, { recursive: true });
  try {
    for (const { width, format, bytes } of renditions) {
      const file = join(dir, fileName(id, width, format));
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, file);
      } finally {
        await rm(temporary, { force: true });
      }
    }
  } catch (error) {
    await removePhotoFiles(mediaDir, id);
    throw error;
  }
}

/** Removes an uploaded photo's files; a seeded library id is left alone. */
export async function removePhotoFiles(mediaDir: string, id: string) {
  if (!isUploadedPhotoId(id)) return;
  const dir = photosDir(mediaDir);
  await Promise.all(
    PHOTO_FILES.map(({ width, format }) => rm(join(dir, fileName(id, width, format)), { force: true })),
  );
}
