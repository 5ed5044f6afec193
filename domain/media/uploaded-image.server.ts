import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../errors';

/** What sharp must find in the bytes: the declared type is a hint, the decoder is the judge. */
const DECODABLE = new Set(['jpeg', 'png', 'webp']);
/**
 * A 5 MB PNG can declare a 30000 x 30000 canvas; decoding stops above 50 megapixels (a 48 MP phone photo
 * is 8000 x 6000 and re-encoded by phones to far less).
 */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded image through `pipeline`: decoded only as JPEG, PNG or WebP, rotated upright by its
 * EXIF orientation first. Re-encoding drops every metadata block (GPS position included) and anything that
 * was not pixels. Anything sharp cannot read throws `invalid()`.
 */
export async function reencodeUpload(
  bytes: Buffer,
  invalid: () => AppError,
  pipeline: (image: Sharp) => Sharp,
): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !DECODABLE.has(metadata.format)) throw invalid();
    return await pipeline(image.rotate()).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
}

/**
 * Stores a re-encoded WebP under `DATA_DIR/media/{folder}` with a random, unguessable name and returns its
 * public URL (served by server/plugins/media).
 */
export async function storeMediaFile(mediaDir: string, folder: string, webp: Buffer): Promise<string> {
  const dir = join(mediaDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await writeFile(join(dir, name), webp);
  return `/media/${folder}/${name}`;
}

/** Removes a file stored by `storeMediaFile`, by its URL; anything not under that folder is left alone. */
export async function removeMediaFile(mediaDir: string, folder: string, url: string | null): Promise<void> {
  const match = url ? /^\/media\/([a-z-]+)\/([a-f0-9]{32}\.webp)$/.exec(url) : null;
  if (!match?.[2] || match[1] !== folder) return;
  await rm(join(mediaDir, folder, match[2]), { force: true });
}
