import type { SeedContent } from './content';
import type { Localized } from './data/types';
import type { Random } from './random';

export interface PlannedReview {
  firstName: string;
  lastName: string;
  rating: number;
  comment: Localized;
  langCode: 'es' | 'en';
  daysAgo: number;
}

/** Zero to a dozen reviews, mostly happy, with comments that fit the experience's category. */
export function planReviews(random: Random, content: SeedContent, categoryKey: string): PlannedReview[] {
  const fitting = content.reviewComments.filter(
    (comment) => !comment.categoryKeys || comment.categoryKeys.includes(categoryKey),
  );
  const count = random.chance(0.1) ? 0 : random.int(1, 12);
  return Array.from({ length: count }, () => {
    // Weighted towards 5 and 4: real marketplaces see few low ratings, but not none.
    const wanted = random.pick([5, 5, 5, 5, 4, 4, 4, 3, 2]);
    const matching = fitting.filter((comment) => comment.rating === wanted);
    const comment = random.pick(matching.length > 0 ? matching : fitting);
    return {
      firstName: random.pick(content.firstNames),
      lastName: random.pick(content.lastNames),
      rating: comment.rating,
      comment: comment.text,
      langCode: random.chance(0.6) ? 'es' : 'en',
      daysAgo: random.int(2, 420),
    };
  });
}
