import { call, signUp } from './accounts';
import { multipartBody } from './photo-uploads';
import { insertTestPurchase } from './purchase-rows';
import { TEST_NOW, type TestApp } from './test-app';

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
