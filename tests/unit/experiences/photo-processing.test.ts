import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from '../../../domain/experiences/photo-processing.server';
import { PHOTO_MAX_BYTES } from '../../../domain/experiences/photo-rules';
import { AppError } from '../../../domain/errors';
import { PHOTO_FILES } from '../../../domain/media/photo-url';
import {
  gifImage,
  jpegWithGps,
  oversizeJpeg,
  pixelBombPng,
  pngImage,
  svgFile,
  textFile,
  webpImage,
} from '../../helpers/test-images';

async function refusal(bytes: Buffer): Promise<{ status: number; code: string }> {
  const error = await processPhoto(bytes).then(
    () => new Error('the photo was accepted'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw error;
  return { status: error.status, code: error.code };
}

describe('processPhoto', () => {
  it('makes every file the catalogue serves from a PNG: WebP at 320–1600 px, AVIF at 640 and 1024, all 4:3', async () => {
    const photo = await processPhoto(await pngImage(1200, 900));
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    expect(photo.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(photo.renditions.map(({ width, format }) => ({ width, format }))).toEqual(PHOTO_FILES);
    for (const rendition of photo.renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        rendition.format === 'avif' ? 'heif' : 'webp',
        rendition.width,
        (rendition.width * 3) / 4,
      ]);
      expect(rendition.height).toBe((rendition.width * 3) / 4);
    }
  });

  it('strips the EXIF of a camera JPEG (GPS position, camera model) from every file', async () => {
    const source = await jpegWithGps();
    expect((await sharp(source).metadata()).exif?.toString('latin1')).toContain('Secret Model 9');
    const photo = await processPhoto(source);
    for (const { bytes } of photo.renditions) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('Secret Model');
      expect(bytes.toString('latin1')).not.toContain('GPS');
    }
  });

  it('turns a photo upright by its EXIF orientation before the size check and the crop', async () => {
    // Stored 768 × 1024 (too narrow as stored), shown 1024 × 768 by orientation 6: accepted.
    const photo = await processPhoto(await jpegWithGps(768, 1024, 6));
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    // The same pixels without the orientation are 768 px wide: refused as too small.
    expect(await refusal(await jpegWithGps(768, 1024))).toEqual({ status: 400, code: 'PHOTO_TOO_SMALL' });
  });

  it('reads 16-bit PNGs with transparency (on white), greyscale and CMYK JPEGs into sRGB', async () => {
    const solid = (background: string) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background } });
    const sources = {
      '#80ff80': await sharp({
        create: { width: 1200, height: 900, channels: 4, background: { r: 0, g: 255, b: 0, alpha: 0.5 } },
      })
        .toColourspace('rgb16')
        .png()
        .toBuffer(),
      '#888888': await solid('#888888').toColourspace('b-w').png().toBuffer(),
      '#c04020': await solid('#c04020').toColourspace('cmyk').jpeg().toBuffer(),
    };
    for (const [colour, bytes] of Object.entries(sources)) {
      const photo = await processPhoto(bytes);
      const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      const found = channels(photo.dominantColor);
      channels(colour).forEach((value, index) =>
        expect(Math.abs(found[index]! - value), colour).toBeLessThan(40),
      );
      const meta = await sharp(photo.renditions[0]!.bytes).metadata();
      expect([meta.space, meta.channels], colour).toEqual(['srgb', 3]);
    }
  });

  it('takes WebP too', async () => {
    const photo = await processPhoto(await webpImage(1024, 768));
    expect(photo.renditions).toHaveLength(PHOTO_FILES.length);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name: text, SVG, GIF, nothing', async () => {
    for (const bytes of [textFile(), svgFile(), await gifImage(), Buffer.alloc(0)]) {
      expect(await refusal(bytes)).toEqual({ status: 400, code: 'PHOTO_NOT_AN_IMAGE' });
    }
  });

  it('refuses a file that starts like a JPEG but is not one, and a truncated JPEG', async () => {
    const jpeg = await jpegWithGps();
    expect(await refusal(Buffer.concat([jpeg.subarray(0, 3), textFile()]))).toEqual({
      status: 400,
      code: 'PHOTO_NOT_AN_IMAGE',
    });
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({
      status: 400,
      code: 'PHOTO_NOT_AN_IMAGE',
    });
  });

  it('refuses a file over the size limit before reading it', async () => {
    expect(await refusal(oversizeJpeg(PHOTO_MAX_BYTES))).toEqual({ status: 413, code: 'PHOTO_TOO_LARGE' });
  });

  it('refuses a decompression bomb (a tiny PNG declaring 400 megapixels) without decoding it', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(100);
    expect(await refusal(bomb)).toEqual({ status: 413, code: 'PHOTO_TOO_MANY_PIXELS' });
  });

  it('refuses an image smaller than the catalogue needs', async () => {
    expect(await refusal(await pngImage(1023, 900))).toEqual({ status: 400, code: 'PHOTO_TOO_SMALL' });
    expect(await refusal(await pngImage(1200, 767))).toEqual({ status: 400, code: 'PHOTO_TOO_SMALL' });
  });
});
