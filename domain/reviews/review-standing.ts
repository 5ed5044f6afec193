import { AppError } from '../errors';

/**
 * Whether a traveller may review an experience (docs/product.md § Reviews; docs/decisions/0040): one review per experience
 * and traveller, only after a purchase of it was completed. Pure, so the page and the API say the same.
 *
 * - `open`: a completed purchase and no review yet.
 * - `reviewed`: their review is already there (one each).
 * - `not_yet`: a purchase that has not happened yet (pending, confirmed or under way).
 * - `not_purchased`: nothing bought, or only cancelled purchases.
 */
export type ReviewStanding = 'open' | 'reviewed' | 'not_yet' | 'not_purchased';

export interface ReviewFacts {
  reviewed: boolean;
  /** The latest completed purchase of the experience by the traveller, if any. */
  completedPurchaseId: number | null;
  /** A purchase still to come or under way (created, confirmed, in progress). */
  upcoming: boolean;
}

export function reviewStanding(facts: ReviewFacts): ReviewStanding {
  if (facts.reviewed) return 'reviewed';
  if (facts.completedPurchaseId !== null) return 'open';
  return facts.upcoming ? 'not_yet' : 'not_purchased';
}

/** The API's refusal for a standing other than `open`. */
export function reviewRefusal(standing: Exclude<ReviewStanding, 'open'>): AppError {
  switch (standing) {
    case 'reviewed':
      return new AppError(409, 'REVIEW_ALREADY_EXISTS', 'reviews.errors.alreadyReviewed');
    case 'not_yet':
      return new AppError(403, 'REVIEW_NOT_COMPLETED', 'reviews.errors.notCompletedYet');
    case 'not_purchased':
      return new AppError(403, 'REVIEW_NOT_ALLOWED', 'reviews.errors.notPurchased');
  }
}
