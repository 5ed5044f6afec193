import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '../../common/i18n/translate';
import { useReviewSuite } from '../helpers/review-suite';

/**
 * POST /api/v1/add-review/ (docs/product.md § Reviews): only a traveller with a completed purchase of the
 * experience, and what a review holds (a rating of 1 to 5, its comments). Posting once each, also when two
 * posts race, and the experience's totals after it: reviews-add-completed.test.ts. Runs on both engines.
 */
const s = useReviewSuite();
const FORM_ERROR = 'agendaPage.purchaseButtons.reviewButton.error';

describe('who may review', () => {
  it('refuses a signed-out visitor with a translated 401', async () => {
    const res = await s.post(undefined, { experience_id: s.experience(), rating: 5 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: translate('es', 'errors.unauthenticated'),
    });
  });

  it('refuses a traveller without any purchase of it (403), in their language', async () => {
    const user = await s.traveller([]);
    const res = await s.post(user.token, { experience_id: s.experience(), rating: 4 }, { lang: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'REVIEW_NOT_ALLOWED',
      message: translate('en', 'reviews.errors.notPurchased'),
    });
    expect(await s.reviewsBy(user.id)).toEqual([]);
  });

  it('refuses one whose completed purchase is of another experience', async () => {
    const user = await s.traveller(['completed'], s.experience(1));
    const res = await s.post(user.token, { experience_id: s.experience(), rating: 4 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REVIEW_NOT_ALLOWED');
  });

  for (const status of ['created', 'confirmed', 'in_progress'] as const) {
    it(`refuses a ${status} purchase: not lived yet (403)`, async () => {
      const user = await s.traveller([status]);
      const res = await s.post(user.token, { experience_id: s.experience(), rating: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'REVIEW_NOT_COMPLETED',
        message: translate('es', 'reviews.errors.notCompletedYet'),
      });
      expect(await s.reviewsBy(user.id)).toEqual([]);
    });
  }

  it('refuses a cancelled purchase (403)', async () => {
    const user = await s.traveller(['canceled_by_customer']);
    const res = await s.post(user.token, { experience_id: s.experience(), rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REVIEW_NOT_ALLOWED');
  });

  it('answers 404 for an unknown or unpublished experience', async () => {
    const user = await s.traveller(['completed'], s.experience(2));
    const unknown = await s.post(user.token, { experience_id: 2_000_000_000, rating: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'EXPERIENCE_NOT_FOUND',
      message: translate('es', 'errors.experienceNotFound'),
    });
    await s.t.database.db.execute(sql`update experiences set status = 'draft' where id = ${s.experience(2)}`);
    try {
      const draft = await s.post(user.token, { experience_id: s.experience(2), rating: 5 });
      expect(draft.statusCode).toBe(404);
    } finally {
      await s.t.database.db.execute(
        sql`update experiences set status = 'published' where id = ${s.experience(2)}`,
      );
    }
    expect(await s.reviewsBy(user.id)).toEqual([]);
  });

  it('refuses a blocked account (403)', async () => {
    const user = await s.traveller(['completed']);
    await s.t.database.db.execute(sql`update users set is_blocked = true where id = ${user.id}`);
    const res = await s.post(user.token, { experience_id: s.experience(), rating: 5 });
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
      const user = await s.traveller(['completed']);
      const res = await s.post(
        user.token,
        { experience_id: s.experience(), rating: 5, ...patch },
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
      expect(await s.reviewsBy(user.id)).toEqual([]);
    });
  }

  it('keeps 2,000 characters, trims, and stores an empty comment as none', async () => {
    const user = await s.traveller(['completed'], s.experience(3));
    const text = `${'b'.repeat(1998)}ok`;
    const res = await s.post(user.token, {
      experience_id: s.experience(3),
      rating: 3,
      public_comment: `  ${text}\r\n\r\n\r\n `,
      private_comment: '   ',
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await s.reviewsBy(user.id);
    expect(stored).toMatchObject({ rating: 3, public_comment: text, private_comment: null });
  });
});
