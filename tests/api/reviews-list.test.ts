import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../helpers/accounts';
import { type ReviewJson, reviewWorld } from '../helpers/review-photos';
import { TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * An experience's reviews (docs/decisions/0085-reviews.md): the bars of its stars, the list sorted, filtered
 * and paged, each review marked as a verified booking. Their photos: review-photos.test.ts.
 */
let t: TestApp;
let experienceId: number;
let admin: string;

beforeAll(async () => {
  ({ t, admin, experienceId } = await reviewWorld());
  // A known set of reviews: 15 of them, stars and languages spread, a day apart (newest has stars 5).
  for (let i = 0; i < 15; i++) {
    await t.app.db.execute(
      sql`insert into reviews (experience_id, author_first_name, author_last_name, rating, public_comment,
            lang_code, created_at)
          values (${experienceId}, 'Ana', 'Pérez', ${5 - (i % 5)}, ${`Reseña ${i}`}, ${i % 3 === 0 ? 'en' : 'es'},
            ${new Date(TEST_NOW.getTime() - (i + 1) * 86_400_000)})`,
    );
  }
  t.app.clearCatalogueCaches();
}, 300_000);
afterAll(() => t?.close());

const list = async (query = '', lang: 'es' | 'en' = 'es') => {
  const res = await call(t, `experience/${experienceId}/reviews${query}`, { lang });
  return res;
};

describe('the summary of the stars', () => {
  it('comes with the experience: average, count and a bar per star, hidden reviews left out', async () => {
    const before = (await call(t, `experience/${experienceId}`)).json();
    expect(before.review_summary).toEqual({
      average: 3,
      count: 15,
      stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 3, percent: 20 })),
    });
    expect(before.reviews).toHaveLength(12);
    expect(before.reviews[0]).toMatchObject({ rating: 5, verified_booking: true, photos: [] });

    const [lowest] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from reviews where experience_id = ${experienceId} and rating = 1 order by id limit 1`,
    );
    const hidden = await call(t, `admin/reviews/${lowest!.id}/hide`, {
      token: admin,
      payload: { reason: 'Insultos' },
    });
    expect(hidden.statusCode).toBe(200);
    const after = (await call(t, `experience/${experienceId}`)).json();
    expect(after.review_summary.count).toBe(14);
    expect(after.review_summary.stars.at(-1)).toEqual({ stars: 1, count: 2, percent: 14 });
    expect(after.review_summary.average).toBe(3.1); // 44 / 14
    const restored = await call(t, `admin/reviews/${lowest!.id}/restore`, {
      token: admin,
      payload: { reason: 'Revisada' },
    });
    expect(restored.statusCode).toBe(200);
  });
});

describe('GET /api/v1/experience/{id}/reviews', () => {
  it('sorts newest first by default, then by stars either way, ties newest first', async () => {
    const newest = (await list()).json();
    const dates = (newest.data as ReviewJson[]).map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.pagination).toEqual({
      total_pages: 2,
      current_page: 1,
      total_records: 15,
      next_page: 2,
      prev_page: null,
    });
    const highest = (await list('?sort=highest')).json().data as ReviewJson[];
    expect(highest.map((r) => r.rating)).toEqual([5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2]);
    expect(highest[0]!.date > highest[1]!.date).toBe(true);
    const lowest = (await list('?sort=lowest&page=2')).json() as { data: ReviewJson[] };
    expect(lowest.data.map((r) => r.rating)).toEqual([5, 5, 5]);
  });

  it('filters by stars and by the language the review was written in', async () => {
    const fours = (await list('?stars=4')).json();
    expect(fours.pagination.total_records).toBe(3);
    expect((fours.data as ReviewJson[]).every((r) => r.rating === 4)).toBe(true);
    const english = (await list('?lang=en&sort=highest')).json();
    expect(english.pagination.total_records).toBe(5);
    expect((english.data as ReviewJson[]).every((r) => r.lang_code === 'en')).toBe(true);
    const both = (await list('?lang=es&stars=5')).json();
    expect((both.data as ReviewJson[]).map((r) => [r.rating, r.lang_code])).toEqual([
      [5, 'es'],
      [5, 'es'],
    ]);
  });

  it('answers a translated 400 for a bad query and 404 for an unknown experience', async () => {
    for (const query of ['?sort=best', '?stars=6', '?stars=0', '?lang=fr', '?page=0', '?page=x']) {
      const res = await list(query, 'en');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/\S/);
    }
    expect((await list('?sort=best', 'en')).json().message).toContain('Check the order and filters');
    const missing = await call(t, 'experience/2147483000/reviews');
    expect(missing.statusCode).toBe(404);
  });
});
