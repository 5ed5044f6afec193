/**
 * The back office's rules for gift cards (docs/decisions/0075-admin-promotions), apart from HTTP and SQL: how
 * a search is read (an e-mail, the last characters of a code, or a whole code), which cards may have their
 * e-mail sent again, and how far an expiry may be extended.
 */
import { addDays } from '../booking/calendar-days';
import { instantAt, wallClockIn } from '../../common/time/zoned-time';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH, normalizeGiftCardCode } from './gift-card-code';
import { GIFT_CARD_DELIVERY_ZONE } from './gift-card-rules';

export type GiftCardSearch =
  | { by: 'email'; email: string }
  | { by: 'hint'; ending: string }
  | { by: 'code'; normalized: string }
  | { by: 'none' };

/**
 * An address (it has an @), a whole code (its hash is looked up: the code is never stored), or 2 to 4 of
 * the code's last characters, read the forgiving way codes are typed (O as 0, I and L as 1).
 */
export function readGiftCardSearch(typed: string): GiftCardSearch {
  const text = typed.trim();
  if (text.includes('@')) return { by: 'email', email: text };
  const whole = normalizeGiftCardCode(text);
  if (whole) return { by: 'code', normalized: whole };
  const compact = text
    .toUpperCase()
    .replace(/[\s\-•*]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  const valid = [...compact].every((char) => GIFT_CARD_CODE_ALPHABET.includes(char));
  if (valid && compact.length >= 2 && compact.length <= 4) return { by: 'hint', ending: compact };
  return { by: 'none' };
}

/** A code shown without its secret part: only its last four characters. */
export const maskedCode = (hint: string | null) =>
  hint === null ? null : `${'••••-'.repeat(GIFT_CARD_CODE_LENGTH / 4 - 1)}${hint}`;

/** A delivered card not redeemed, cancelled or unpaid may have its e-mail sent again (with a new code). */
export const mayResend = (card: { status: string; deliveredAt: Date | null }) =>
  card.status === 'paid' && card.deliveredAt !== null;

/** The instant a card stops being redeemable when its last day is `lastDay` (the next day's start). */
export const deadlineAfter = (lastDay: string) =>
  instantAt(GIFT_CARD_DELIVERY_ZONE, addDays(lastDay, 1), '00:00');

/** The longest an extension may reach: two years from today. */
export const MAX_EXTENSION_DAYS = 730;

export type ExtensionProblem =
  'GIFT_CARD_NOT_EXTENDABLE' | 'GIFT_CARD_EXTENSION_NOT_LATER' | 'GIFT_CARD_EXTENSION_TOO_FAR';

/** Why a card's last day cannot become `lastDay`, or null. Only paid cards not redeemed can be extended. */
export function extensionProblem(
  card: { status: string; redeemableUntil: Date },
  lastDay: string,
  now: Date,
): ExtensionProblem | null {
  if (card.status !== 'paid') return 'GIFT_CARD_NOT_EXTENDABLE';
  if (deadlineAfter(lastDay).getTime() <= card.redeemableUntil.getTime())
    return 'GIFT_CARD_EXTENSION_NOT_LATER';
  const today = wallClockIn(GIFT_CARD_DELIVERY_ZONE, now).date;
  if (lastDay > addDays(today, MAX_EXTENSION_DAYS)) return 'GIFT_CARD_EXTENSION_TOO_FAR';
  return null;
}

export const GIFT_CARD_ADMIN_ERRORS = {
  GIFT_CARD_NOT_EXTENDABLE: [409, 'adminGiftCards.errors.notExtendable'],
  GIFT_CARD_EXTENSION_NOT_LATER: [400, 'adminGiftCards.errors.notLater'],
  GIFT_CARD_EXTENSION_TOO_FAR: [400, 'adminGiftCards.errors.tooFar'],
} as const satisfies Record<ExtensionProblem, readonly [number, string]>;
