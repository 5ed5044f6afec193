import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { translate } from '../../common/i18n/translate';
import { apiHeaders, TEST_NOW } from '../helpers/test-app';
import { useReviewSuite } from '../helpers/review-suite';

/**
 * POST /api/v1/add-review/ (docs/product.md § Reviews) for a completed purchase: once each (also when two
 * posts race), the experience's rating and count change with it and the next read of the experience
 * shows it. Who may review: reviews-add.test.ts. Runs on both engines.
 */
const s = useReviewSuite();

describe('a completed purchase', () => {
  it('reviews once: 201 with the review, the rating and count recomputed in the same write', async () => {
    const user = await s.traveller(['confirmed', 'completed', 'canceled_by_customer']);
    const before = await s.totals(s.experience());
    const res = await s.post(
      user.token,
      {
        experience_id: s.experience(),
        rating: 2,
        public_comment: '  Buen guía,\r\nmal almuerzo. ',
        private_comment: 'El bus llegó 40 minutos tarde.',
      },
      { lang: 'en', url: 'add-review' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const after = await s.totals(s.experience());
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.n).toBe(after.review_count);
    expect(after.rating).toBeCloseTo(after.avg ?? 0, 9);
    const { data } = res.json();
    expect(data).toMatchObject({
      experience_id: s.experience(),
      rating: 2,
      public_comment: 'Buen guía,\nmal almuerzo.',
      private_comment: 'El bus llegó 40 minutos tarde.',
      lang_code: 'en',
      date: TEST_NOW.toISOString(),
      customer: { first_name: 'Ana', last_name: 'Pérez', avatar_url: null },
      experience: { review_count: after.review_count },
    });
    expect(data.experience.rating).toBeCloseTo(after.rating, 9);
    const [row] = await queryRows<{ purchase_id: number; status: string }>(
      s.t.database.db,
      sql`select r.purchase_id, p.status from reviews r join purchases p on p.id = r.purchase_id
          where r.id = ${data.id}`,
    );
    expect(row?.status).toBe('completed');

    const again = await s.post(user.token, { experience_id: s.experience(), rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'REVIEW_ALREADY_EXISTS',
      message: translate('es', 'reviews.errors.alreadyReviewed'),
    });
    expect(await s.totals(s.experience())).toEqual(after);
  });

  it('keeps one review when the same traveller posts several at once: one 201, the rest 409', async () => {
    const user = await s.traveller(['completed'], s.experience(1));
    const before = await s.totals(s.experience(1));
    const answers = await Promise.all(
      [1, 2, 3, 4].map((rating) => s.post(user.token, { experience_id: s.experience(1), rating })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().code).toBe('REVIEW_ALREADY_EXISTS');
    }
    expect(await s.reviewsBy(user.id)).toHaveLength(1);
    expect((await s.totals(s.experience(1))).review_count).toBe(before.review_count + 1);
  });

  it('counts every review when several travellers post at once', async () => {
    const users = await Promise.all([1, 2, 3].map(() => s.traveller(['completed'], s.experience(1))));
    const before = await s.totals(s.experience(1));
    const answers = await Promise.all(
      users.map((user, index) => s.post(user.token, { experience_id: s.experience(1), rating: index + 1 })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const after = await s.totals(s.experience(1));
    expect(after.review_count).toBe(before.review_count + 3);
    expect(after.n).toBe(after.review_count);
    expect(after.rating).toBeCloseTo(after.avg ?? 0, 9);
  });
});

describe('the experience right after', () => {
  const experienceJson = async (lang: 'es' | 'en') => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `/api/v1/experience/${s.experience(2)}`,
      headers: apiHeaders(lang),
    });
    expect(res.statusCode).toBe(200);
    return { text: res.payload, json: res.json() as ExperienceAnswer };
  };
  interface ExperienceAnswer {
    rating: number;
    reviews_count: number;
    reviews: { id: number; rating: number; comments: string }[];
  }

  it('shows the review, its rating and count at once, and never the private comment', async () => {
    const user = await s.traveller(['completed'], s.experience(2));
    // Both languages are in the response cache before the review.
    const cached = await Promise.all([experienceJson('es'), experienceJson('en')]);
    const publicText = `Volvería mañana ${user.id}`;
    const privateText = `Solo para el operador ${user.id}`;
    const res = await s.post(user.token, {
      experience_id: s.experience(2),
      rating: 1,
      public_comment: publicText,
      private_comment: privateText,
    });
    expect(res.statusCode).toBe(201);
    const stored = await s.totals(s.experience(2));
    for (const [index, lang] of (['es', 'en'] as const).entries()) {
      const { text, json } = await experienceJson(lang);
      expect(json.reviews_count).toBe(cached[index]!.json.reviews_count + 1);
      expect(json.reviews_count).toBe(stored.review_count);
      expect(json.rating).toBeCloseTo(stored.rating, 2);
      expect(json.reviews[0]).toMatchObject({ id: res.json().data.id, rating: 1, comments: publicText });
      expect(text).not.toContain(privateText);
    }
    // Nor in any list that carries the experience.
    const list = await s.t.app.inject({
      method: 'GET',
      url: '/api/v1/experiences/simple',
      headers: apiHeaders(),
    });
    expect(list.statusCode).toBe(200);
    expect(list.payload).not.toContain(privateText);
  });
});
