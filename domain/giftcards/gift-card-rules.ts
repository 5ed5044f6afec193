/**
 * The rules of a gift card every layer shares (docs/product.md § Coupons and gift card amounts; docs/decisions/0041): the browser's form,
 * the API's schema, the delivery job and redemption read them from here.
 */
import { wallClockIn } from '../../common/time/zoned-time';

/** Spec § 5: a gift card is worth 5.00 to 200.00 USD (the database checks the same bounds). */
export const GIFT_CARD_MIN_CENTS = 500;
export const GIFT_CARD_MAX_CENTS = 20_000;

/** The quick picks of the amount, in USD; any other amount in the bounds can be typed. */
export const GIFT_CARD_QUICK_AMOUNTS_USD = [25, 50, 100, 150] as const;

/** The designs (docs/product.md § Coupons and gift cards: a design, `celebration_type`): each has artwork the product draws itself. */
export const CELEBRATION_TYPES = ['birthday', 'thanks', 'congratulations', 'holidays', 'travel'] as const;
export type CelebrationType = (typeof CELEBRATION_TYPES)[number];

export function isCelebrationType(value: unknown): value is CelebrationType {
  return typeof value === 'string' && (CELEBRATION_TYPES as readonly string[]).includes(value);
}

/** The sender's message: long enough for a few warm lines, short enough to fit on the card. */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 300;

/** Spec § 9: a gift card can be redeemed for 6 months after it was bought. */
export const GIFT_CARD_REDEEM_MONTHS = 6;

/**
 * Delivery dates are calendar days on the marketplace's clock (Panama, where it is based; UTC−5 all year):
 * the receiver's e-mail goes out from 00:00 of that day there.
 */
export const GIFT_CARD_DELIVERY_ZONE = 'America/Panama';

/**
 * "Today or later" is judged on the westernmost clock of the seven countries (Guatemala, El Salvador and
 * Costa Rica, UTC−6): a buyer there late in the evening, when Panama is already on the next day, may still
 * pick their own today. Later than a year ahead is refused: nobody plans a gift that far, and a typo
 * (2062 for 2026) should not hide a card for decades.
 */
const WESTERNMOST_ZONE = 'America/Guatemala';
export const GIFT_CARD_DELIVERY_MAX_DAYS = 365;

/** The earliest delivery date a buyer may choose at `now` ("2026-11-27"). */
export function earliestDeliveryDate(now: Date): string {
  return wallClockIn(WESTERNMOST_ZONE, now).date;
}

/** The latest delivery date a buyer may choose at `now`. */
export function latestDeliveryDate(now: Date): string {
  const start = new Date(`${earliestDeliveryDate(now)}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + GIFT_CARD_DELIVERY_MAX_DAYS);
  return start.toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` is a real calendar day ("2026-02-30" is not). */
export function isCalendarDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Whether a buyer may choose `date` as the delivery date at `now`. */
export function isDeliveryDateAllowed(date: string, now: Date): boolean {
  return isCalendarDate(date) && date >= earliestDeliveryDate(now) && date <= latestDeliveryDate(now);
}

/** Whether a paid card's e-mail is due at `now`: its delivery day has begun on the marketplace's clock. */
export function isDeliveryDue(deliveryDate: string, now: Date): boolean {
  return deliveryDate <= wallClockIn(GIFT_CARD_DELIVERY_ZONE, now).date;
}

/** Until when a card bought at `paidAt` can be redeemed: the same instant 6 months later (month ends clamp). */
export function redeemableUntil(paidAt: Date): Date {
  const until = new Date(paidAt.getTime());
  const day = until.getUTCDate();
  until.setUTCDate(1);
  until.setUTCMonth(until.getUTCMonth() + GIFT_CARD_REDEEM_MONTHS);
  const lastDay = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0)).getUTCDate();
  until.setUTCDate(Math.min(day, lastDay));
  return until;
}
