import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { reviewPhotosDir } from '../../domain/reviews/review-photo-files.server';
import { call } from '../helpers/accounts';
import { postReviewPhoto, reviewer } from '../helpers/review-photos';
import { pngImage } from '../helpers/test-images';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * Review photos uploaded and never sent (docs/decisions/0085-reviews.md): the purchases' periodic job
 * deletes their rows and files a day after the upload; sent photos and younger uploads stay.
 */
let t: TestApp;
let experienceId: number;
let now = TEST_NOW;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 3, clock: () => now });
  const [row] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experiences where status = 'published' order by id limit 1`,
  );
  experienceId = row!.id;
}, 300_000);
afterAll(() => t?.close());

const fileIdOf = (photo: { url: string }) => /(rp-[a-f0-9]{32})/.exec(photo.url)![1]!;
const storedFiles = async () => readdir(reviewPhotosDir(t.app.env.DATA_DIR));
const filesOf = async (photo: { url: string }) =>
  (await storedFiles()).filter((name) => name.startsWith(`${fileIdOf(photo)}-`)).sort();
const rowIds = async () =>
  (await queryRows<{ id: number }>(t.app.db, sql`select id from review_photos order by id`)).map((r) => r.id);

describe('review photos never sent', () => {
  it('are deleted, rows and files, a day after their upload; sent ones and younger ones stay', async () => {
    const author = await reviewer(t, experienceId);
    const upload = async (token = author.token) => {
      const res = await postReviewPhoto(t, experienceId, token, await pngImage());
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; url: string };
    };
    const [sent, unsent, alsoUnsent] = [await upload(), await upload(), await upload()];
    const posted = await call(t, 'add-review/', {
      token: author.token,
      payload: { experience_id: experienceId, rating: 5, public_comment: 'Bonito', photo_ids: [sent.id] },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // Another traveller's upload, half a day later (the author, having reviewed, may upload no more).
    now = new Date(TEST_NOW.getTime() + 12 * HOUR);
    const younger = await upload((await reviewer(t, experienceId)).token);
    for (const photo of [sent, unsent, alsoUnsent, younger]) {
      expect(await filesOf(photo)).toEqual([`${fileIdOf(photo)}-1024.webp`, `${fileIdOf(photo)}-320.webp`]);
    }

    now = new Date(TEST_NOW.getTime() + 23 * HOUR);
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, unsentReviewPhotos: 0 });
    expect(await rowIds()).toEqual([sent.id, unsent.id, alsoUnsent.id, younger.id]);

    now = new Date(TEST_NOW.getTime() + 25 * HOUR);
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, unsentReviewPhotos: 2 });
    expect(await rowIds()).toEqual([sent.id, younger.id]);
    expect(await filesOf(unsent)).toEqual([]);
    expect(await filesOf(alsoUnsent)).toEqual([]);
    expect(await filesOf(sent)).toHaveLength(2);
    expect(await filesOf(younger)).toHaveLength(2);
    // The sent photo is still served with its review.
    expect((await t.app.inject({ url: sent.url })).statusCode).toBe(200);

    now = new Date(TEST_NOW.getTime() + 37 * HOUR);
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, unsentReviewPhotos: 1 });
    expect(await rowIds()).toEqual([sent.id]);
    expect(await filesOf(younger)).toEqual([]);
    expect((await storedFiles()).filter((name) => name.endsWith('.webp'))).toEqual(await filesOf(sent));
  });
});
