import { describe, expect, it } from 'vitest';
import { MAX_REPORT_NOTE_LENGTH, reportReviewBody } from '../../../domain/reviews/report-input';

/** The body of a review's report (docs/decisions/0076-moderation): a listed reason, an optional plain note. */
describe('a report of a review', () => {
  it('takes a listed reason and a note, normalized; a blank note is none', () => {
    expect(reportReviewBody.parse({ reason: 'spam', note: '  Un anuncio\r\n\r\n\r\nde hotel ' })).toEqual({
      reason: 'spam',
      note: 'Un anuncio\n\nde hotel',
    });
    expect(reportReviewBody.parse({ reason: 'other', note: '   ' })).toEqual({ reason: 'other', note: null });
    expect(reportReviewBody.parse({ reason: 'off_topic' })).toEqual({ reason: 'off_topic', note: null });
  });

  it('refuses another reason, a note too long or with control characters', () => {
    const issue = (body: unknown) => reportReviewBody.safeParse(body).error?.issues[0]?.message;
    expect(issue({ reason: 'boring' })).toBe('reviews.report.errors.reasonInvalid');
    expect(issue({})).toBe('reviews.report.errors.reasonInvalid');
    expect(issue({ reason: 'spam', note: 'x'.repeat(MAX_REPORT_NOTE_LENGTH + 1) })).toBe(
      'reviews.report.errors.noteTooLong',
    );
    expect(issue({ reason: 'spam', note: 'a\u202Eb' })).toBe('reviews.report.errors.noteInvalid');
  });
});
