/**
 * What step 3 of the purchase pipeline checks before it takes anything (docs/decisions/0039): the
 * account may pay, the selection is bookable and priced by the engine (never by the browser), the coupon
 * still applies, the pickup has its words and its point lies in the pickup area and the method can pay.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { Lang } from '../../common/i18n/languages';
import { isInsideCountry } from '../../common/map/country-shapes.server';
import { isInsidePickupArea, type PickupArea, pickupAreaPhrase } from '../../common/map/pickup-area';
import { pickupAddress } from '../booking/pickup-address';
import { loadBookingInput } from '../booking/booking-input.server';
import { couponRefused, toAppError } from '../booking/booking-errors';
import { placesLeftAt } from '../booking/departure-places';
import { AppError, notFound } from '../errors';
import { usableCoupon } from '../pricing/coupon-record.server';
import { type Quote, quoteCents } from '../pricing/quote';
import { assertPayer } from './payer-guard';
import type { PaymentChoice, PurchaseSelection } from './purchase-request';
import { walletBalanceForUpdate } from './wallet-spend.server';

export interface ExperienceFacts {
  iso_code: string;
  has_meeting_point: boolean;
  /** Snapshotted on the purchase: the terms and length the traveller booked. */
  cancellation_policy: number;
  duration_minutes: number;
  /** The company's commission rate today (docs/decisions/0064-operator-earnings-basis.md). */
  commission_bps: number;
}

export async function experienceFacts(tx: DbOrTx, experienceId: number): Promise<ExperienceFacts> {
  const [row] = await queryRows<ExperienceFacts>(
    tx,
    sql`select c.iso_code, e.meeting_latitude is not null as has_meeting_point, e.cancellation_policy,
        e.duration_minutes, co.commission_bps
      from experiences e join countries c on c.id = e.country_id join companies co on co.id = e.company_id
      where e.id = ${experienceId}`,
  );
  if (!row) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');
  return row;
}

/** The account may pay, read inside the purchase's transaction (it may be blocked or deleted meanwhile). */
export async function assertCanPay(tx: DbOrTx, userId: number): Promise<void> {
  const [user] = await queryRows<{ is_blocked: boolean; deleted: boolean }>(
    tx,
    sql`select is_blocked, deleted_at is not null as deleted from users where id = ${userId}`,
  );
  assertPayer({ isBlocked: user?.is_blocked ?? false, deleted: !user || user.deleted });
}

/**
 * The engine's price for a purchase, inside its transaction. Unlike booking/quote's priceSelection, the
 * seats are left to the departure's counter and the wallet is read locked, so what is charged is what
 * the transaction takes.
 */
export async function priceForPurchase(
  tx: DbOrTx,
  input: { selection: PurchaseSelection; userId: number; now: Date },
): Promise<{ quote: Quote; companyId: number; timeZone: string; capacity: number; couponId: number | null }> {
  const { selection, now, userId } = input;
  const loaded = await loadBookingInput(tx, selection.experienceId, now);
  if (!loaded) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');
  // Seats are decided by the departure's counter below, not by this snapshot: without them the engine
  // checks the day, the hour, the anticipation and the schedule's capacity, and a departure that sold
  // out meanwhile answers 409 from the counter rather than "day unavailable".
  // A departure its operator closed is refused here already (the counter refuses it again).
  const closed = loaded.availability.occupancy.filter((slot) => slot.closed);
  const places = placesLeftAt(
    { ...loaded.availability, occupancy: closed },
    selection.date,
    selection.hour,
    now,
  );
  if (!places.ok) throw toAppError(places);
  let couponId: number | null = null;
  let couponTerms = null;
  if (selection.couponCode) {
    const coupon = await usableCoupon(tx, selection.couponCode, {
      experienceId: selection.experienceId,
      affiliateCode: selection.affiliateCode,
      userId,
      now,
    });
    if (!coupon.ok) throw couponRefused(coupon.reason);
    couponId = coupon.coupon.id;
    couponTerms = coupon.coupon.terms;
  }
  const walletCents = selection.applyWallet ? await walletBalanceForUpdate(tx, userId) : 0;
  const quote = quoteCents(loaded.pricing, {
    participants: selection.participants,
    addOnIds: selection.addOnIds,
    coupon: couponTerms,
    walletCents,
    placesLeft: places.value,
  });
  if (!quote.ok) {
    if (quote.code === 'CAPACITY_EXCEEDED') throw seatsTaken();
    throw toAppError(quote);
  }
  return {
    quote: quote.value,
    companyId: loaded.companyId,
    timeZone: loaded.timeZone,
    capacity: places.value,
    couponId,
  };
}

export const seatsTaken = () => new AppError(409, 'CAPACITY_EXCEEDED', 'payment.seatsTaken');

/**
 * The pickup a pickup add-on needs (docs/decisions/0081-pickup-area.md): a point, the address in words, and
 * the point inside the experience's pickup area (422 naming the area); an experience without an area
 * keeps the older rule, the experience's country. Answers the address as it is kept.
 */
export function checkPickup(
  selection: PurchaseSelection,
  quote: Quote,
  facts: ExperienceFacts,
  area: PickupArea,
  lang: Lang,
): string | null {
  const { pickup } = selection;
  if (!quote.needsPickupLocation) return null;
  if (!pickup) throw new AppError(400, 'PICKUP_REQUIRED', 'booking.errors.pickupRequired');
  const address = pickupAddress(pickup.address);
  if (address === null) {
    throw new AppError(400, 'PICKUP_ADDRESS_REQUIRED', 'booking.errors.pickupAddressRequired');
  }
  const point = { latitude: pickup.lat, longitude: pickup.lng };
  if (area.circles.length > 0) {
    if (!isInsidePickupArea(area, point)) {
      throw new AppError(422, 'PICKUP_OUTSIDE_AREA', 'booking.errors.pickupOutsideArea', {
        area: pickupAreaPhrase(area, lang),
      });
    }
  } else if (!isInsideCountry(facts.iso_code, point)) {
    throw new AppError(400, 'PICKUP_OUTSIDE_COUNTRY', 'booking.errors.pickupOutside');
  }
  return address;
}

/** What the chosen method can pay: credit alone must cover everything; a card or PayPal, the rest. */
export function checkMethod(payment: PaymentChoice, chargeCents: number): void {
  if (payment.method === 'wallet' && chargeCents > 0) {
    throw new AppError(400, 'WALLET_INSUFFICIENT', 'payment.walletInsufficient');
  }
}

export async function addOnNames(
  tx: DbOrTx,
  ids: readonly number[],
  lang: string,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select a.id, coalesce(t.name, f.name, i.key) as name
      from experience_add_ons a join add_on_items i on i.id = a.add_on_item_id
      left join add_on_item_translations t on t.add_on_item_id = i.id and t.lang_code = ${lang}
      left join add_on_item_translations f on f.add_on_item_id = i.id and f.lang_code = 'es'
      where a.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
