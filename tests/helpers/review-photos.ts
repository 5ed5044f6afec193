import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { call, signUp } from './accounts';
import { passedAdmin } from './admins';
import { multipartBody } from './photo-uploads';
import { insertTestPurchase } from './purchase-rows';
import { createTestApp, TEST_NOW, type TestApp } from './test-app';

/**
 * The app of a reviews test: a small seeded catalogue, a signed-in admin and the first published
 * experience, its seeded reviews deleted so the test knows every review it lists.
 */
export async function reviewWorld(): Promise<{ t: TestApp; admin: string; experienceId: number }> {
  const t = await createTestApp({ seed: true, experiences: 6 });
  const admin = (await passedAdmin(t)).token;
  const [row] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experiences where status = 'published' order by id limit 1`,
  );
  const experienceId = row!.id;
  await t.app.db.execute(sql`delete from reviews where experience_id = ${experienceId}`);
  return { t, admin, experienceId };
}

/** A review as the experience's list answers it. */
export interface ReviewJson {
  id: number;
  rating: number;
  date: string;
  lang_code: string;
  verified_booking: boolean;
  photos: { id: number; thumbnail_url: string; url: string }[];
}

/** A new traveller with a completed booking of the experience, so they may review it and upload photos. */
export async function reviewer(t: TestApp, experienceId: number) {
  const author = await signUp(t);
  await insertTestPurchase(t.database.db, {
    userId: author.id,
    experienceId,
    status: 'completed',
    startsAt: new Date(TEST_NOW.getTime() - 86_400_000),
  });
  return author;
}

/** `POST /api/v1/experience/{id}/review-photos` with one file, as the review form sends it. */
export async function postReviewPhoto(
  t: TestApp,
  experienceId: number,
  token: string | undefined,
  bytes: Buffer,
  type = 'image/jpeg',
  lang: 'es' | 'en' = 'es',
) {
  const { payload, contentType } = await multipartBody({ photo: { bytes, filename: 'photo.jpg', type } });
  return call(t, `experience/${experienceId}/review-photos`, {
    token,
    lang,
    method: 'POST',
    payload,
    headers: { 'content-type': contentType },
  });
}
