import sharp, { type Sharp } from 'sharp';
import { PHOTO_FILES, PHOTO_WIDTHS, type PhotoFormat } from '../media/photo-url';
import { AppError } from '../errors';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MIN_HEIGHT, PHOTO_MIN_WIDTH } from './photo-rules';

/** One file of a processed photo: the catalogue's name for it is `${id}-${width}.${format}`. */
export interface PhotoRendition {
  width: number;
  height: number;
  format: PhotoFormat;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** The largest rendition's size (what the catalogue's rows and `width`/`height` attributes hold). */
  width: number;
  height: number;
  /** #rrggbb, the placeholder colour the pages paint while the photo loads. */
  dominantColor: string;
  renditions: PhotoRendition[];
}

/** The catalogue's photos are 4:3 (the seeded library's aspect): uploads are cropped to it. */
const heightAt = (width: number) => Math.round((width * 3) / 4);
const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 52, effort: 3 } as const;

/** The decoders an upload may reach: JPEG, PNG and WebP, known by their first bytes. */
const SIGNATURES: readonly ((bytes: Buffer) => boolean)[] = [
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
];
const DECODABLE = new Set(['jpeg', 'png', 'webp']);

const notAnImage = () => new AppError(400, 'PHOTO_NOT_AN_IMAGE', 'operatorPhotos.errors.notAnImage');

export const photoTooLarge = () =>
  new AppError(413, 'PHOTO_TOO_LARGE', 'operatorPhotos.errors.tooLarge', {
    megabytes: PHOTO_MAX_BYTES / 1024 / 1024,
  });

/** Processing is CPU work in libvips' threads, which sign-in hashing shares: two photos at a time. */
const PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Turns an uploaded file into the catalogue's renditions of a photo (docs/product.md § Operator photos):
 * every file of PHOTO_FILES (WebP at each width, AVIF at the two mid ones), 4:3, cropped around what draws the eye.
 * The decoder is the judge of what the file is: only JPEG, PNG and WebP by their first bytes, whose
 * header sharp reads, under a pixel budget checked before any decoding. The image is turned upright by its
 * EXIF orientation, then encoded from bare pixels, so no metadata (GPS position, camera, comments) and
 * nothing that was not pixels reaches the stored files.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  if (!SIGNATURES.some((matches) => matches(bytes))) throw notAnImage();
  // The header alone (no pixels decoded) says the canvas' size, checked here to name the refusal; the
  // decoding itself keeps the same budget.
  const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!DECODABLE.has(metadata.format)) throw notAnImage();
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) {
    throw new AppError(413, 'PHOTO_TOO_MANY_PIXELS', 'operatorPhotos.errors.tooManyPixels', {
      megapixels: PHOTO_MAX_PIXELS / 1_000_000,
    });
  }
  const { width, height } = metadata.autoOrient;
  if (width < PHOTO_MIN_WIDTH || height < PHOTO_MIN_HEIGHT) {
    throw new AppError(400, 'PHOTO_TOO_SMALL', 'operatorPhotos.errors.tooSmall', {
      width: PHOTO_MIN_WIDTH,
      height: PHOTO_MIN_HEIGHT,
    });
  }
  return inTurn(() => render(sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })));
}

async function render(image: Sharp): Promise<ProcessedPhoto> {
  // Decode once into the largest rendition's pixels; every other file is a resize of this bitmap.
  const decoded = await image
    .autoOrient()
    .resize(LARGEST, heightAt(LARGEST), { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const pixels = () => sharp(data, raw);
  const renditions: PhotoRendition[] = [];
  for (const { width, format } of PHOTO_FILES) {
    const height = heightAt(width);
    const resized = width === info.width ? pixels() : pixels().resize(width, height, { fit: 'fill' });
    const bytes = await (format === 'webp' ? resized.webp(WEBP) : resized.avif(AVIF)).toBuffer();
    renditions.push({ width, height, format, bytes });
  }
  const { dominant } = await sharp(await pixels().resize(64).png().toBuffer()).stats();
  const dominantColor = `#${[dominant.r, dominant.g, dominant.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return { width: info.width, height: info.height, dominantColor, renditions };
}
