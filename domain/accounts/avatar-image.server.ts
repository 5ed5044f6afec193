import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../errors';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;

/** Public path prefix; the files live in DATA_DIR/media/avatars (server/plugins/media). */
export const AVATAR_URL_PREFIX = '/media/avatars/';

/** What sharp must find in the bytes: the declared type is a hint, the decoder is the judge. */
const DECODABLE = new Set(['jpeg', 'png', 'webp']);
/**
 * A 5 MB PNG can declare a 30000 x 30000 canvas; decoding stops above 50 megapixels (a 48 MP phone photo
 * is 8000 x 6000 and re-encoded by phones to far less).
 */
const MAX_INPUT_PIXELS = 50_000_000;

const invalidImage = () => new AppError(400, 'INVALID_IMAGE', 'profile.errors.imageInvalid');

/**
 * Turns an uploaded photo into the stored avatar: decoded only as JPEG, PNG or WebP, rotated upright by
 * its EXIF orientation, cropped to a centred square of 256 px and re-encoded as WebP. Re-encoding drops
 * every metadata block (GPS position included) and anything that was not pixels.
 */
export async function renderAvatar(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !DECODABLE.has(metadata.format)) throw invalidImage();
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidImage();
  }
}

/** Stores an avatar under a random, unguessable name and returns its public URL. */
export async function storeAvatar(mediaDir: string, webp: Buffer): Promise<string> {
  const dir = join(mediaDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await writeFile(join(dir, name), webp);
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Removes a stored avatar by its URL; anything not under the avatars folder is left alone. */
export async function removeAvatar(mediaDir: string, url: string | null): Promise<void> {
  const match = url ? /^\/media\/avatars\/([a-f0-9]{32}\.webp)$/.exec(url) : null;
  if (!match?.[1]) return;
  await rm(join(mediaDir, 'avatars', match[1]), { force: true });
}
