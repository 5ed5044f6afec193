import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { PHOTO_MAX_BYTES } from '../../domain/experiences/photo-rules';
import { reviewPhotosDir } from '../../domain/reviews/review-photo-files.server';
import { call, signUp } from '../helpers/accounts';
import { type ReviewJson, reviewer, reviewWorld, postReviewPhoto } from '../helpers/review-photos';
import { jpegWithGps, oversizeJpeg, pngImage, textFile } from '../helpers/test-images';
import type { TestApp } from '../helpers/test-app';

/**
 * Travellers' photos of their reviews (docs/decisions/0085-reviews.md): uploaded through the operators'
 * pipeline (no EXIF, no GPS), shown with the published review, gone with a hidden review and removable by
 * the team with an audit record. The uploads never sent: review-photos-cleanup.test.ts.
 */
let t: TestApp;
let experienceId: number;
let admin: string;

beforeAll(async () => {
  ({ t, admin, experienceId } = await reviewWorld());
  // Only this file's reviews (the seeded ones are gone): each is found on the list's first page.
  t.app.clearCatalogueCaches();
}, 300_000);
afterAll(() => t?.close());

const list = (query = '') => call(t, `experience/${experienceId}/reviews${query}`);

describe('photos of a review', () => {
  it('are processed without their EXIF or GPS position and shown once the review is published', async () => {
    const author = await reviewer(t, experienceId);
    const first = await postReviewPhoto(t, experienceId, author.token, await jpegWithGps(1600, 1200));
    expect(first.statusCode, first.body).toBe(201);
    const second = await postReviewPhoto(t, experienceId, author.token, await pngImage(1200, 900));
    expect(second.statusCode, second.body).toBe(201);
    const photo = first.json().data as { id: number; thumbnail_url: string; url: string };
    expect(photo.url).toMatch(/^\/review-photos\/rp-[a-f0-9]{32}-1024\.webp$/);
    // Not shown before the review is sent.
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);

    const posted = await call(t, 'add-review/', {
      token: author.token,
      payload: {
        experience_id: experienceId,
        rating: 4,
        public_comment: 'Con fotos',
        photo_ids: [second.json().data.id, photo.id],
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const mine = ((await list()).json().data as ReviewJson[]).find((r) => r.id === posted.json().data.id)!;
    expect(mine.photos.map((p) => p.id)).toEqual([second.json().data.id, photo.id]);

    for (const url of [photo.thumbnail_url, photo.url]) {
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.width).toBe(url.endsWith('-320.webp') ? 320 : 1024);
    }
    // Every stored file: no EXIF (the camera's GPS position was in it), none readable as text either.
    const dir = reviewPhotosDir(t.app.env.DATA_DIR);
    const files = (await readdir(dir)).filter((name) => name.endsWith('.webp'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const name of files) {
      const bytes = await sharp(`${dir}/${name}`).toBuffer({ resolveWithObject: true });
      expect(bytes.info.format).toBe('webp');
      expect((await sharp(`${dir}/${name}`).metadata()).exif).toBeUndefined();
    }
  });

  it('are refused beyond five, of the wrong type or size, from strangers, and when not the author’s', async () => {
    const author = await reviewer(t, experienceId);
    expect((await postReviewPhoto(t, experienceId, undefined, await pngImage())).statusCode).toBe(401);
    const stranger = await signUp(t);
    expect((await postReviewPhoto(t, experienceId, stranger.token, await pngImage())).json().code).toBe(
      'REVIEW_NOT_ALLOWED',
    );
    const text = await postReviewPhoto(t, experienceId, author.token, textFile(), 'image/jpeg', 'en');
    expect([text.statusCode, text.json().code]).toEqual([400, 'PHOTO_NOT_AN_IMAGE']);
    const small = await postReviewPhoto(t, experienceId, author.token, await pngImage(400, 300));
    expect([small.statusCode, small.json().code]).toEqual([400, 'PHOTO_TOO_SMALL']);
    const large = await postReviewPhoto(t, experienceId, author.token, oversizeJpeg(PHOTO_MAX_BYTES + 1024));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toMatch(/MB/);

    // More than five ids are refused before any is looked up.
    const tooMany = await call(t, 'add-review/', {
      token: author.token,
      payload: { experience_id: experienceId, rating: 5, photo_ids: [1, 2, 3, 4, 5, 6] },
    });
    expect([tooMany.statusCode, tooMany.json().issues?.[0]?.field]).toEqual([400, 'photo_ids']);
    const ids = [
      (await postReviewPhoto(t, experienceId, author.token, await pngImage(1024, 768))).json().data
        .id as number,
    ];
    // Someone else's photo refuses the whole review: nothing is written.
    const otherAuthor = await reviewer(t, experienceId);
    const foreign = await call(t, 'add-review/', {
      token: otherAuthor.token,
      payload: { experience_id: experienceId, rating: 5, photo_ids: [ids[0]] },
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'REVIEW_PHOTO_UNKNOWN']);
    const [written] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from reviews where user_id = ${otherAuthor.id}`,
    );
    expect(written!.n).toBe(0);
  }, 90_000);

  it('are not served while their review is hidden, and the team removes one with a reason, audited', async () => {
    const author = await reviewer(t, experienceId);
    const photos = [
      (await postReviewPhoto(t, experienceId, author.token, await pngImage())).json().data,
      (await postReviewPhoto(t, experienceId, author.token, await pngImage())).json().data,
    ] as { id: number; url: string; thumbnail_url: string }[];
    const posted = await call(t, 'add-review/', {
      token: author.token,
      payload: { experience_id: experienceId, rating: 2, photo_ids: photos.map((p) => p.id) },
    });
    const reviewId = posted.json().data.id as number;
    expect((await t.app.inject({ url: photos[0]!.url })).statusCode).toBe(200);

    await call(t, `admin/reviews/${reviewId}/hide`, {
      token: admin,
      payload: { reason: 'Datos personales' },
    });
    expect((await t.app.inject({ url: photos[0]!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: photos[0]!.thumbnail_url })).statusCode).toBe(404);
    // The team still sees it, never from a shared cache.
    const forTeam = await t.app.inject({
      url: photos[0]!.url,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([forTeam.statusCode, forTeam.headers['cache-control']]).toEqual([200, 'private, no-store']);
    await call(t, `admin/reviews/${reviewId}/restore`, { token: admin, payload: { reason: 'Corregida' } });

    const noReason = await call(t, `admin/reviews/${reviewId}/photos/${photos[0]!.id}/remove`, {
      token: admin,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const removed = await call(t, `admin/reviews/${reviewId}/photos/${photos[0]!.id}/remove`, {
      token: admin,
      payload: { reason: 'Se ve una matrícula' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.photos.map((p: { id: number }) => p.id)).toEqual([photos[1]!.id]);
    expect((await t.app.inject({ url: photos[0]!.url })).statusCode).toBe(404);
    const shown = ((await list('?stars=2')).json().data as ReviewJson[]).find((r) => r.id === reviewId)!;
    expect(shown.photos.map((p) => p.id)).toEqual([photos[1]!.id]);
    const again = await call(t, `admin/reviews/${reviewId}/photos/${photos[0]!.id}/remove`, {
      token: admin,
      payload: { reason: 'Otra vez' },
    });
    expect(again.statusCode).toBe(409);
    const [audit] = await queryRows<{ action: string; entity_id: string; after: { reason: string } }>(
      t.app.db,
      sql`select action, entity_id, after from audit_log where action = 'review.photo.remove'
          order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ entity_id: String(reviewId), after: { reason: 'Se ve una matrícula' } });
    // Another review's photo id under this review: 404.
    const wrong = await call(t, `admin/reviews/${reviewId + 100000}/photos/${photos[1]!.id}/remove`, {
      token: admin,
      payload: { reason: 'Prueba' },
    });
    expect(wrong.statusCode).toBe(404);
  });
});
