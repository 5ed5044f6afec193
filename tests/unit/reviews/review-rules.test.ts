import { describe, expect, it } from 'vitest';
import {
  addReviewBody,
  commentSchema,
  MAX_COMMENT_LENGTH,
  normalizeComment,
  ratingSchema,
} from '../../../domain/reviews/review-input';
import { reviewRefusal, reviewStanding } from '../../../domain/reviews/review-standing';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('a review comment', () => {
  it('is stored as plain text: NFC, one kind of line break, at most one blank line, trimmed', () => {
    expect(normalizeComment('  Cafe\u0301 rico\r\n\r\n\r\n\r\nVolvería  \r\n ')).toBe(
      'Café rico\n\nVolvería',
    );
    expect(normalizeComment(' \n\t ')).toBeNull();
  });

  it('keeps markup characters as text (it is always rendered escaped)', () => {
    expect(commentSchema.parse('<b>¡Genial!</b> & "más"')).toBe('<b>¡Genial!</b> & "más"');
  });

  it('is optional: absent, null and blank are all no comment', () => {
    for (const value of [undefined, null, '', '   ']) expect(commentSchema.parse(value)).toBeNull();
  });

  it('refuses control characters and bidirectional overrides, but not tabs or line breaks', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u202Eb', 'a\u2067b', 'a\uD800b']) {
      expect(firstMessage(commentSchema.safeParse(bad)), JSON.stringify(bad)).toBe(
        'reviews.errors.commentInvalid',
      );
    }
    expect(commentSchema.parse('uno\tdos\r\ntres')).toBe('uno\tdos\ntres');
  });

  it(`holds ${MAX_COMMENT_LENGTH} characters once normalized, not one more`, () => {
    expect(commentSchema.parse('x'.repeat(MAX_COMMENT_LENGTH))).toHaveLength(MAX_COMMENT_LENGTH);
    // Spaces trimmed away do not count.
    expect(commentSchema.parse(`  ${'x'.repeat(MAX_COMMENT_LENGTH)}  `)).toHaveLength(MAX_COMMENT_LENGTH);
    expect(firstMessage(commentSchema.safeParse('x'.repeat(MAX_COMMENT_LENGTH + 1)))).toBe(
      'reviews.errors.commentTooLong',
    );
  });

  it('must be text', () => {
    expect(firstMessage(commentSchema.safeParse(42))).toBe('reviews.errors.commentInvalid');
  });
});

describe('a rating', () => {
  it('is a whole number of stars from 1 to 5', () => {
    for (const good of [1, 2, 3, 4, 5]) expect(ratingSchema.parse(good)).toBe(good);
    for (const bad of [0, 6, -1, 4.5, '5', null, undefined, Number.NaN, true]) {
      expect(firstMessage(ratingSchema.safeParse(bad)), String(bad)).toBe('reviews.errors.ratingInvalid');
    }
  });

  it('comes with an experience id in the body', () => {
    expect(addReviewBody.safeParse({ rating: 5 }).success).toBe(false);
    expect(addReviewBody.parse({ experience_id: '7', rating: 5 })).toEqual({
      experience_id: 7,
      rating: 5,
      public_comment: null,
      private_comment: null,
      photo_ids: [],
    });
  });

  it('takes up to 5 distinct photo ids (docs/decisions/0085-reviews.md)', () => {
    const base = { experience_id: 7, rating: 5 };
    expect(addReviewBody.parse({ ...base, photo_ids: [3, 1, 2] }).photo_ids).toEqual([3, 1, 2]);
    expect(
      addReviewBody.safeParse({ ...base, photo_ids: [1, 2, 3, 4, 5, 6] }).error?.issues[0]?.message,
    ).toBe('reviews.photos.errors.tooMany');
    expect(addReviewBody.safeParse({ ...base, photo_ids: [1, 1] }).error?.issues[0]?.message).toBe(
      'reviews.photos.errors.unknown',
    );
  });
});

describe('who may review', () => {
  const facts = (reviewed: boolean, completedPurchaseId: number | null, upcoming: boolean) => ({
    reviewed,
    completedPurchaseId,
    upcoming,
  });

  it('is a traveller with a completed purchase who has not reviewed yet', () => {
    expect(reviewStanding(facts(false, 9, false))).toBe('open');
    expect(reviewStanding(facts(false, 9, true))).toBe('open');
  });

  it('says why not otherwise, a review already there first', () => {
    expect(reviewStanding(facts(true, 9, false))).toBe('reviewed');
    expect(reviewStanding(facts(true, null, true))).toBe('reviewed');
    expect(reviewStanding(facts(false, null, true))).toBe('not_yet');
    expect(reviewStanding(facts(false, null, false))).toBe('not_purchased');
  });

  it('answers each refusal with its status and message', () => {
    expect(reviewRefusal('reviewed')).toMatchObject({ status: 409, code: 'REVIEW_ALREADY_EXISTS' });
    expect(reviewRefusal('not_yet')).toMatchObject({ status: 403, code: 'REVIEW_NOT_COMPLETED' });
    expect(reviewRefusal('not_purchased')).toMatchObject({ status: 403, code: 'REVIEW_NOT_ALLOWED' });
  });
});
