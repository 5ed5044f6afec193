/**
 * Why a traveller reports a review (docs/decisions/0076-moderation): a short list the form offers, with an
 * optional note. Here, on the lowest floor, because the table's check constraint is made from it.
 */
export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'personal_data', 'off_topic', 'other'] as const;

export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
