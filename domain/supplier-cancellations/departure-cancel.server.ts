/**
 * An operator cancels a whole departure (docs/decisions/0068-supplier-cancellations.md): first the departure
 * is closed, in one transaction under the departure's row lock (the lock every sale takes,
 * domain/purchases/seats.server.ts), after checking there that none of its bookings has started or been
 * attended; then each booking is cancelled by the one cancellation path (cancel-purchase.server.ts), each
 * in its own transaction with its full refund, history, e-mail and audit record. A closed departure
 * sells nothing meanwhile, so the list cannot grow; a retry after a failure finds the departure closed
 * and cancels what is left, and a booking its traveller cancelled first is left as it is.
 */
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import { AppError } from '../errors';
import { changeDeparture } from '../operator-availability/departures.server';
import type { CalendarDeparture } from '../operator-availability/departures-calendar';
import type { ChangeRecorder } from '../operator-availability/schedule.server';
import {
  type CancelChange,
  type CancelDeps,
  type CancelResult,
  cancelBySupplier,
} from '../purchases/cancel-purchase.server';
import { CANCELABLE_STATUSES, SEAT_HOLDING_STATUSES } from '../purchases/purchase-lifecycle';
import { memoizedAlternatives } from './alternatives.server';

export interface DepartureKey {
  experienceId: number;
  /** yyyy-MM-dd and HH:mm on the experience's clock. */
  date: string;
  hour: string;
}

interface DepartureBooking {
  id: number;
  status: string;
  total_participants: number;
  started: boolean;
  attended: boolean;
  payment_pending: boolean;
  refundable_cents: number;
}

const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

/** The company's bookings of a departure that hold seats (the ones a cancellation concerns). */
function departureBookings(db: DbOrTx, companyId: number, departure: DepartureKey, now: Date) {
  return queryRows<DepartureBooking>(
    db,
    sql`select p.id, p.status::text as status, p.total_participants, p.starts_at <= ${now} as started,
        (p.checked_in_at is not null or p.no_show_at is not null) as attended,
        exists (select 1 from payment_attempts a where a.purchase_id = p.id and a.status = 'pending')
          as payment_pending,
        p.total_payment_cents + p.wallet_discount_cents as refundable_cents
      from purchases p
      where p.company_id = ${companyId} and p.experience_id = ${departure.experienceId}
        and p.booking_date = ${departure.date}::date and p.booking_hour = ${departure.hour}::time
        and p.status in (${statusList(SEAT_HOLDING_STATUSES)})
      order by p.id`,
  );
}

/** Why a departure cannot be cancelled now, or null. */
function departureRefusal(bookings: readonly DepartureBooking[]): AppError | null {
  const ns = 'operator.cancellations.errors';
  if (bookings.some((booking) => booking.attended)) {
    return new AppError(409, 'DEPARTURE_CHECKED_IN', `${ns}.departureCheckedIn`);
  }
  const open = (booking: DepartureBooking) =>
    (CANCELABLE_STATUSES as readonly string[]).includes(booking.status);
  if (bookings.some((booking) => !open(booking) || booking.started)) {
    return new AppError(409, 'DEPARTURE_STARTED', `${ns}.departureStarted`);
  }
  if (bookings.some((booking) => booking.payment_pending)) {
    return new AppError(409, 'DEPARTURE_PAYMENT_PENDING', `${ns}.departurePaymentPending`);
  }
  return null;
}

export interface DepartureCancelPreview {
  bookings: number;
  travellers: number;
  /** Everything those bookings paid (card, PayPal and wallet credit): what goes back. */
  refund_cents: number;
}

/** What cancelling the departure now would touch: for the operator's confirmation. */
export async function departureCancelPreview(
  db: Db,
  companyId: number,
  departure: DepartureKey,
  now: Date,
): Promise<DepartureCancelPreview> {
  const bookings = await departureBookings(db, companyId, departure, now);
  return {
    bookings: bookings.length,
    travellers: bookings.reduce((sum, booking) => sum + Number(booking.total_participants), 0),
    refund_cents: bookings.reduce((sum, booking) => sum + Number(booking.refundable_cents), 0),
  };
}

export interface DepartureCancelInput {
  companyId: number;
  actorUserId: number;
  departure: DepartureKey;
  reason: string;
  now: Date;
  /** The departure's audit record, in the closing transaction. */
  recordDeparture: ChangeRecorder<CalendarDeparture>;
  /** Each booking's audit record, in its cancelling transaction. */
  recordBooking: (tx: Tx, purchaseId: number, change: CancelChange) => Promise<void>;
}

export interface DepartureCancelResult {
  departure: CalendarDeparture;
  /** The bookings this call cancelled (none on a retry that finds them cancelled). */
  canceled: CancelResult[];
}

export async function cancelDeparture(
  deps: CancelDeps,
  input: DepartureCancelInput,
): Promise<DepartureCancelResult> {
  const { companyId, departure: key, now } = input;
  const departure = await changeDeparture(
    deps.db,
    companyId,
    { ...key, closed: true },
    // Under the departure's row lock, before the closure commits: refused, nothing changes.
    async (tx, change) => {
      const refusal = departureRefusal(await departureBookings(tx, companyId, key, now));
      if (refusal) throw refusal;
      await input.recordDeparture(tx, change);
    },
  );
  const pending = await departureBookings(deps.db, companyId, key, now);
  const alternatives = memoizedAlternatives(now);
  const canceled: CancelResult[] = [];
  for (const booking of pending) {
    try {
      canceled.push(
        await cancelBySupplier(
          { ...deps, alternatives },
          {
            purchaseId: booking.id,
            companyId,
            actorUserId: input.actorUserId,
            reason: input.reason,
            now,
            record: (tx, change) => input.recordBooking(tx, booking.id, change),
          },
        ),
      );
    } catch (error) {
      // Its traveller cancelled it meanwhile: their cancellation stands, refunded once.
      if (error instanceof AppError && error.code === 'PURCHASE_ALREADY_CANCELED') continue;
      throw error;
    }
  }
  return { departure, canceled };
}
