import { describe, expect, it } from 'vitest';
import {
  MAX_REPLY_LENGTH,
  replyBody,
  replyEditable,
  replyEditableUntil,
  replyFor,
} from '../../../domain/reviews/review-reply';

const at = new Date('2026-11-22T15:00:00Z');
const plus = (ms: number) => new Date(at.getTime() + ms);

describe('an operator’s reply to a review (docs/decisions/0065-review-replies-and-operator-emails.md)', () => {
  it('is changeable until 24 hours after the first reply, and not from that instant on', () => {
    expect(replyEditable(null, at)).toBe(true);
    expect(replyEditable(at, plus(24 * 3600_000 - 1))).toBe(true);
    expect(replyEditable(at, plus(24 * 3600_000))).toBe(false);
    expect(replyEditableUntil(at).toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('shows in the page’s language when written in both, else in the one written', () => {
    expect(replyFor({ es: 'Gracias', en: 'Thanks' }, 'en')).toEqual({ text: 'Thanks', lang: 'en' });
    expect(replyFor({ es: 'Gracias', en: 'Thanks' }, 'es')).toEqual({ text: 'Gracias', lang: 'es' });
    expect(replyFor({ es: 'Gracias', en: null }, 'en')).toEqual({ text: 'Gracias', lang: 'es' });
    expect(replyFor({ es: null, en: 'Thanks' }, 'es')).toEqual({ text: 'Thanks', lang: 'en' });
    expect(replyFor({ es: null, en: null }, 'es')).toBeNull();
  });

  it('takes plain text up to 1,000 characters a language once trimmed, and at least one language', () => {
    expect(replyBody.parse({ text_es: '  Gracias \r\n\r\n\r\n por venir  ' })).toEqual({
      text_es: 'Gracias\n\n por venir',
      text_en: null,
    });
    expect(replyBody.parse({ text_en: 'x'.repeat(MAX_REPLY_LENGTH) }).text_en).toHaveLength(MAX_REPLY_LENGTH);
    const refused = (body: unknown) =>
      replyBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(refused({ text_en: 'x'.repeat(MAX_REPLY_LENGTH + 1) })).toEqual([
      ['text_en', 'operator.reviews.errors.textTooLong'],
    ]);
    expect(refused({ text_es: ' ', text_en: null })).toEqual([
      ['text_es', 'operator.reviews.errors.textRequired'],
    ]);
    expect(refused({ text_es: 'a\u202Eb' })).toEqual([['text_es', 'operator.reviews.errors.textInvalid']]);
  });
});
