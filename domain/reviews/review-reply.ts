/**
 * An operator's public reply to a review (docs/decisions/0065-review-replies-and-operator-emails.md): plain
 * text in Spanish, English or both, one reply per review, editable for 24 hours after it was first
 * written. Pure: the SQL is in operator-reviews.server.ts.
 */
import { z } from 'zod';
import type { Lang } from '../../common/i18n/languages';
import { hasRefusedCharacters, isStorableText } from '../input-text';
import { normalizeComment } from './review-input';

/** Longest reply kept in each language, in UTF-16 units as a textarea's `maxlength` counts them. */
export const MAX_REPLY_LENGTH = 1000;

/** How long after the first reply it can still be changed. */
export const REPLY_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

const key = (name: string) => `operator.reviews.errors.${name}`;

/** One language's text: optional, plain text, at most MAX_REPLY_LENGTH once normalized; blank is none. */
const replyText = z
  .string({ error: key('textInvalid') })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    if (!isStorableText(value) || hasRefusedCharacters(value)) {
      ctx.addIssue({ code: 'custom', message: key('textInvalid') });
      return z.NEVER;
    }
    const text = normalizeComment(value);
    if (text !== null && text.length > MAX_REPLY_LENGTH) {
      ctx.addIssue({ code: 'custom', message: key('textTooLong') });
      return z.NEVER;
    }
    return text;
  })
  .meta({ type: 'string', maxLength: MAX_REPLY_LENGTH });

/** The body of `PUT /api/v1/operator/reviews/{id}/reply`: at least one language written. */
export const replyBody = z
  .object({
    text_es: replyText.describe('The reply in Spanish; plain text'),
    text_en: replyText.describe('The reply in English; plain text'),
  })
  .superRefine((value, ctx) => {
    if (value.text_es === null && value.text_en === null) {
      ctx.addIssue({ code: 'custom', path: ['text_es'], message: key('textRequired') });
    }
  });

export type ReplyBody = z.output<typeof replyBody>;

/** Whether a reply first written at `repliedAt` can still be changed at `now`. */
export function replyEditable(repliedAt: Date | null, now: Date): boolean {
  return repliedAt === null || now.getTime() - repliedAt.getTime() < REPLY_EDIT_WINDOW_MS;
}

/** Until when a reply first written at `repliedAt` can be changed. */
export function replyEditableUntil(repliedAt: Date): Date {
  return new Date(repliedAt.getTime() + REPLY_EDIT_WINDOW_MS);
}

/**
 * The reply a page in `lang` shows: its text in that language when the operator wrote it, else the one
 * written; null without a reply.
 */
export function replyFor(
  reply: { es: string | null; en: string | null },
  lang: Lang,
): { text: string; lang: Lang } | null {
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const own = reply[lang];
  if (own) return { text: own, lang };
  const fallback = reply[other];
  return fallback ? { text: fallback, lang: other } : null;
}
