/**
 * A traveller's report of a review (docs/decisions/0076-moderation): one of a short list of reasons and an
 * optional note. Pure, so the form checks what the API checks.
 */
import { z } from 'zod';
import { REVIEW_REPORT_REASONS } from '../../common/review-reports';
import { hasRefusedCharacters, isStorableText } from '../input-text';
import { normalizeComment } from './review-input';

/** Longest note kept, in UTF-16 units as a textarea's `maxlength` counts them. */
export const MAX_REPORT_NOTE_LENGTH = 500;

const key = (name: string) => `reviews.report.errors.${name}`;

const noteSchema = z
  .string({ error: key('noteInvalid') })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    if (!isStorableText(value) || hasRefusedCharacters(value)) {
      ctx.addIssue({ code: 'custom', message: key('noteInvalid') });
      return z.NEVER;
    }
    const text = normalizeComment(value);
    if (text !== null && text.length > MAX_REPORT_NOTE_LENGTH) {
      ctx.addIssue({ code: 'custom', message: key('noteTooLong') });
      return z.NEVER;
    }
    return text;
  })
  .meta({ type: 'string', maxLength: MAX_REPORT_NOTE_LENGTH });

/** The body of `POST /api/v1/reviews/{id}/report`; the reporter is always the session's. */
export const reportReviewBody = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: key('reasonInvalid') }).describe('Why it is reported'),
  note: noteSchema.describe('What the team should know; plain text, optional'),
});

export type ReportReviewBody = z.output<typeof reportReviewBody>;
