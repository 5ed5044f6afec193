import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { translate } from '../../common/i18n/translate';
import { call, signUp } from '../helpers/accounts';
import { insertTestPurchase } from '../helpers/purchase-rows';
import { apiHeaders, createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * POST /api/v1/add-review/ (issue 17 § Reviews): only a traveller with a completed purchase of the
 * experience, once each (also when two posts race), a rating of 1 to 5; the experience's rating and count
 * change with it and the next read of the experience shows it. Runs on both engines.
 */
let t: TestApp;
let experienceIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6 });
  experienceIds = (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from experiences where status = 'published' order by id limit 4`,
    )
  ).map((row) => row.id);
});
afterAll(() => t?.close());

const experience = (index = 0) => experienceIds[index] ?? 0;
const FORM_ERROR = 'agendaPage.purchaseButtons.reviewButton.error';

type Status = 'created' | 'confirmed' | 'in_progress' | 'completed' | 'canceled_by_customer';

/** A new traveller with purchases of `experienceId` in the given statuses. */
async function traveller(statuses: Status[], experienceId = experience()) {
  const user = await signUp(t);
  for (const status of statuses) {
    await insertTestPurchase(t.database.db, {
      userId: user.id,
      experienceId,
      status,
      startsAt: new Date(TEST_NOW.getTime() - 3 * 86_400_000),
    });
  }
  return user;
}

const post = (
  token: string | undefined,
  payload: unknown,
  options: { lang?: 'es' | 'en'; url?: string } = {},
) => call(t, options.url ?? 'add-review/', { token, payload, lang: options.lang ?? 'es', method: 'POST' });

async function totals(experienceId: number) {
  const [row] = await queryRows<{ rating: number; review_count: number; avg: number | null; n: number }>(
    t.database.db,
    sql`select e.rating, e.review_count,
          (select avg(rating)::float8 from reviews where experience_id = e.id) as avg,
          (select count(*)::int from reviews where experience_id = e.id) as n
        from experiences e where e.id = ${experienceId}`,
  );
  return row!;
}

async function reviewsBy(userId: number) {
  return queryRows<{
    id: number;
    rating: number;
    public_comment: string | null;
    private_comment: string | null;
  }>(
    t.database.db,
    sql`select id, rating, public_comment, private_comment from reviews where user_id = ${userId}`,
  );
}

describe('who may review', () => {
  it('refuses a signed-out visitor with a translated 401', async () => {
    const res = await post(undefined, { experience_id: experience(), rating: 5 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: translate('es', 'errors.unauthenticated'),
    });
  });

  it('refuses a traveller without any purchase of it (403), in their language', async () => {
    const user = await traveller([]);
    const res = await post(user.token, { experience_id: experience(), rating: 4 }, { lang: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'REVIEW_NOT_ALLOWED',
      message: translate('en', 'reviews.errors.notPurchased'),
    });
    expect(await reviewsBy(user.id)).toEqual([]);
  });

  it('refuses one whose completed purchase is of another experience', async () => {
    const user = await traveller(['completed'], experience(1));
    const res = await post(user.token, { experience_id: experience(), rating: 4 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REVIEW_NOT_ALLOWED');
  });

  for (const status of ['created', 'confirmed', 'in_progress'] as const) {
    it(`refuses a ${status} purchase: not lived yet (403)`, async () => {
      const user = await traveller([status]);
      const res = await post(user.token, { experience_id: experience(), rating: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'REVIEW_NOT_COMPLETED',
        message: translate('es', 'reviews.errors.notCompletedYet'),
      });
      expect(await reviewsBy(user.id)).toEqual([]);
    });
  }

  it('refuses a cancelled purchase (403)', async () => {
    const user = await traveller(['canceled_by_customer']);
    const res = await post(user.token, { experience_id: experience(), rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REVIEW_NOT_ALLOWED');
  });

  it('answers 404 for an unknown or unpublished experience', async () => {
    const user = await traveller(['completed'], experience(2));
    const unknown = await post(user.token, { experience_id: 2_000_000_000, rating: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'EXPERIENCE_NOT_FOUND',
      message: translate('es', 'errors.experienceNotFound'),
    });
    await t.database.db.execute(sql`update experiences set status = 'draft' where id = ${experience(2)}`);
    try {
      const draft = await post(user.token, { experience_id: experience(2), rating: 5 });
      expect(draft.statusCode).toBe(404);
    } finally {
      await t.database.db.execute(
        sql`update experiences set status = 'published' where id = ${experience(2)}`,
      );
    }
    expect(await reviewsBy(user.id)).toEqual([]);
  });

  it('refuses a blocked account (403)', async () => {
    const user = await traveller(['completed']);
    await t.database.db.execute(sql`update users set is_blocked = true where id = ${user.id}`);
    const res = await post(user.token, { experience_id: experience(), rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_BLOCKED');
  });
});

describe('what a review holds', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['a fractional rating', { rating: 4.5 }, 'rating'],
    ['a rating as text', { rating: '5' }, 'rating'],
    ['a null rating', { rating: null }, 'rating'],
    ['no rating', { rating: undefined }, 'rating'],
    ['an experience id as a word', { experience_id: 'abc' }, 'experience_id'],
    ['a comment as a number', { public_comment: 42 }, 'public_comment'],
    ['a comment over 2,000 characters', { public_comment: 'a'.repeat(2001) }, 'public_comment'],
    ['a control character', { private_comment: 'hola\u0007' }, 'private_comment'],
    ['a bidirectional override', { public_comment: 'abc\u202Edef' }, 'public_comment'],
  ];
  for (const [name, patch, field] of invalid) {
    it(`refuses ${name} with the form's message and the field's issue (400)`, async () => {
      const user = await traveller(['completed']);
      const res = await post(
        user.token,
        { experience_id: experience(), rating: 5, ...patch },
        { lang: 'en' },
      );
      expect(res.statusCode).toBe(400);
      const body = res.json() as {
        code: string;
        message: string;
        issues: { field: string; message: string }[];
      };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toBe(translate('en', FORM_ERROR));
      expect(body.issues.map((issue) => issue.field)).toEqual([field]);
      expect(body.issues[0]!.message).not.toMatch(/reviews\.errors|expected|invalid_type/i);
      expect(await reviewsBy(user.id)).toEqual([]);
    });
  }

  it('keeps 2,000 characters, trims, and stores an empty comment as none', async () => {
    const user = await traveller(['completed'], experience(3));
    const text = `${'b'.repeat(1998)}ok`;
    const res = await post(user.token, {
      experience_id: experience(3),
      rating: 3,
      public_comment: `  ${text}\r\n\r\n\r\n `,
      private_comment: '   ',
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await reviewsBy(user.id);
    expect(stored).toMatchObject({ rating: 3, public_comment: text, private_comment: null });
  });
});

describe('a completed purchase', () => {
  it('reviews once: 201 with the review, the rating and count recomputed in the same write', async () => {
    const user = await traveller(['confirmed', 'completed', 'canceled_by_customer']);
    const before = await totals(experience());
    const res = await post(
      user.token,
      {
        experience_id: experience(),
        rating: 2,
        public_comment: '  Buen guía,\r\nmal almuerzo. ',
        private_comment: 'El bus llegó 40 minutos tarde.',
      },
      { lang: 'en', url: 'add-review' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const after = await totals(experience());
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.n).toBe(after.review_count);
    expect(after.rating).toBeCloseTo(after.avg ?? 0, 9);
    const { data } = res.json();
    expect(data).toMatchObject({
      experience_id: experience(),
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
      t.database.db,
      sql`select r.purchase_id, p.status from reviews r join purchases p on p.id = r.purchase_id
          where r.id = ${data.id}`,
    );
    expect(row?.status).toBe('completed');

    const again = await post(user.token, { experience_id: experience(), rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'REVIEW_ALREADY_EXISTS',
      message: translate('es', 'reviews.errors.alreadyReviewed'),
    });
    expect(await totals(experience())).toEqual(after);
  });

  it('keeps one review when the same traveller posts several at once: one 201, the rest 409', async () => {
    const user = await traveller(['completed'], experience(1));
    const before = await totals(experience(1));
    const answers = await Promise.all(
      [1, 2, 3, 4].map((rating) => post(user.token, { experience_id: experience(1), rating })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().code).toBe('REVIEW_ALREADY_EXISTS');
    }
    expect(await reviewsBy(user.id)).toHaveLength(1);
    expect((await totals(experience(1))).review_count).toBe(before.review_count + 1);
  });

  it('counts every review when several travellers post at once', async () => {
    const users = await Promise.all([1, 2, 3].map(() => traveller(['completed'], experience(1))));
    const before = await totals(experience(1));
    const answers = await Promise.all(
      users.map((user, index) => post(user.token, { experience_id: experience(1), rating: index + 1 })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const after = await totals(experience(1));
    expect(after.review_count).toBe(before.review_count + 3);
    expect(after.n).toBe(after.review_count);
    expect(after.rating).toBeCloseTo(after.avg ?? 0, 9);
  });
});

describe('the experience right after', () => {
  const experienceJson = async (lang: 'es' | 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/experience/${experience(2)}`,
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
    const user = await traveller(['completed'], experience(2));
    // Both languages are in the response cache before the review.
    const cached = await Promise.all([experienceJson('es'), experienceJson('en')]);
    const publicText = `Volvería mañana ${user.id}`;
    const privateText = `Solo para el operador ${user.id}`;
    const res = await post(user.token, {
      experience_id: experience(2),
      rating: 1,
      public_comment: publicText,
      private_comment: privateText,
    });
    expect(res.statusCode).toBe(201);
    const stored = await totals(experience(2));
    for (const [index, lang] of (['es', 'en'] as const).entries()) {
      const { text, json } = await experienceJson(lang);
      expect(json.reviews_count).toBe(cached[index]!.json.reviews_count + 1);
      expect(json.reviews_count).toBe(stored.review_count);
      expect(json.rating).toBeCloseTo(stored.rating, 2);
      expect(json.reviews[0]).toMatchObject({ id: res.json().data.id, rating: 1, comments: publicText });
      expect(text).not.toContain(privateText);
    }
    // Nor in any list that carries the experience.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/experiences/simple',
      headers: apiHeaders(),
    });
    expect(list.statusCode).toBe(200);
    expect(list.payload).not.toContain(privateText);
  });
});
