import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { recomputeExperienceRatings } from '../../domain/reviews/rating-aggregate.server';
import { call, PASSWORD, signUp } from '../helpers/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * "Limits and state" of the security issue: a catalogue write clears all three caches (API answers,
 * catalogue reads, rendered pages) through one function, so deleting an account with its reviews leaves
 * no old review or rating in any answer or page (docs/decisions/0011).
 */
let t: TestApp;
let experienceId: number;
let pagePath: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from experiences where status = 'published' order by id limit 1`,
  );
  experienceId = row!.id;
  pagePath = (await experienceAnswer()).url;
}, 300_000);
afterAll(() => t?.close());

interface ExperienceJson {
  url: string;
  rating: number;
  review_count?: number;
  reviews: { comments: string | null; customer: { avatar_url: string | null } }[];
}

async function experienceAnswer(): Promise<ExperienceJson> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/experience/${experienceId}`,
    headers: apiHeaders(),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as ExperienceJson;
}

/** The experience page as an anonymous visitor gets it (shared page cache) and as a signed-in one. */
async function pages(cookie: string) {
  const anonymous = await t.app.inject({ method: 'GET', url: pagePath });
  // A session cookie bypasses the page cache: this render reads the catalogue read cache.
  const signedIn = await t.app.inject({ method: 'GET', url: pagePath, headers: { cookie } });
  expect(anonymous.statusCode).toBe(200);
  expect(signedIn.statusCode).toBe(200);
  return [anonymous.payload, signedIn.payload];
}

async function reviewBy(userId: number, comment: string, avatar: string) {
  await t.database.db.execute(sql`insert into reviews (experience_id, user_id, author_first_name,
    author_last_name, author_avatar_url, rating, public_comment, private_comment)
    values (${experienceId}, ${userId}, 'Rita', 'Reseña', ${avatar}, 1, ${comment}, 'private')`);
  await recomputeExperienceRatings(t.database.db, [experienceId]);
  // Written straight to the table, as the seed writes reviews (add-review clears the caches itself).
  t.app.clearCatalogueCaches();
}

describe('deleting an account clears every catalogue cache', () => {
  it('with delete_comments: the review and its rating leave the API answer and the page at once', async () => {
    const reader = await signUp(t);
    const cookie = `session=${reader.token}`;
    const before = await experienceAnswer();
    const author = await signUp(t);
    const comment = `Inolvidable ${author.id}`;
    await reviewBy(author.id, comment, '/media/avatars/rita.webp');

    // Every cache now holds the review: API answer, catalogue read, rendered page.
    const cached = await experienceAnswer();
    expect(cached.reviews.map((review) => review.comments)).toContain(comment);
    for (const html of await pages(cookie)) expect(html).toContain(comment);
    expect(t.app.pageCache.size).toBeGreaterThan(0);

    const res = await call(t, `delete-profile/${author.id}`, {
      token: author.token,
      payload: { delete_comments: true, password: PASSWORD, forfeit_credit: 15 },
    });
    expect(res.statusCode).toBe(200);

    const after = await experienceAnswer();
    expect(after.reviews.map((review) => review.comments)).not.toContain(comment);
    expect(after.rating).toBeCloseTo(before.rating, 6);
    for (const html of await pages(cookie)) expect(html).not.toContain(comment);
  });

  it("without delete_comments: the review stays, without the person's photo", async () => {
    const reader = await signUp(t);
    const author = await signUp(t);
    const comment = `Volvería ${author.id}`;
    const avatar = `/media/avatars/rita-${author.id}.webp`;
    await reviewBy(author.id, comment, avatar);
    for (const html of await pages(`session=${reader.token}`)) expect(html).toContain(avatar);
    expect(JSON.stringify(await experienceAnswer())).toContain(avatar);

    const res = await call(t, `delete-profile/${author.id}`, {
      token: author.token,
      payload: { delete_comments: false, password: PASSWORD, forfeit_credit: 15 },
    });
    expect(res.statusCode).toBe(200);
    const after = await experienceAnswer();
    expect(after.reviews.map((review) => review.comments)).toContain(comment);
    expect(JSON.stringify(after)).not.toContain(avatar);
    for (const html of await pages(`session=${reader.token}`)) expect(html).not.toContain(avatar);
  });
});
