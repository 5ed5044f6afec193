import type { ReviewStanding } from './review-standing';

/** The stored review, as its author gets it back, with the experience's new rating and count. */
export interface AddedReview {
  id: number;
  experience_id: number;
  rating: number;
  public_comment: string | null;
  private_comment: string | null;
  lang_code: string;
  date: string;
  customer: { first_name: string; last_name: string; avatar_url: string | null };
  experience: { rating: number; review_count: number };
}

/** The experience as the review page shows it: its name, address and first photo. */
export interface ReviewedExperience {
  id: number;
  name: string;
  url: string;
  photo: { id: string; dominant_color: string } | null;
}

export interface ReviewTarget {
  experience: ReviewedExperience;
  standing: ReviewStanding;
}
