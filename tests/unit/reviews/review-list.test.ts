import { describe, expect, it } from 'vitest';
import { reviewListQuery, SORT_ORDER, summarizeStars } from '../../../domain/reviews/review-list';

/** The rules of an experience's reviews list (docs/decisions/0085-reviews.md). */
describe('summarizeStars', () => {
  it('gives the average to one decimal, the count and a bar per star from 5 down to 1', () => {
    expect(summarizeStars({ 5: 3, 4: 1, 1: 1 })).toEqual({
      average: 4, // (3 × 5 + 4 + 1) / 5
      count: 5,
      stars: [
        { stars: 5, count: 3, percent: 60 },
        { stars: 4, count: 1, percent: 20 },
        { stars: 3, count: 0, percent: 0 },
        { stars: 2, count: 0, percent: 0 },
        { stars: 1, count: 1, percent: 20 },
      ],
    });
  });

  it('is all zeros without reviews', () => {
    const empty = summarizeStars({});
    expect([empty.average, empty.count]).toEqual([0, 0]);
    expect(empty.stars.map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('rounds the average half up at one decimal (4.45 → 4.5) and each share to a whole percent', () => {
    // 20 reviews: 9 × 5 + 11 × 4 = 89 → 4.45
    expect(summarizeStars({ 5: 9, 4: 11 }).average).toBe(4.5);
    expect(
      summarizeStars({ 5: 1, 4: 2 })
        .stars.slice(0, 2)
        .map((bar) => bar.percent),
    ).toEqual([33, 67]);
  });
});

describe('reviewListQuery', () => {
  it('defaults to newest first with no filter', () => {
    expect(reviewListQuery.parse({})).toEqual({ sort: 'newest' });
  });

  it('reads stars as a number and the language as a code', () => {
    expect(reviewListQuery.parse({ sort: 'lowest', stars: '2', lang: 'en' })).toEqual({
      sort: 'lowest',
      stars: 2,
      lang: 'en',
    });
  });

  it.each([{ sort: 'best' }, { stars: '0' }, { stars: '6' }, { stars: '4.5' }, { lang: 'fr' }])(
    'refuses %o with the list’s message',
    (query) => {
      const result = reviewListQuery.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('reviews.list.errors.queryInvalid');
    },
  );
});

describe('SORT_ORDER', () => {
  it('always ends on the newest, then the id, so pages never overlap', () => {
    for (const order of Object.values(SORT_ORDER)) {
      expect(order.slice(-2)).toEqual([
        { column: 'created_at', desc: true },
        { column: 'id', desc: true },
      ]);
    }
    expect(SORT_ORDER.highest[0]).toEqual({ column: 'rating', desc: true });
    expect(SORT_ORDER.lowest[0]).toEqual({ column: 'rating', desc: false });
  });
});
