import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { PHOTO_MAX_BYTES, PHOTOS_PER_EXPERIENCE } from '../../domain/experiences/photo-rules';
import { PHOTO_FILES, photoUrl } from '../../domain/media/photo-url';
import { call } from '../helpers/accounts';
import { type OperatorWorld, operatorWorld } from '../helpers/operators';
import { experiencesOf, multipartBody, uploadPhoto } from '../helpers/photo-uploads';
import { apiHeaders, createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';
import { jpegWithGps, oversizeJpeg, pixelBombPng, pngImage, svgFile, textFile } from '../helpers/test-images';

/** Uploading an experience's photos (docs/product.md § Operator photos), through HTTP on both engines. */
let t: TestApp;
let world: OperatorWorld;
let experience: number;
let others: number[];
let photosDir: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
  world = await operatorWorld(t);
  [experience = 0, ...others] = await experiencesOf(t, world.companyA, 3, world.companyB);
  photosDir = join(t.app.env.DATA_DIR, 'media', 'photos');
});
afterAll(() => t?.close());

const uploadedFiles = async () =>
  (await readdir(photosDir).catch(() => [] as string[])).filter((name) => name.startsWith('up-')).sort();

const photoRows = (experienceId: number) =>
  queryRows<{ id: number; photo_id: string; position: number }>(
    t.app.db,
    sql`select id, photo_id, position from experience_photos where experience_id = ${experienceId}
        order by position`,
  );

describe('POST /api/v1/operator/experiences/{id}/photos', () => {
  it('turns a camera JPEG into the catalogue’s files, without its GPS position, served at /media/photos/', async () => {
    const before = await photoRows(experience);
    const response = await uploadPhoto(t, world.callers.staffA, experience, await jpegWithGps(1600, 1200));
    expect(response.statusCode, response.body).toBe(201);
    const photos = response.json().data as { id: number; photo_id: string; cover: boolean }[];
    expect(photos).toHaveLength(before.length + 1);
    const added = photos.at(-1)!;
    expect(added).toMatchObject({ width: 1600, height: 1200, cover: before.length === 0 });
    expect(added.photo_id).toMatch(/^up-[a-f0-9]{32}$/);
    expect(photos.map((photo) => photo.id)).toEqual((await photoRows(experience)).map((row) => row.id));

    expect(await uploadedFiles()).toEqual(
      PHOTO_FILES.map(({ width, format }) => `${added.photo_id}-${width}.${format}`).sort(),
    );
    for (const { width, format } of PHOTO_FILES) {
      const served = await t.app.inject({ url: photoUrl(added.photo_id, width, format) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([width, (width * 3) / 4, undefined]);
    }

    const [audit] = await queryRows<{ action: string; actor_id: number; entity_id: string }>(
      t.app.db,
      sql`select action, actor_id, entity_id from audit_log where action = 'experience.photo.add'
          order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'experience.photo.add',
      actor_id: world.accounts.staffA,
      entity_id: String(experience),
    });
  });

  it('shows a photo added to a published experience in the catalogue at once, in every process', async () => {
    const published = others[0]!;
    const other = await createSecondApp(t);
    try {
      const page = async (app: TestApp['app']) =>
        (await app.inject({ url: `/api/v1/experience/${published}`, headers: apiHeaders() })).json() as {
          photos: { id: string }[];
        };
      const shown = (await page(t.app)).photos.length;
      expect((await page(other)).photos).toHaveLength(shown);
      const response = await uploadPhoto(t, world.callers.ownerA, published, await pngImage());
      expect(response.statusCode, response.body).toBe(201);
      const added = (response.json().data as { photo_id: string }[]).at(-1)!.photo_id;
      const after = (await page(t.app)).photos;
      expect(after).toHaveLength(shown + 1);
      expect(after.at(-1)!.id).toBe(added);
      // The other process hears of it through the database's notification.
      await expect.poll(async () => (await page(other)).photos.at(-1)!.id).toBe(added);
    } finally {
      await other.close();
    }
  });

  it('refuses what is not a photo, whatever its name and type say, in the caller’s language, keeping nothing', async () => {
    const files = await uploadedFiles();
    const rows = await photoRows(experience);
    for (const bytes of [textFile(), svgFile()]) {
      const es = await uploadPhoto(t, world.callers.ownerA, experience, bytes, { filename: 'beach.jpg' });
      expect(es.statusCode).toBe(400);
      expect(es.json()).toMatchObject({
        code: 'PHOTO_NOT_AN_IMAGE',
        message: expect.stringContaining('JPEG'),
      });
      const en = await uploadPhoto(t, world.callers.ownerA, experience, bytes, { lang: 'en' });
      expect(en.json().message).toContain('not a photo we can read');
      expect(es.json().message).toContain('no es una foto');
    }
    expect(await uploadedFiles()).toEqual(files);
    expect(await photoRows(experience)).toEqual(rows);
  });

  it('refuses a file over the size limit (413), a decompression bomb and a small image', async () => {
    const files = await uploadedFiles();
    const big = await uploadPhoto(t, world.callers.ownerA, experience, oversizeJpeg(PHOTO_MAX_BYTES + 10), {
      lang: 'en',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PHOTO_TOO_LARGE', message: expect.stringContaining('15 MB') });

    const bomb = await uploadPhoto(t, world.callers.ownerA, experience, pixelBombPng(), {
      type: 'image/png',
    });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().code).toBe('PHOTO_TOO_MANY_PIXELS');

    const small = await uploadPhoto(t, world.callers.ownerA, experience, await pngImage(800, 600), {
      lang: 'en',
    });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 'PHOTO_TOO_SMALL', message: expect.stringContaining('1024') });
    expect(await uploadedFiles()).toEqual(files);
  });

  it('asks for the part `photo` (a JSON body, another field, no file, no boundary: PHOTO_MISSING) and all of it', async () => {
    const path = `operator/experiences/${experience}/photos`;
    const json = await call(t, path, { token: world.callers.ownerA, payload: { photo: 'x' } });
    expect([json.statusCode, json.json().code]).toEqual([400, 'PHOTO_MISSING']);
    const other = await uploadPhoto(t, world.callers.ownerA, experience, await pngImage(), { field: 'file' });
    expect([other.statusCode, other.json().code]).toEqual([400, 'PHOTO_MISSING']);
    const { payload, contentType } = await multipartBody({ caption: 'no file here' });
    const none = await call(t, path, {
      token: world.callers.ownerA,
      method: 'POST',
      payload,
      headers: { 'content-type': contentType },
    });
    expect([none.statusCode, none.json().code]).toEqual([400, 'PHOTO_MISSING']);
    const unbounded = await call(t, path, {
      token: world.callers.ownerA,
      method: 'POST',
      payload: payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect([unbounded.statusCode, unbounded.json().code]).toEqual([400, 'PHOTO_MISSING']);
    const photo = await multipartBody({
      photo: { bytes: await pngImage(), filename: 'a.png', type: 'image/png' },
    });
    const cut = await call(t, path, {
      token: world.callers.ownerA,
      method: 'POST',
      payload: photo.payload.subarray(0, photo.payload.length - 200),
      headers: { 'content-type': photo.contentType },
      lang: 'en',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      code: 'PHOTO_UPLOAD_INCOMPLETE',
      message: expect.stringContaining('cut off'),
    });
  });

  it(`refuses a ${PHOTOS_PER_EXPERIENCE + 1}st photo (409) before decoding it`, async () => {
    const full = others[1]!;
    const rows = await photoRows(full);
    await t.app.db.execute(
      sql`insert into experience_photos (experience_id, position, photo_id, width, height, dominant_color)
          select ${full}, g, 'beach-0', 1600, 1200, '#336699'
          from generate_series(${rows.length}::int, ${PHOTOS_PER_EXPERIENCE - 1}::int) g`,
    );
    const response = await uploadPhoto(t, world.callers.ownerA, full, textFile(), { lang: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PHOTO_LIMIT_REACHED',
      message: expect.stringContaining(String(PHOTOS_PER_EXPERIENCE)),
    });
  });
});
