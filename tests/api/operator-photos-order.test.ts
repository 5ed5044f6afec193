import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { PHOTO_FILES } from '../../domain/media/photo-url';
import { call } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { type OperatorWorld, operatorWorld } from '../helpers/operators';
import { experiencesOf, uploadPhoto } from '../helpers/photo-uploads';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pngImage } from '../helpers/test-images';

/**
 * Ordering, choosing the cover and deleting an experience's photos (docs/product.md § Operator photos), and
 * who may do it: every route × every caller of the operators' matrix.
 */
let t: TestApp;
let world: OperatorWorld;
let experience: number;
let others: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
  world = await operatorWorld(t);
  [experience = 0, ...others] = await experiencesOf(t, world.companyA, 3, world.companyB);
});
afterAll(() => t?.close());

type Photo = { id: number; photo_id: string; cover: boolean };

const list = async (experienceId = experience): Promise<Photo[]> =>
  (await call(t, `operator/experiences/${experienceId}/photos`, { token: world.callers.ownerA })).json()
    .data as Photo[];

const order = (token: string | undefined, body: object, experienceId = experience) =>
  call(t, `operator/experiences/${experienceId}/photos/order`, { token, method: 'PUT', payload: body });

const remove = (token: string | undefined, photoId: number, experienceId = experience) =>
  call(t, `operator/experiences/${experienceId}/photos/${photoId}`, { token, method: 'DELETE' });

describe('PUT /api/v1/operator/experiences/{id}/photos/order', () => {
  it('puts the photos in the order asked and the cover first', async () => {
    const photos = await list();
    expect(photos.length).toBeGreaterThanOrEqual(3);
    const reversed = photos.map((photo) => photo.id).reverse();
    const response = await order(world.callers.staffA, { photo_ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((photo: Photo) => photo.id)).toEqual(reversed);
    expect((await list()).map((photo) => [photo.id, photo.cover])).toEqual(
      reversed.map((id, index) => [id, index === 0]),
    );

    const cover = reversed[2]!;
    const covered = await order(world.callers.ownerA, { photo_ids: reversed, cover_photo_id: cover });
    const ids = covered.json().data.map((photo: Photo) => photo.id);
    expect(ids).toEqual([cover, ...reversed.filter((id) => id !== cover)]);
    const [first] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from experience_photos where experience_id = ${experience} and position = 0`,
    );
    expect(first?.id).toBe(cover);
  });

  it('refuses a list that is not every photo once, and a cover of another experience, changing nothing', async () => {
    const ids = (await list()).map((photo) => photo.id);
    const otherPhoto = (await list(others[0]!))[0]!.id;
    for (const photoIds of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), otherPhoto]]) {
      const response = await order(world.callers.ownerA, { photo_ids: photoIds });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PHOTO_ORDER_MISMATCH');
    }
    const cover = await order(world.callers.ownerA, { photo_ids: ids, cover_photo_id: otherPhoto });
    expect([cover.statusCode, cover.json().code]).toEqual([400, 'PHOTO_NOT_FOUND']);
    const malformed = await order(world.callers.ownerA, { photo_ids: 'all', extra: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    expect((await list()).map((photo) => photo.id)).toEqual(ids);
  });
});

describe('DELETE /api/v1/operator/experiences/{id}/photos/{photoId}', () => {
  it('deletes an uploaded photo and its files; the next photo becomes the cover', async () => {
    const uploaded = await uploadPhoto(t, world.callers.ownerA, experience, await pngImage());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const added = (uploaded.json().data as Photo[]).at(-1)!;
    const ids = (await list()).map((photo) => photo.id);
    await order(world.callers.ownerA, { photo_ids: ids, cover_photo_id: added.id });
    const files = PHOTO_FILES.map(({ width, format }) =>
      join(t.app.env.DATA_DIR, 'media', 'photos', `${added.photo_id}-${width}.${format}`),
    );
    for (const file of files) expect((await stat(file)).size).toBeGreaterThan(0);

    const response = await remove(world.callers.staffA, added.id);
    expect(response.statusCode, response.body).toBe(200);
    const rest = response.json().data as Photo[];
    expect(rest.map((photo) => photo.id)).toEqual(ids.filter((id) => id !== added.id));
    expect(rest[0]!.cover).toBe(true);
    for (const file of files) await expect(stat(file)).rejects.toThrow('ENOENT');
    const positions = await queryRows<{ position: number }>(
      t.app.db,
      sql`select position from experience_photos where experience_id = ${experience} order by position`,
    );
    expect(positions.map((row) => row.position)).toEqual(rest.map((_, index) => index));
  });

  it('keeps the files of a seeded library image, which other experiences show', async () => {
    const [photo] = await list();
    const file = join(t.app.env.DATA_DIR, 'media', 'photos', `${photo!.photo_id}-640.webp`);
    await mkdir(join(t.app.env.DATA_DIR, 'media', 'photos'), { recursive: true });
    await writeFile(file, 'library image');
    const response = await remove(world.callers.ownerA, photo!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await stat(file)).size).toBeGreaterThan(0);
  });

  it('answers 404 for a photo of another experience, or one already deleted', async () => {
    const [mine] = await list();
    const elsewhere = (await list(others[0]!))[0]!;
    const other = await remove(world.callers.ownerA, elsewhere.id);
    expect([other.statusCode, other.json().code]).toEqual([404, 'PHOTO_NOT_FOUND']);
    expect(await remove(world.callers.ownerA, mine!.id)).toHaveProperty('statusCode', 200);
    const again = await remove(world.callers.ownerA, mine!.id);
    expect([again.statusCode, again.json().code]).toEqual([404, 'PHOTO_NOT_FOUND']);
  });
});

describe('who may change the photos', () => {
  it('answers every caller of every route on company A’s experience', async () => {
    // A marketplace admin is no operator: with or without the second factor, 403 like a traveller.
    const callers = {
      ...world.callers,
      adminWithoutFactor: (await makeAdmin(t)).token,
      admin: (await passedAdmin(t)).token,
    };
    const expected: Record<keyof typeof callers, 200 | 401 | 403 | 404> = {
      anonymous: 401,
      traveller: 403,
      staffA: 200,
      ownerA: 200,
      ownerB: 404,
      adminWithoutFactor: 403,
      admin: 403,
    };
    const codes = { 401: 'UNAUTHENTICATED', 403: 'OPERATOR_ONLY', 404: 'EXPERIENCE_NOT_FOUND' };
    for (const caller of Object.keys(expected) as (keyof typeof callers)[]) {
      const token = callers[caller];
      const status = expected[caller];
      const before = await list();
      const ids = before.map((photo) => photo.id);
      const read = await call(t, `operator/experiences/${experience}/photos`, { token });
      expect(read.statusCode, `${caller} lists`).toBe(status);
      const ordered = await order(token, { photo_ids: ids });
      expect(ordered.statusCode, `${caller} orders`).toBe(status);
      const upload = await uploadPhoto(t, token, experience, await pngImage());
      expect(upload.statusCode, `${caller} uploads`).toBe(status === 200 ? 201 : status);
      const deleted = await remove(token, ids[0]!);
      expect(deleted.statusCode, `${caller} deletes`).toBe(status);
      if (status === 200) continue;
      expect(await list()).toEqual(before);
      for (const answer of [read, ordered, upload, deleted]) expect(answer.json().code).toBe(codes[status]);
    }
  });
});
