import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureScenePhoto } from '../../../db/seed/media/photo-library';
import { AVIF_WIDTHS, PHOTO_WIDTHS } from '../../../domain/media/photo-url';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'media-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const mtimes = async (files: string[]) => Promise.all(files.map(async (f) => (await stat(f)).mtimeMs));

describe('ensureScenePhoto', () => {
  it('writes every width as WebP (and the AVIF widths) with the right pixel size, then is idempotent', async () => {
    const ref = await ensureScenePhoto(dir, 'beach', 1);
    expect(ref).toMatchObject({ id: 'beach-1', width: 1600, height: 1200 });
    expect(ref.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    const files: string[] = [];
    for (const w of PHOTO_WIDTHS) {
      const file = path.join(dir, 'photos', `beach-1-${w}.webp`);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, (w * 3) / 4]);
      files.push(file);
    }
    for (const w of AVIF_WIDTHS) {
      const file = path.join(dir, 'photos', `beach-1-${w}.avif`);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['heif', w, (w * 3) / 4]);
      files.push(file);
    }
    const before = await mtimes(files);
    const started = performance.now();
    const again = await ensureScenePhoto(dir, 'beach', 1);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(again).toEqual(ref);
    expect(await mtimes(files)).toEqual(before);

    // A missing rendition is regenerated alone; the others are not rewritten.
    await unlink(files[0]!);
    await ensureScenePhoto(dir, 'beach', 1);
    const after = await mtimes(files);
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('renders banners with a custom id, aspect and palette', async () => {
    const palette = { sky: '#4cc9f0', land: '#2a9d8f', accent: '#f72585' };
    const ref = await ensureScenePhoto(dir, 'island', 0, { id: 'banner-pa', aspect: '3:1', palette });
    expect(ref).toMatchObject({ id: 'banner-pa', width: 1600, height: 533 });
    const meta = await sharp(path.join(dir, 'photos', 'banner-pa-640.webp')).metadata();
    expect([meta.width, meta.height]).toEqual([640, 213]);
    const sidecar = JSON.parse(await readFile(path.join(dir, 'photos', 'banner-pa.json'), 'utf8'));
    expect(sidecar.dominantColor).toBe(ref.dominantColor);
  });

  it('rejects ids that could escape the media folder', async () => {
    await expect(ensureScenePhoto(dir, 'beach', 0, { id: '../evil' })).rejects.toThrow(/Invalid photo id/);
  });
});
