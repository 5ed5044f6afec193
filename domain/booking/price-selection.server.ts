/**
 * The server's price of a booking selection: the experience's engine input, the coupon checked again and
 * the wallet credit, quoted by the booking engine. booking/quote answers it, the PayPal order charges it
 * and the purchase pipeline books it, so all three see the same number from the same rules.
 */
import { allQueries } from '../../db/all-queries';
import type { DbOrTx } from '../../db/client';
import type { Limit } from '../accounts/abuse-limits';
import { ABUSE_LIMITS } from '../accounts/abuse-limits';
import { AppError } from '../errors';
import { type CouponContext, type StoredCoupon, usableCoupon } from '../pricing/coupon-record.server';
import type { Participants } from '../pricing/participants';
import type { Quote } from '../pricing/quote';
import { walletBalanceCents } from '../wallet/ledger.server';
import { type BookingInput, loadBookingInput } from './booking-input.server';
import { couponRefused, toAppError } from './booking-errors';
import { quoteBooking } from './booking-quote';

/** A selection as the booking calls send it, with the affiliate already resolved (body, else cookie). */
export interface SelectionInput {
  experienceId: number;
  /** yyyy-MM-dd in the experience's time zone. */
  date: string;
  /** "HH:mm" */
  hour: string;
  participants: Participants;
  addOnIds: readonly number[];
  couponCode?: string | null | undefined;
  applyWallet: boolean;
  affiliateCode: string | null;
}

/** The counter of unknown coupon codes (the server's shared limiter fits it). */
export interface CouponMissCounter {
  assertBelow(name: string, subject: string, limit: Limit): Promise<void>;
  hit(name: string, subject: string, limit: Limit): Promise<unknown>;
}

/** Who is asking, for the coupon-misses limit: codes can be guessed, so misses are counted per address. */
export interface CouponMissLimit {
  counter: CouponMissCounter;
  ip: string;
}

export interface PricedSelection {
  booking: BookingInput;
  quote: Quote;
  /** The coupon that applies (its id is what a purchase records a use of), or null. */
  coupon: StoredCoupon | null;
  /** The credit that was available to spend (0 unless applied by a signed-in traveller). */
  walletCents: number;
}

type MaybePromise<T> = T | Promise<T>;

export const experienceNotFound = () =>
  new AppError(404, 'EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');

/**
 * A coupon by its code for one experience and traveller. Codes can be guessed, so an address that tried
 * too many unknown ones is refused (429) before any lookup until its window ends.
 */
export async function lookUpCoupon(
  db: DbOrTx,
  limit: CouponMissLimit | null,
  code: string,
  context: CouponContext,
) {
  const misses = ABUSE_LIMITS.couponMisses.perIp;
  if (limit) await limit.counter.assertBelow('couponMisses.perIp', limit.ip, misses);
  const result = await usableCoupon(db, code, context);
  if (limit && !result.ok && result.reason === 'COUPON_NOT_FOUND') {
    await limit.counter.hit('couponMisses.perIp', limit.ip, misses);
  }
  return result;
}

/**
 * Prices a selection or throws the AppError a client sees (404 unknown experience, 400 with the broken
 * rule or the coupon's reason, 429 past the coupon-misses limit). `user` may be a pending lookup: the
 * experience is read meanwhile, so a quote still waits one round trip. Guests have no credit: with no
 * user, `applyWallet` spends nothing.
 */
export async function priceSelection(
  db: DbOrTx,
  limit: CouponMissLimit | null,
  input: SelectionInput,
  user: MaybePromise<{ userId: number } | null>,
  now: Date,
): Promise<PricedSelection> {
  const asker = Promise.resolve(user);
  const code = input.couponCode;
  const [booking, coupon, walletCents] = await allQueries(
    db,
    () => loadBookingInput(db, input.experienceId, now),
    async () =>
      code
        ? asker.then((who) =>
            lookUpCoupon(db, limit, code, {
              experienceId: input.experienceId,
              affiliateCode: input.affiliateCode,
              userId: who?.userId ?? null,
              now,
            }),
          )
        : null,
    async () => (input.applyWallet ? asker.then((who) => (who ? walletBalanceCents(db, who.userId) : 0)) : 0),
  );
  if (!booking) throw experienceNotFound();
  if (coupon && !coupon.ok) throw couponRefused(coupon.reason);
  const quote = quoteBooking(
    booking.availability,
    booking.pricing,
    {
      date: input.date,
      hour: input.hour,
      participants: input.participants,
      addOnIds: input.addOnIds,
      coupon: coupon?.coupon.terms ?? null,
      walletCents,
    },
    now,
  );
  if (!quote.ok) throw toAppError(quote);
  return {
    booking,
    quote: quote.value,
    coupon: coupon?.coupon ?? null,
    walletCents,
  };
}
