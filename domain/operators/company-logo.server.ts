import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { reencodeUpload, removeMediaFile, storeMediaFile } from '../media/uploaded-image.server';
import { setCompanyLogo } from './company-settings.server';

/** A logo upload's limit (the raw body); larger ones answer 413 with the logo's own message. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The stored logo fits in this square, its proportions kept and its transparency too. */
export const LOGO_SIZE = 400;
const FOLDER = 'logos';

const invalidLogo = () => new AppError(400, 'INVALID_IMAGE', 'operator.errors.logoInvalid');

/**
 * Replaces a company's logo (docs/product.md § Operators): re-encoded to WebP inside 400 px, written under
 * a random name before the row points at it, the previous file removed once it no longer does.
 */
export async function replaceCompanyLogo(
  db: Db,
  mediaDir: string,
  actor: { accountId: number; companyId: number },
  bytes: Buffer,
  now: Date,
): Promise<string> {
  const webp = await reencodeUpload(bytes, invalidLogo, (image) =>
    image
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, alphaQuality: 90 }),
  );
  const url = await storeMediaFile(mediaDir, FOLDER, webp);
  try {
    const previous = await setCompanyLogo(db, actor, url, now);
    await removeMediaFile(mediaDir, FOLDER, previous);
  } catch (error) {
    await removeMediaFile(mediaDir, FOLDER, url);
    throw error;
  }
  return url;
}
