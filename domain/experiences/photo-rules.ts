/**
 * The rules of an experience's photos that both floors read (docs/product.md § Operator photos): the limits
 * the upload form states and the server enforces, and the order an operator asks for. Pure.
 */
import type { Limit } from '../accounts/abuse-limits';
import { AppError } from '../errors';

/** An upload's largest size in bytes (a phone's full-resolution JPEG fits with room to spare). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/**
 * The largest canvas decoded: a small PNG can declare a 30000 × 30000 canvas that would take gigabytes to
 * decode (a decompression bomb). 50 megapixels keeps every camera and phone photo.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The smallest upright image taken: the catalogue serves widths up to 1600 px at 4:3. */
export const PHOTO_MIN_WIDTH = 1024;
export const PHOTO_MIN_HEIGHT = 768;
/** Photos one experience may hold. */
export const PHOTOS_PER_EXPERIENCE = 20;
export const photoLimitReached = () =>
  new AppError(409, 'PHOTO_LIMIT_REACHED', 'operatorPhotos.errors.limitReached', {
    max: PHOTOS_PER_EXPERIENCE,
  });

/** Uploads one company may send in an hour: processing a photo is seconds of CPU. */
export const PHOTO_UPLOADS_PER_COMPANY: Limit = { max: 200, windowMs: 60 * 60_000 };
/** What the file picker offers; the server decides by decoding, not by this list. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The new order of an experience's photos: `requested` must name every photo it has, once each; the cover,
 * when named, moves first and the others keep the requested order. A wrong list is a 400 on `photo_ids`
 * (someone else may have added or deleted a photo meanwhile: the answer says to reload).
 */
export function orderPhotos(
  current: readonly number[],
  requested: readonly number[],
  cover?: number,
): number[] {
  const known = new Set(current);
  const asked = new Set(requested);
  if (
    asked.size !== requested.length ||
    asked.size !== known.size ||
    requested.some((id) => !known.has(id))
  ) {
    throw new AppError(
      400,
      'PHOTO_ORDER_MISMATCH',
      'operatorPhotos.errors.orderMismatch',
      {},
      {
        issues: [{ field: 'photo_ids', message: 'operatorPhotos.errors.orderMismatch' }],
      },
    );
  }
  if (cover === undefined) return [...requested];
  if (!known.has(cover)) {
    throw new AppError(
      400,
      'PHOTO_NOT_FOUND',
      'operatorPhotos.errors.coverUnknown',
      {},
      {
        issues: [{ field: 'cover_photo_id', message: 'operatorPhotos.errors.coverUnknown' }],
      },
    );
  }
  return [cover, ...requested.filter((id) => id !== cover)];
}
