import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoRendition } from '../experiences/photo-processing.server';
import {
  REVIEW_PHOTO_FILE_ID,
  REVIEW_PHOTO_WIDTHS,
  type ReviewPhotoWidth,
  reviewPhotoFileName,
} from './review-photo-url';

/**
 * Reviews' photos on disk: `DATA_DIR/review-photos`, outside the statically served media folder, so only
 * the route that checks the review may send them (docs/decisions/0085-reviews.md).
 */
export const reviewPhotosDir = (dataDir: string) => join(dataDir, 'review-photos');

export const newReviewPhotoFileId = () => `rp-${randomBytes(16).toString('hex')}`;

/** The WebP renditions kept for a review (thumbnail and large); each written to a temporary name, then renamed. */
export async function writeReviewPhotoFiles(dir: string, fileId: string, renditions: PhotoRendition[]) {
  if (!REVIEW_PHOTO_FILE_ID.test(fileId)) throw new Error(`Not a review photo id: ${JSON.stringify(fileId)}`);
  await mkdir(dir, { recursive: true });
  try {
    for (const width of REVIEW_PHOTO_WIDTHS) {
      const rendition = renditions.find((r) => r.format === 'webp' && r.width === width);
      if (!rendition) throw new Error(`No WebP rendition at ${width} px`);
      const file = join(dir, reviewPhotoFileName(fileId, width));
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, rendition.bytes, { flag: 'wx' });
        await rename(temporary, file);
      } finally {
        await rm(temporary, { force: true });
      }
    }
  } catch (error) {
    await removeReviewPhotoFiles(dir, fileId);
    throw error;
  }
}

export async function removeReviewPhotoFiles(dir: string, fileId: string) {
  if (!REVIEW_PHOTO_FILE_ID.test(fileId)) return;
  await Promise.all(
    REVIEW_PHOTO_WIDTHS.map((width) => rm(join(dir, reviewPhotoFileName(fileId, width)), { force: true })),
  );
}

export async function readReviewPhotoFile(dir: string, fileId: string, width: ReviewPhotoWidth) {
  if (!REVIEW_PHOTO_FILE_ID.test(fileId)) return null;
  return readFile(join(dir, reviewPhotoFileName(fileId, width))).catch(() => null);
}
